/** The outside services whose calls go through a circuit breaker (guarded-sources.ts). */
export type GuardedSourceName = 'content' | 'concert events' | 'videos' | 'jobs';

/**
 * A source could not be asked: it failed (no answer in time, no connection, a 5xx, a failed login)
 * or its circuit is open and it was not called at all. Distinct from "not found": the source did not
 * say the item is missing. Carries no original error, so logging it leaks nothing.
 */
export class SourceUnavailableError extends Error {
  override name = 'SourceUnavailableError';
  readonly source: GuardedSourceName;
  /** A secret-free reason: the connector's message, or that the circuit is open. */
  readonly reason: string;
  /** When asking again makes sense, in ms from now (the rest of the open interval). */
  readonly retryAfterMs: number;

  constructor(source: GuardedSourceName, reason: string, retryAfterMs: number) {
    super(`The ${source} source is unavailable: ${reason}`);
    this.source = source;
    this.reason = reason;
    this.retryAfterMs = retryAfterMs;
  }
}
