/** What went wrong with a call to an outside service. */
export type ServiceFailure = 'timeout' | 'network' | 'status' | 'invalid-json' | 'too-large';

export interface ServiceErrorDetails {
  /** The service's name as operators know it, e.g. "Bandsintown". */
  service: string;
  failure: ServiceFailure;
  /** The address called, already redacted. */
  url: string;
  /** The HTTP status, when the service answered. */
  status: number | null;
  /** Requests sent, the retry included. */
  attempts: number;
  /** A short, secret-free explanation (an error code, the time budget). */
  detail?: string;
}

/**
 * A failed call to an outside service. It carries only redacted addresses and no original error,
 * so logging it (pino serialises every own property) can never leak a key.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly service: string;
  readonly failure: ServiceFailure;
  readonly url: string;
  readonly status: number | null;
  readonly attempts: number;

  constructor({ service, failure, url, status, attempts, detail }: ServiceErrorDetails) {
    const what = status === null ? failure : `${failure} ${status}`;
    super(`${service}: GET ${url} failed (${what}${detail ? `, ${detail}` : ''}) after ${attempts} attempt${attempts === 1 ? '' : 's'}`);
    this.service = service;
    this.failure = failure;
    this.url = url;
    this.status = status;
    this.attempts = attempts;
  }
}
