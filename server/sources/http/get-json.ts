import { setTimeout as sleep } from 'node:timers/promises';
import { discardBody, readCappedBody, transportFailure } from './capped-fetch';
import { redactUrl } from './redact-url';
import { retryAfterMs } from './retry-after';
import { ServiceError, type ServiceFailure } from './service-error';

export interface GetJsonOptions {
  /** The service's name for errors and logs, e.g. "Bandsintown". */
  service: string;
  /** Budget for the whole call, the retry included: a page render cannot wait longer. */
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Non-2xx statuses the service uses as answers (Bandsintown's 404 for an unknown artist). */
  answerStatuses?: readonly number[];
  /** Largest answer read, in bytes. */
  maxBytes?: number;
  /** Pause before the retry when the service sends no Retry-After. */
  retryDelayMs?: number;
}

export interface JsonAnswer {
  status: number;
  /** The parsed body; null when empty, or unparseable on one of `answerStatuses`. */
  body: unknown;
}

const MAX_ATTEMPTS = 2;
/** A service asking for a longer pause than this is not retried: the visitor is waiting. */
const MAX_RETRY_AFTER_MS = 1_000;
const DEFAULT_RETRY_DELAY_MS = 200;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

interface Failed {
  failure: ServiceFailure;
  status: number | null;
  detail?: string;
  retryable: boolean;
  /** The pause the service asked for (Retry-After), if any. */
  waitMs?: number | null;
}

/**
 * GET a JSON answer from an outside service, bounded by one time budget. A GET is safe to repeat,
 * so network errors, 5xx and 429 get exactly one retry after a short pause (Retry-After when the
 * service sends a small one); anything else throws a ServiceError at once.
 */
export async function getJson(url: URL, options: GetJsonOptions): Promise<JsonAnswer> {
  const startedAt = Date.now();
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const error = (outcome: Failed, attempts: number) =>
    new ServiceError({ service: options.service, url: redactUrl(url), attempts, ...outcome });

  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(url, options, deadline);
    if ('answer' in outcome) return outcome.answer;
    const wait = outcome.waitMs ?? options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    const inBudget = wait <= MAX_RETRY_AFTER_MS && Date.now() - startedAt + wait < options.timeoutMs;
    if (!outcome.retryable || attempt >= MAX_ATTEMPTS || !inBudget) throw error(outcome, attempt);
    try {
      await sleep(wait, undefined, { signal: deadline });
    } catch {
      throw error(timedOut(options.timeoutMs), attempt);
    }
  }
}

async function attemptOnce(url: URL, options: GetJsonOptions, deadline: AbortSignal): Promise<{ answer: JsonAnswer } | Failed> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal: deadline });
  } catch (cause) {
    return transportFailed(cause, deadline, options.timeoutMs, null);
  }

  const { status } = response;
  if (!response.ok && !options.answerStatuses?.includes(status)) {
    // Free the connection; the body of a failure is not read (it may be large or echo the request).
    await discardBody(response);
    const retryable = status >= 500 || status === 429;
    return { failure: 'status', status, retryable, waitMs: retryAfterMs(response.headers.get('retry-after')) };
  }

  let body: Buffer | null;
  try {
    body = await readCappedBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
  } catch (cause) {
    return transportFailed(cause, deadline, options.timeoutMs, status);
  }
  if (body === null) return { failure: 'too-large', status, retryable: false };
  const text = body.toString('utf8');
  if (text.trim() === '') return { answer: { status, body: null } };
  try {
    return { answer: { status, body: JSON.parse(text) } };
  } catch {
    // A not-found page in HTML is still a not-found; a success we cannot read is a failure.
    if (!response.ok) return { answer: { status, body: null } };
    return { failure: 'invalid-json', status, retryable: false };
  }
}

const timedOut = (timeoutMs: number): Failed => ({
  failure: 'timeout',
  status: null,
  detail: `no answer within ${timeoutMs} ms`,
  retryable: false,
});

/** A timeout is final (the budget is spent); a network failure is worth the one retry. */
function transportFailed(cause: unknown, deadline: AbortSignal, timeoutMs: number, status: number | null): Failed {
  const { failure, detail } = transportFailure(cause, deadline, timeoutMs);
  return failure === 'timeout' ? timedOut(timeoutMs) : { failure, status, detail, retryable: true };
}
