import type { FrontSendResult } from './front-client';
import { backoffDelay, pausedUntil, type BackoffOptions } from './front-retry-timing';

/**
 * What the contact queue's worker does after one answer from Front (front-queue-worker.ts): the
 * same rules as the SQLite outbox's worker (decision 0013), expressed as BullMQ needs them.
 */
export type QueueStep =
  | { kind: 'delivered'; frontMessageId: string | null; pauseAllMs?: number }
  /** Front refused the message itself: the job fails for good and is kept for operators. */
  | { kind: 'refused'; reason: string }
  /** Front said how long every client must hold off: the whole fleet pauses, the attempt is not counted. */
  | { kind: 'pause-all'; waitMs: number; reason: string }
  /** A transient failure with no word from Front: this job retries with exponential backoff. */
  | { kind: 'retry'; reason: string };

export function queueStepAfter(result: FrontSendResult, nowMs: number): QueueStep {
  const windowSpentUntil = pausedUntil(result.rateLimit, nowMs);
  const windowPauseMs = windowSpentUntil === undefined ? undefined : windowSpentUntil - nowMs;
  if (result.ok) return { kind: 'delivered', frontMessageId: result.frontMessageId, pauseAllMs: windowPauseMs };
  if (!result.retryable) return { kind: 'refused', reason: result.reason };
  const frontSaidWait = result.retryAfterMs ?? (result.status === 429 ? windowPauseMs : undefined);
  // At least 1 ms: Redis refuses a zero expiry, and "Retry-After: 0" means "now" anyway.
  if (frontSaidWait !== undefined) return { kind: 'pause-all', waitMs: Math.max(1, frontSaidWait), reason: result.reason };
  return { kind: 'retry', reason: result.reason };
}

/** Thrown by the worker for a transient failure; BullMQ hands it to the backoff strategy below. */
export class FrontNotYetError extends Error {
  override name = 'FrontNotYetError';
}

/**
 * BullMQ's custom backoff (type 'front'): the outbox's exponential backoff with jitter, counted
 * from the attempts BullMQ has recorded (a fleet-wide pause is not an attempt).
 */
export function queueBackoffDelay(attemptsMade: number, options: BackoffOptions): number {
  return backoffDelay(Math.max(attemptsMade, 1), options);
}
