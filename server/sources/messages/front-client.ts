import { readCappedBody } from '../http/capped-fetch';
import { boundedRetryAfterMs, readRateLimit, type RateLimitState } from './front-retry-timing';
import type { SupportMessage } from './messages-source';

export interface FrontClientOptions {
  /** https://api2.frontapp.com unless FRONT_API_URL says otherwise; no trailing slash needed. */
  apiUrl: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What one attempt came to, as the delivery worker needs it. */
export type FrontSendResult =
  | { ok: true; frontMessageId: string | null; rateLimit: RateLimitState }
  | {
      ok: false;
      /** False when sending the same request again cannot succeed (Front refused the message itself). */
      retryable: boolean;
      status: number | null;
      reason: string;
      /** Front's Retry-After, in ms, when it gave one. */
      retryAfterMs?: number;
      rateLimit: RateLimitState;
      /**
       * True when the request may have reached Front although no answer did (a timeout, a connection
       * cut after connecting): Front may hold the message, so a retry asks Front first.
       */
      outcomeUnknown?: boolean;
    };

/** Whether Front already holds a message carrying a reference: unknown when the search could not say. */
export type FrontSearchResult = { found: true } | { found: false } | { found: 'unknown'; reason: string };

export interface FrontClient {
  /** Sends the message with its reference (the idempotency key) in its text, so a search can find it later. */
  sendChannelMessage(channelId: string, message: SupportMessage, idempotencyKey: string, signal?: AbortSignal): Promise<FrontSendResult>;
  /** Searches Front's conversations for a message's reference (decision 0028). */
  findByReference(reference: string, signal?: AbortSignal): Promise<FrontSearchResult>;
}

/** Error codes of a request that failed before any byte of it could reach Front: no connection was made. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Whether a failed fetch certainly sent nothing (fetch puts the network error's code on `cause`). */
function neverSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && CONNECT_FAILURES.has(cause.code);
}

/** The line every support message ends with: what the visitor and the team can quote, and what a search finds. */
export const referenceLine = (reference: string) => `Reference: ${reference}`;

/** The message as sent: its reference as the last paragraph of the HTML and the last line of the text. */
export function withReference(message: SupportMessage, reference: string): SupportMessage {
  const line = referenceLine(reference);
  return {
    ...message,
    body: `${message.body}\n<p>${line}</p>`,
    ...(message.text === undefined ? {} : { text: `${message.text}\n\n${line}` }),
  };
}

/**
 * 401/403 are a token problem the operator fixes, 408/425/429 and 5xx pass: all retried, so nothing
 * is dropped while Front or its configuration recovers. Other 4xx mean Front will never take it.
 */
function isRetryableStatus(status: number): boolean {
  return status === 401 || status === 403 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Front's error body is `{ _error: { status, title, message } }`; only its words are kept, clipped. */
function reasonOf(status: number, body: unknown): string {
  const error = body && typeof body === 'object' ? (body as { _error?: { title?: unknown; message?: unknown } })._error : undefined;
  const words = [error?.title, error?.message].filter((part): part is string => typeof part === 'string').join(': ');
  return `Front answered ${status}${words ? ` (${words.slice(0, 200)})` : ''}`;
}

/**
 * Front answers a channel message with 202 `{ "status": "accepted", "message_uid": "…" }` (its
 * OpenAPI response `acceptedMessage`): the message is queued, and `alt:uid:{message_uid}` finds it
 * later. There is no `id` in that answer. Anything else is kept as unknown (null), never guessed.
 */
function acceptedMessageUid(body: unknown): string | null {
  const uid = body && typeof body === 'object' ? (body as { message_uid?: unknown }).message_uid : undefined;
  return typeof uid === 'string' && uid.length > 0 ? uid.slice(0, 200) : null;
}

/** Front answers a message's uid and a few fields; anything larger is not read (the status decides). */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Front's "send new message" call: `POST {apiUrl}/channels/{channel_id}/messages` with the bearer
 * token, a timeout, and an Idempotency-Key header that stays the same for every attempt of one
 * message (docs/decisions/0013-contact-delivery.md). Never throws for an answer or a network
 * failure: it describes them, and the worker decides.
 */
export function createFrontClient({ apiUrl, token, timeoutMs, fetch: fetchImpl = fetch, now = Date.now }: FrontClientOptions): FrontClient {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    async sendChannelMessage(channelId, message, idempotencyKey, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(`${base}/channels/${encodeURIComponent(channelId)}/messages`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify(withReference(message, idempotencyKey)),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          redirect: 'error',
        });
      } catch (error) {
        const reason = timeout.aborted
          ? `no answer from Front within ${timeoutMs} ms`
          : `could not reach Front (${(error as Error).message})`;
        return { ok: false, retryable: true, status: null, reason, rateLimit: {}, outcomeUnknown: timeout.aborted || !neverSent(error) };
      }
      const at = now();
      const rateLimit = readRateLimit(response.headers, at);
      let body: unknown = null;
      try {
        const bytes = await readCappedBody(response, MAX_ANSWER_BYTES);
        if (bytes !== null) body = JSON.parse(bytes.toString('utf8'));
      } catch {
        // An empty, non-JSON or broken-off answer: the status decides.
      }
      if (response.ok) return { ok: true, frontMessageId: acceptedMessageUid(body), rateLimit };
      return {
        ok: false,
        retryable: isRetryableStatus(response.status),
        status: response.status,
        reason: reasonOf(response.status, body),
        retryAfterMs: boundedRetryAfterMs(response.headers.get('retry-after'), at),
        rateLimit,
      };
    },

    /**
     * `GET {apiUrl}/conversations/search/{query}` for the reference as an exact phrase: any result
     * means Front holds the message. The token needs `conversations:read`; without it, or on any
     * failure, the answer is unknown and the caller sends again (at least once stays the rule).
     */
    async findByReference(reference, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetchImpl(`${base}/conversations/search/${encodeURIComponent(`"${reference}"`)}?limit=1`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          redirect: 'error',
        });
        const bytes = await readCappedBody(response, MAX_ANSWER_BYTES);
        if (!response.ok) return { found: 'unknown', reason: `Front's search answered ${response.status}` };
        const body = bytes === null ? null : (JSON.parse(bytes.toString('utf8')) as unknown);
        const results = body && typeof body === 'object' ? (body as { _results?: unknown })._results : undefined;
        if (!Array.isArray(results)) return { found: 'unknown', reason: "Front's search answer has no results list" };
        return results.length > 0 ? { found: true } : { found: false };
      } catch (error) {
        return {
          found: 'unknown',
          reason: timeout.aborted ? `no answer from Front's search within ${timeoutMs} ms` : (error as Error).message,
        };
      }
    },
  };
}
