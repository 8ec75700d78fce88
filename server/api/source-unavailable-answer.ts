import type { Response } from 'express';
import { retryAfterSeconds } from '../render/source-failure';
import { SourceUnavailableError } from '../sources/resilience/source-unavailable';

/** What a visitor or a crawler reads when the content service could not be asked. */
export const CONTENT_UNAVAILABLE_MESSAGE = 'The content service is unavailable';

/** The content source's outage (its call failed, or its circuit is open), else null. */
export function contentUnavailable(error: unknown): SourceUnavailableError | null {
  return error instanceof SourceUnavailableError && error.source === 'content' ? error : null;
}

/**
 * 503 for an answer that needed the content service while it is unavailable (docs/decisions/0025):
 * `Retry-After` is the rest of the circuit's open interval, and nothing in front may keep it. JSON
 * for the file routes (their clients are players and image tags), plain text otherwise.
 */
export function answerContentUnavailable(res: Response, error: SourceUnavailableError, body: 'json' | 'text' = 'json'): void {
  res.status(503).set({ 'Retry-After': String(retryAfterSeconds(error)), 'Cache-Control': 'private, no-store' });
  if (body === 'json') res.json({ error: CONTENT_UNAVAILABLE_MESSAGE });
  else res.type('text/plain').send(`${CONTENT_UNAVAILABLE_MESSAGE}. Please try again in a minute.`);
}
