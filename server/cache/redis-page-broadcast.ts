import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PageChange } from './layered-page-store';

/** The channel on which replicas tell each other which stored pages changed. */
export const PAGE_CHANGES_CHANNEL = 'label-site:page-changes';
const MAX_KEYS_PER_MESSAGE = 500;

export interface PageBroadcast {
  /** Tells the other replicas these pages changed; batched per turn of the event loop. */
  announce(changes: PageChange[]): void;
  close(): Promise<void>;
}

/**
 * Revalidation reaching every replica (decision 0037): Redis pub/sub on a connection of its own.
 * A message is `{"from": replica id, "keys": [...], "etags": [...]}`, `etags[i]` the ETag key i now
 * holds or null (removed); a message without `etags` (a replica of an older release, during a rolling
 * deploy) outdates every key it names. A replica ignores its own and hands the changes to
 * `onChanged`. After the subscription was lost (Redis down), messages may have been missed, so
 * `onChanged(null)`: forget everything kept in memory. Malformed messages are ignored.
 */
export function createRedisPageBroadcast(options: {
  publisher: Redis;
  subscriber: Redis;
  logger: Logger;
  onChanged: (changes: PageChange[] | null) => void;
}): PageBroadcast {
  const { publisher, subscriber, logger, onChanged } = options;
  const replicaId = randomUUID();
  // The latest ETag announced per key in this turn.
  let pending = new Map<string, string | null>();
  let flushing: NodeJS.Immediate | undefined;
  let subscribedBefore = false;

  subscriber.on('ready', () => {
    // ioredis resubscribes by itself; what was published meanwhile is lost.
    if (subscribedBefore) onChanged(null);
  });
  subscriber.subscribe(PAGE_CHANGES_CHANNEL).then(
    () => {
      subscribedBefore = true;
    },
    (error: unknown) => logger.warn({ err: error }, 'page change subscription failed; retried on reconnect'),
  );
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== PAGE_CHANGES_CHANNEL) return;
    const changes = parseMessage(message, replicaId);
    if (changes) onChanged(changes);
  });

  const flush = () => {
    flushing = undefined;
    const changes = [...pending];
    pending = new Map();
    for (let start = 0; start < changes.length; start += MAX_KEYS_PER_MESSAGE) {
      const batch = changes.slice(start, start + MAX_KEYS_PER_MESSAGE);
      const message = JSON.stringify({ from: replicaId, keys: batch.map(([key]) => key), etags: batch.map(([, etag]) => etag) });
      // Redis gone: the others' memory copies stay until their TTL or their resubscription, which forgets all.
      publisher.publish(PAGE_CHANGES_CHANNEL, message).catch((error: unknown) => logger.debug({ err: error }, 'page change not announced'));
    }
  };

  return {
    announce(changes) {
      for (const { key, etag } of changes) pending.set(key, etag);
      flushing ??= setImmediate(flush);
    },
    async close() {
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
    },
  };
}

/** The changes of another replica's message; null for our own or anything malformed. */
function parseMessage(message: string, ownId: string): PageChange[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { from, keys, etags } = parsed as { from?: unknown; keys?: unknown; etags?: unknown };
  if (typeof from !== 'string' || from === ownId) return null;
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return null;
  if (etags === undefined) return keys.map((key) => ({ key, etag: null }));
  if (!Array.isArray(etags) || etags.length !== keys.length) return null;
  if (!etags.every((etag) => etag === null || typeof etag === 'string')) return null;
  return keys.map((key, index) => ({ key, etag: etags[index] as string | null }));
}
