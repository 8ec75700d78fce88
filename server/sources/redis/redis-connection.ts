import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Connections to the Redis the replicas share (REDIS_URL). Redis is a shared cache here, never a
 * condition of answering: a command fails at once while the connection is down (no offline queue,
 * so no visitor waits for a reconnect), and within `commandTimeoutMs` when Redis hangs. ioredis
 * reconnects by itself, backing off to `maxReconnectDelayMs`.
 */
export interface RedisConnectionOptions {
  url: string;
  logger: Logger;
  /** What the connection is for, in log lines. */
  name: string;
  commandTimeoutMs?: number;
  /** A subscriber queues its SUBSCRIBE until connected, and resubscribes after a reconnect. */
  subscriber?: boolean;
}

export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

export function createRedisConnection(options: RedisConnectionOptions): Redis {
  const { logger, name } = options;
  const redis = new Redis(options.url, {
    connectionName: `label-site:${name}`,
    enableOfflineQueue: options.subscriber === true,
    commandTimeout: options.subscriber ? undefined : (options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS),
    // A command caught by a dropped connection fails instead of waiting for the next one.
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  // Logged once per outage, not once per reconnect attempt.
  let down = false;
  const lost = (reason: string) => {
    // Closed on purpose (closeRedisConnection): not an outage.
    if (down || closing.has(redis)) return;
    down = true;
    logger.warn({ redis: name, reason }, 'redis unavailable: working without it until it returns');
  };
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (down) logger.info({ redis: name }, 'redis connection back');
    down = false;
  });
  return redis;
}

const closing = new WeakSet<Redis>();

/** Ends a connection politely, or at once when Redis does not answer. */
export async function closeRedisConnection(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  closing.add(redis);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([redis.quit(), new Promise((resolve) => (timer = setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS)))]);
  } catch {
    // Already closed, or Redis gone: disconnect below.
  } finally {
    clearTimeout(timer);
    redis.disconnect();
  }
}
