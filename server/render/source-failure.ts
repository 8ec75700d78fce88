import { SourceUnavailableError } from '../sources/resilience/source-unavailable';

/**
 * A page needs its content: when the content source could not be asked, the page is not "not
 * found" and not an empty 200, it is unavailable (503) — unless an earlier copy is kept (page
 * cache). The outside-service blocks (concerts, videos, jobs) only ever empty their block.
 */
export function pageSourceFailure(error: unknown): SourceUnavailableError | null {
  return error instanceof SourceUnavailableError && error.source === 'content' ? error : null;
}

/** Whole seconds for Retry-After: the rest of the circuit's open interval, at least one. */
export function retryAfterSeconds(error: SourceUnavailableError): number {
  return Math.max(1, Math.ceil(error.retryAfterMs / 1000));
}
