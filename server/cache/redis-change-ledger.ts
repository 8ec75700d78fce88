import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ledgerKey, REPORT_MEMORY_MS, type ChangeLedger } from './change-ledger';

const REPORT_PREFIX = 'label-site:change-reported:';
const CURSOR_KEY = 'label-site:activity-cursor';
const TURN_KEY = 'label-site:activity-turn';

/** Sets the cursor only when it moves it forward: a slow replica's late write cannot move it back. */
const MOVE_FORWARD = `local at = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > at then redis.call('SET', KEYS[1], ARGV[1]) end
return 0`;

/**
 * The fleet's change ledger (change-ledger.ts) in Redis: a counter per reported item that expires
 * with REPORT_MEMORY_MS, the log's cursor, and a turn taken with `SET NX PX` so that one replica
 * reads the log per interval.
 */
export function createRedisChangeLedger(redis: Redis): ChangeLedger {
  const replica = randomUUID();
  const countsAfter = async (items: readonly { collection: string; key: string }[], step: 1 | -1) => {
    if (items.length === 0) return [];
    const pipeline = redis.pipeline();
    for (const item of items) {
      pipeline.incrby(REPORT_PREFIX + ledgerKey(item), step);
      pipeline.pexpire(REPORT_PREFIX + ledgerKey(item), REPORT_MEMORY_MS);
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error)?.[0];
    if (failed || results.length !== items.length * 2) throw failed ?? new Error('change ledger not updated');
    return items.map((_, index) => Number(results[index * 2]![1]));
  };
  return {
    async reported(items) {
      await countsAfter(items, 1);
    },
    async claim(items) {
      // A count still at zero or above after this claim means a report was waiting for it.
      return (await countsAfter(items, -1)).map((count) => count >= 0);
    },
    async takeTurn(holdMs) {
      return (await redis.set(TURN_KEY, replica, 'PX', Math.max(1, Math.round(holdMs)), 'NX')) === 'OK';
    },
    async cursor() {
      const value = await redis.get(CURSOR_KEY);
      return value === null ? null : Number(value);
    },
    async moveCursor(id) {
      await redis.eval(MOVE_FORWARD, 1, CURSOR_KEY, String(id));
    },
  };
}
