import { DirectusLoginError, DirectusRequestError } from '../content/directus/directus-errors';
import { ServiceError } from '../http/service-error';

/**
 * Which failures mean "the service is down or unusable" (they count towards opening its circuit and
 * become SourceUnavailableError) rather than "this call was wrong" (passed on unchanged, and proof
 * that the service answers). A 4xx other than 429 is the latter: the service is up and said no.
 */
function isOutageStatus(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

/** Directus: no answer, an unreadable answer, a 5xx or 429, or the service account cannot log in. */
export function isContentOutage(error: unknown): boolean {
  if (error instanceof DirectusLoginError) return true;
  if (error instanceof DirectusRequestError) return error.failure !== 'status' || isOutageStatus(error.status);
  return false;
}

/** Bandsintown, YouTube, BambooHR (get-json.ts): the same rule on their ServiceError. */
export function isServiceOutage(error: unknown): boolean {
  return error instanceof ServiceError && (error.failure !== 'status' || isOutageStatus(error.status));
}
