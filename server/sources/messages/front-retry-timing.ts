import { retryAfterMs } from '../http/retry-after';

/**
 * When to try Front again: exponential backoff with jitter after a failure, and Front's own word
 * when it gives one (Retry-After on 429/503, X-RateLimit-Remaining/-Reset on every answer).
 */

/** No header may park the outbox for longer than this: a bad clock or a bad value must not stall it. */
export const LONGEST_WAIT_MS = 60 * 60 * 1000;

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** 0 ≤ random() < 1; jitter spreads retries of many messages. */
  random?: () => number;
}

/** Delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped, minus up to 20 % jitter. */
export function backoffDelay(attempts: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(delay * (1 - 0.2 * random()));
}

/** Retry-After (read by the one parser), bounded: milliseconds from now; undefined when absent or unreadable. */
export function boundedRetryAfterMs(value: string | null, nowMs: number): number | undefined {
  const wait = retryAfterMs(value, nowMs);
  return wait === null ? undefined : clampWait(wait);
}

/**
 * X-RateLimit-Reset as an instant: Front sends a UNIX timestamp; seconds are told from milliseconds
 * by size, and a small number is read as seconds from now (what some proxies send).
 */
export function rateLimitResetAt(value: string | null, nowMs: number): number | undefined {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  const at = number > 1e12 ? number : number > 1e9 ? number * 1000 : nowMs + number * 1000;
  return nowMs + clampWait(at - nowMs);
}

export interface RateLimitState {
  /** Requests left in Front's window, when it said. */
  remaining?: number;
  /** When the window resets (epoch ms), when it said. */
  resetAt?: number;
}

export function readRateLimit(headers: Headers, nowMs: number): RateLimitState {
  const remainingText = headers.get('x-ratelimit-remaining');
  const remaining = remainingText !== null && /^\d+$/.test(remainingText.trim()) ? Number(remainingText.trim()) : undefined;
  return { remaining, resetAt: rateLimitResetAt(headers.get('x-ratelimit-reset'), nowMs) };
}

/** The instant before which no request should go out: the window is spent and has not reset yet. */
export function pausedUntil(state: RateLimitState, nowMs: number): number | undefined {
  if (state.remaining === 0 && state.resetAt !== undefined && state.resetAt > nowMs) return state.resetAt;
  return undefined;
}

function clampWait(ms: number): number {
  return Math.min(Math.max(Math.round(ms), 0), LONGEST_WAIT_MS);
}
