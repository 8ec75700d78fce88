import type { FrontClient } from './front-client';

type LogFn = (details: object, message: string) => void;

/** What both ways of delivering to Front (the SQLite outbox's worker, the Redis queue's) are given. */
export interface FrontWorkerOptions {
  front: FrontClient;
  log: { info: LogFn; warn: LogFn; error: LogFn };
  /** Backoff after a failed attempt: base × 2^(attempts − 1), at most max, less jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Told of each attempt Front did not take (refused or to be retried), for the metrics. */
  onFailedAttempt?: () => void;
  now?: () => number;
  random?: () => number;
}
