import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedisConnection, createRedisConnection } from '../sources/redis/redis-connection';
import type { ChangeLedger } from './change-ledger';
import { createLayeredPageStore, type PageChange } from './layered-page-store';
import { createMemoryPageStore } from './memory-page-store';
import type { PageStore } from './page-store';
import { createRedisPageBroadcast } from './redis-page-broadcast';
import { createRedisChangeLedger } from './redis-change-ledger';
import { createRedisPageStore } from './redis-page-store';
import { createRedisRenderLock } from './redis-render-lock';
import type { RenderLock } from './render-lock';
import { createSharedTagInvalidations, type TagInvalidations } from './tag-invalidations';

export interface SharedPageCache {
  store: PageStore;
  lock: RenderLock;
  /** When tags last changed, for the whole fleet (tag-invalidations.ts). */
  invalidations: TagInvalidations;
  /** What the catch-up from the CMS's activity log shares (change-ledger.ts). */
  changeLedger: ChangeLedger;
  /** Its Redis connections by name, for the metrics. */
  connections: Record<string, Redis>;
  close(): Promise<void>;
}

/** Time beyond RENDER_TIMEOUT_MS a lock is held for: the compression of the rendered page. */
const LOCK_MARGIN_MS = 2_000;

/**
 * The page cache's storage when replicas share Redis (REDIS_URL; decision 0037): memory
 * (`memoryBytes`, PAGE_CACHE_MB) in front of Redis, a render lock, and the change broadcast that
 * keeps every replica's memory in step. Two connections: commands, and the subscription.
 */
export function createSharedPageCache(options: {
  redisUrl: string;
  memoryBytes: number;
  renderTimeoutMs: number;
  logger: Logger;
}): SharedPageCache {
  const { logger } = options;
  const commands = createRedisConnection({ url: options.redisUrl, logger, name: 'page-cache' });
  const subscriber = createRedisConnection({ url: options.redisUrl, logger, name: 'page-changes', subscriber: true });
  let forget: (changes: PageChange[] | null) => void = () => undefined;
  const broadcast = createRedisPageBroadcast({ publisher: commands, subscriber, logger, onChanged: (changes) => forget(changes) });
  const store = createLayeredPageStore({
    memory: createMemoryPageStore(options.memoryBytes),
    shared: createRedisPageStore(commands),
    announce: (changes) => broadcast.announce(changes),
    logger,
  });
  forget = (changes) => {
    store.forget(changes).catch((error: unknown) => logger.warn({ err: error }, 'page memory not cleared'));
  };
  return {
    store,
    lock: createRedisRenderLock(commands, { holdMs: options.renderTimeoutMs + LOCK_MARGIN_MS }),
    invalidations: createSharedTagInvalidations(commands),
    changeLedger: createRedisChangeLedger(commands),
    connections: { 'page-cache': commands, 'page-changes': subscriber },
    async close() {
      await broadcast.close();
      await Promise.all([closeRedisConnection(commands), closeRedisConnection(subscriber)]);
    },
  };
}
