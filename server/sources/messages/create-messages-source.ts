import type { RecordsLoader } from '../content/records-loader';
import pino, { type Logger } from 'pino';
import { closeRedisConnection, createRedisConnection } from '../redis/redis-connection';
import { createEmbeddedInbox, type Department } from './embedded-inbox';
import { createFrontClient } from './front-client';
import { createFrontDeliveryWorker } from './front-delivery-worker';
import { createFrontOutbox } from './front-outbox';
import { createFrontQueue } from './front-queue';
import { createFrontQueueWorker } from './front-queue-worker';
import type { MessagesSource } from './messages-source';

export interface FrontSettings {
  apiToken: string;
  apiUrl: string;
  timeoutMs: number;
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface MessagesSourceOptions {
  /** The shared SQLite file (INBOX_FILE). */
  file: string;
  channels: RecordsLoader<Department>;
  /** Null: no Front account configured, messages stay in the embedded inbox. */
  front: FrontSettings | null;
  /** With Front: deliver through the Redis queue shared by the replicas instead of the SQLite outbox. */
  queue?: { redisUrl: string; stalledMs: number } | null;
  /** Given by the running server: with it (and a token) the delivery worker starts. */
  runtime?: { logger: Logger; isDraining: () => boolean; onFailedDelivery?: () => void };
}

/** How often the queue's worker looks whether the process drains (Lifecycle has no event for it). */
const DRAIN_CHECK_MS = 250;

/**
 * The contact messages source chosen by configuration: without a Front token the embedded inbox;
 * with one and a Redis the queue shared by the replicas (decision 0047); with one alone the
 * durable outbox, drained into Front by the delivery worker. Each way a message is stored (on disk,
 * or in Redis) before the visitor is told it was sent.
 */
export function createMessagesSource({ file, channels, front, queue, runtime }: MessagesSourceOptions): MessagesSource {
  if (!front) return createEmbeddedInbox({ file, channels });
  if (queue) return createQueuedMessagesSource(front, queue, channels, runtime);
  const outbox = createFrontOutbox({ file, channels });
  if (runtime) {
    const log = runtime.logger.child({ component: 'front-delivery' });
    const worker = createFrontDeliveryWorker({
      outbox,
      front: createFrontClient({ apiUrl: front.apiUrl, token: front.apiToken, timeoutMs: front.timeoutMs }),
      log,
      pollIntervalMs: front.pollIntervalMs,
      retryBaseMs: front.retryBaseMs,
      retryMaxMs: front.retryMaxMs,
      // A process that dies mid-send frees its message after this; the retry carries the same key.
      leaseMs: front.timeoutMs + 30_000,
      isDraining: runtime.isDraining,
      onFailedAttempt: runtime.onFailedDelivery,
    });
    worker.start();
    log.info({ apiUrl: front.apiUrl }, 'contact messages are delivered to Front through the outbox');
  }
  return outbox;
}

function createQueuedMessagesSource(
  front: FrontSettings,
  settings: { redisUrl: string; stalledMs: number },
  channels: RecordsLoader<Department>,
  runtime: MessagesSourceOptions['runtime'],
): MessagesSource {
  const logger = runtime?.logger ?? pino({ level: 'silent' });
  // A visitor waits at most this long for Redis to store the job, then is told to try again.
  const connection = createRedisConnection({ url: settings.redisUrl, logger, name: 'contact-queue', commandTimeoutMs: 2_000 });
  const queue = createFrontQueue({ connection, channels });
  let stopWorker = async () => {};
  if (runtime) {
    const log = runtime.logger.child({ component: 'front-delivery' });
    const worker = createFrontQueueWorker({
      redisUrl: settings.redisUrl,
      queue: queue.queue,
      front: createFrontClient({ apiUrl: front.apiUrl, token: front.apiToken, timeoutMs: front.timeoutMs }),
      log,
      retryBaseMs: front.retryBaseMs,
      retryMaxMs: front.retryMaxMs,
      stalledMs: settings.stalledMs,
      onFailedAttempt: runtime.onFailedDelivery,
    });
    // Draining: no new attempt starts; the one in flight finishes (or, if the process is gone first,
    // its lock runs out and another replica sends it again).
    const drainCheck = setInterval(() => {
      if (!runtime.isDraining()) return;
      clearInterval(drainCheck);
      void worker.close().catch(() => {});
    }, DRAIN_CHECK_MS);
    drainCheck.unref();
    stopWorker = async () => {
      clearInterval(drainCheck);
      await worker.close();
    };
    log.info({ apiUrl: front.apiUrl }, 'contact messages are delivered to Front through the Redis queue');
  }
  return {
    send: (channelId, message) => queue.send(channelId, message),
    contactQueueCounts: () => queue.contactQueueCounts(),
    async shutdown() {
      await stopWorker();
      await queue.close();
      await closeRedisConnection(connection);
    },
  };
}
