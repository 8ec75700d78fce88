import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** The channel on which replicas tell each other which stored pages changed. */
export const PAGE_CHANGES_CHANNEL = 'label-site:page-changes';
const MAX_KEYS_PER_MESSAGE = 500;

export interface PageBroadcast {
  /** Tells the other replicas these keys changed; batched per turn of the event loop. */
  announce(keys: string[]): void;
  close(): Promise<void>;
}

/**
 * Revalidation reaching every replica (decision 0037): Redis pub/sub on a connection of its own.
 * A message is `{"from": replica id, "keys": [...]}`; a replica ignores its own and hands the keys to
 * `onChanged`. After the subscription was lost (Redis down), messages may have been missed, so
 * `onChanged(null)`: forget everything kept in memory. Malformed messages are ignored.
 */
export function createRedisPageBroadcast(options: {
  publisher: Redis;
  subscriber: Redis;
  logger: Logger;
  onChanged: (keys: string[] | null) => void;
}): PageBroadcast {
  const { publisher, subscriber, logger, onChanged } = options;
  const replicaId = randomUUID();
  let pending = new Set<string>();
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
    const keys = parseMessage(message, replicaId);
    if (keys) onChanged(keys);
  });

  const flush = () => {
    flushing = undefined;
    const keys = [...pending];
    pending = new Set();
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_MESSAGE) {
      const message = JSON.stringify({ from: replicaId, keys: keys.slice(start, start + MAX_KEYS_PER_MESSAGE) });
      // Redis gone: the others' memory copies stay until their TTL or their resubscription, which forgets all.
      publisher.publish(PAGE_CHANGES_CHANNEL, message).catch((error: unknown) => logger.debug({ err: error }, 'page change not announced'));
    }
  };

  return {
    announce(keys) {
      for (const key of keys) pending.add(key);
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

/** The keys of another replica's message; null for our own or anything malformed. */
function parseMessage(message: string, ownId: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { from, keys } = parsed as { from?: unknown; keys?: unknown };
  if (typeof from !== 'string' || from === ownId) return null;
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return null;
  return keys;
}
