/**
 * The Directus connector's failures. The first two carry the spec's exact texts (spec 001 §8);
 * none carries a token, a password or the original error, so logging one leaks nothing.
 */

/** Logging in (or refreshing the login) with the service account failed. */
export class DirectusLoginError extends Error {
  override name = 'DirectusLoginError';

  constructor(
    /** The HTTP status of the failed login, or null when Directus did not answer. */
    readonly status: number | null,
    /** A secret-free reason: an error code, 'timeout', 'network'. */
    readonly reason: string,
  ) {
    super('Directus Login Failed');
  }
}

/** The service account may not read what was asked (FORBIDDEN), or holds no usable access. */
export class DirectusAccessError extends Error {
  override name = 'DirectusAccessError';

  constructor(
    readonly status: number | null,
    readonly path: string,
  ) {
    super('No Access');
  }
}

export type DirectusFailure = 'timeout' | 'network' | 'status' | 'invalid-json' | 'too-large';

/** A transport failure: no answer in time, a status of 300 or above, a body that cannot be read. */
export class DirectusRequestError extends Error {
  override name = 'DirectusRequestError';
  readonly failure: DirectusFailure;
  readonly status: number | null;
  readonly path: string;
  /** The first Directus error code of the answer, if any (e.g. INVALID_QUERY). */
  readonly code: string | null;

  constructor(details: { failure: DirectusFailure; status: number | null; path: string; code?: string | null; detail?: string }) {
    const what = details.status === null ? details.failure : `${details.failure} ${details.status}`;
    const extra = [details.code, details.detail].filter(Boolean).join(', ');
    super(`Directus: ${details.path} failed (${what}${extra ? `, ${extra}` : ''})`);
    this.failure = details.failure;
    this.status = details.status;
    this.path = details.path;
    this.code = details.code ?? null;
  }
}
