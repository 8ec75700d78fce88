import { DirectusAccessError, DirectusLoginError, DirectusRequestError } from './directus-errors';
import { errorCodes, exchange, type DirectusEndpoint } from './directus-http';

/** The service account: a static token, or an e-mail and password to log in with. */
export type DirectusCredentials = { token: string } | { email: string; password: string };

/** A login is renewed this long before Directus says it expires (spec 001 §9). */
export const LOGIN_REFRESH_MARGIN_MS = 30_000;

export interface DirectusSessionOptions {
  endpoint: DirectusEndpoint;
  credentials: DirectusCredentials;
  /** The clock, for tests. */
  now?: () => number;
}

interface Login {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch ms at which Directus stops accepting the access token. */
  expiresAt: number;
}

/**
 * The service account's access to Directus (spec 001 §4): a login is reused until 30 s before its
 * expiry, then refreshed (with the refresh token, or a new login when that fails); concurrent
 * callers share one login request. `invalidate` forces a new login after Directus rejected a
 * token (INVALID_TOKEN, INVALID_CREDENTIALS, TOKEN_EXPIRED).
 */
export class DirectusSession {
  private login: Login | null = null;
  private pending: Promise<Login> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: DirectusSessionOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether the account logs in (false for a static token, which is used as it is). */
  get logsIn(): boolean {
    return !('token' in this.options.credentials);
  }

  /** A token to send now. */
  async accessToken(): Promise<string> {
    const { credentials } = this.options;
    if ('token' in credentials) return credentials.token;
    if (this.login && this.now() < this.login.expiresAt - LOGIN_REFRESH_MARGIN_MS) return this.login.accessToken;
    return (await this.renew()).accessToken;
  }

  /**
   * Forgets `rejectedToken` so the next accessToken() logs in again. Callers that were rejected
   * with an older token than the current one change nothing: 20 rejected requests, one login.
   */
  invalidate(rejectedToken: string): void {
    if (this.login?.accessToken === rejectedToken) this.login = null;
  }

  private renew(): Promise<Login> {
    if (!this.pending) {
      const previous = this.login;
      this.pending = this.obtain(previous)
        .then((login) => (this.login = login))
        .finally(() => (this.pending = null));
    }
    return this.pending;
  }

  /** A refresh when there is a refresh token, else (or when the refresh is refused) a login. */
  private async obtain(previous: Login | null): Promise<Login> {
    if (previous?.refreshToken) {
      try {
        return await this.call('/auth/refresh', { refresh_token: previous.refreshToken, mode: 'json' });
      } catch (error) {
        if (!(error instanceof DirectusLoginError)) throw error;
      }
    }
    const credentials = this.options.credentials as { email: string; password: string };
    return this.call('/auth/login', { email: credentials.email, password: credentials.password, mode: 'json' });
  }

  private async call(path: string, payload: Record<string, string>): Promise<Login> {
    const sentAt = this.now();
    let answer;
    try {
      answer = await exchange(this.options.endpoint, { method: 'POST', path, json: payload });
    } catch (error) {
      const reason = error instanceof DirectusRequestError ? error.failure : 'network';
      throw new DirectusLoginError(null, reason);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new DirectusLoginError(answer.status, errorCodes(answer.body)[0] ?? `status ${answer.status}`);
    }
    const data = (answer.body as { data?: Record<string, unknown> } | null)?.data;
    const accessToken = data?.access_token;
    // Logged in, yet nothing to read with: the account has no access.
    if (typeof accessToken !== 'string' || accessToken === '') throw new DirectusAccessError(answer.status, path);
    const expires = typeof data?.expires === 'number' && data.expires > 0 ? data.expires : 0;
    return {
      accessToken,
      refreshToken: typeof data?.refresh_token === 'string' ? data.refresh_token : null,
      // Counted from when the request left: the token's clock started no earlier.
      expiresAt: sentAt + expires,
    };
  }
}
