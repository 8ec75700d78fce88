import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { HeldRenderLock, RenderLock } from './render-lock';

const LOCK_PREFIX = 'label-site:page-lock:';
/** How often a waiting replica looks whether the holder is done: a fraction of one render. */
const POLL_INTERVAL_MS = 25;

// Deletes the lock only if it is still this holder's: an expired hold must not free another's.
const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export interface RedisRenderLockOptions {
  /** Longest hold: a render is aborted after RENDER_TIMEOUT_MS, so this is that plus compression. */
  holdMs: number;
  /** Waits between looks (tests inject fake timers; the default is setTimeout). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The fleet's render lock (render-lock.ts) over Redis: `SET key token NX PX holdMs`. A replica that
 * finds it taken looks again every 25 ms until it is gone, never longer than `holdMs`: a holder that
 * died frees the page when its hold expires. Redis errors while taking the lock reach the page cache
 * (it then renders by itself); while waiting, they end the wait.
 */
export function createRedisRenderLock(redis: Redis, options: RedisRenderLockOptions): RenderLock {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    async acquire(key): Promise<HeldRenderLock | null> {
      const name = LOCK_PREFIX + key;
      const token = randomUUID();
      if ((await redis.set(name, token, 'PX', options.holdMs, 'NX')) === 'OK') {
        return {
          release: async () => {
            await redis.eval(RELEASE_SCRIPT, 1, name, token);
          },
        };
      }
      for (let waited = 0; waited < options.holdMs; waited += POLL_INTERVAL_MS) {
        await sleep(POLL_INTERVAL_MS);
        try {
          if ((await redis.exists(name)) === 0) return null;
        } catch {
          return null;
        }
      }
      return null;
    },
  };
}
