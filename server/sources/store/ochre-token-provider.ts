import Joi from 'joi';
import { discardBody, readCappedBody, transportFailure } from '../http/capped-fetch';
import { redactUrl } from '../http/redact-url';

/**
 * The store's bearer token (spec 001 §3 "Store access token", §4, §8): obtained server-side with
 * the OAuth 2.0 client-credentials grant (RFC 6749 §4.4; the client authenticates with HTTP Basic,
 * §2.3.1), so the client secret never leaves the server. One token is shared by the retail
 * connectors and POST /api/auth/ochre/access.
 */

/** A token is renewed this long before it expires, so no request goes out with one about to lapse. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** Lifetime assumed when the auth server gives no expires_in (RFC 6749 leaves it optional). */
const DEFAULT_LIFETIME_SECONDS = 300;
const MAX_ANSWER_BYTES = 64 * 1024;

export interface AccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface StoreAccessTokens {
  /** A valid token: the cached one until shortly before its expiry; concurrent callers share one request. */
  current(): Promise<AccessToken>;
  /** A new token after `rejected` got a 401; however many callers saw that 401, one request is made. */
  refresh(rejected: string): Promise<AccessToken>;
}

export interface OchreCredentials {
  /** The token endpoint, e.g. https://api.example/oauth/token. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Epoch milliseconds; tests pass a fake clock. */
  now?: () => number;
}

export type OchreAuthFailure = 'timeout' | 'network' | 'status' | 'invalid-answer';

/** A failed token request. It carries the redacted address and the status, never a credential. */
export class OchreAuthError extends Error {
  override name = 'OchreAuthError';
  readonly failure: OchreAuthFailure;
  readonly status: number | null;

  constructor(failure: OchreAuthFailure, url: string, status: number | null = null) {
    super(`Ochre auth: POST ${redactUrl(url)} failed (${status === null ? failure : `${failure} ${status}`})`);
    this.failure = failure;
    this.status = status;
  }
}

const tokenAnswer = Joi.object({
  access_token: Joi.string()
    .min(1)
    .max(8192)
    .pattern(/^[\x21-\x7e]+$/)
    .required(),
  token_type: Joi.string().pattern(/^bearer$/i),
  expires_in: Joi.number().integer().min(1).max(31_536_000),
}).unknown(true);

export function createOchreTokenProvider(options: OchreCredentials): StoreAccessTokens {
  const now = options.now ?? Date.now;
  let cached: { token: AccessToken; renewAt: number } | null = null;
  let inFlight: Promise<AccessToken> | null = null;

  function request(): Promise<AccessToken> {
    inFlight ??= requestToken(options, now)
      .then((token) => {
        const lifetime = token.expiresAt - now();
        // A short-lived token is renewed halfway instead, so it is still used at least once.
        cached = { token, renewAt: token.expiresAt - Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetime / 2) };
        return token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    current() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      return request();
    },
    refresh(rejected) {
      if (inFlight) return inFlight;
      // Another caller already replaced the rejected token: use theirs.
      if (cached && cached.token.accessToken !== rejected && now() < cached.renewAt) return Promise.resolve(cached.token);
      cached = null;
      return request();
    },
  };
}

async function requestToken(options: OchreCredentials, now: () => number): Promise<AccessToken> {
  const { authUrl, clientId, clientSecret, timeoutMs } = options;
  // RFC 6749 §2.3.1: each part form-encoded, then joined and base64-encoded.
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(authUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
      signal,
    });
  } catch (cause) {
    throw new OchreAuthError(transportFailure(cause, signal, timeoutMs).failure, authUrl);
  }
  if (!response.ok) {
    await discardBody(response);
    throw new OchreAuthError('status', authUrl, response.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(await readTokenAnswer(response));
  } catch {
    throw new OchreAuthError(signal.aborted ? 'timeout' : 'invalid-answer', authUrl, response.status);
  }
  const { value, error } = tokenAnswer.validate(body);
  if (error) throw new OchreAuthError('invalid-answer', authUrl, response.status);
  const lifetimeSeconds: number = value.expires_in ?? DEFAULT_LIFETIME_SECONDS;
  return { accessToken: value.access_token, expiresAt: now() + lifetimeSeconds * 1000 };
}

/** The body as text; an answer larger than a token answer can be is refused unread. */
async function readTokenAnswer(response: Response): Promise<string> {
  const body = await readCappedBody(response, MAX_ANSWER_BYTES);
  if (body === null) throw new Error('answer too large');
  return body.toString('utf8');
}
