import type { RecordsLoader } from '../content/records-loader';
import type { Logger } from 'pino';
import { createEmbeddedInbox, type Department } from './embedded-inbox';
import { createFrontClient } from './front-client';
import { createFrontDeliveryWorker } from './front-delivery-worker';
import { createFrontOutbox } from './front-outbox';
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
  /** Given by the running server: with it (and a token) the delivery worker starts. */
  runtime?: { logger: Logger; isDraining: () => boolean };
}

/**
 * The contact messages source chosen by configuration: without a Front token the embedded inbox;
 * with one the durable outbox, drained into Front by the delivery worker. Either way a message is
 * on disk before the visitor is told it was sent.
 */
export function createMessagesSource({ file, channels, front, runtime }: MessagesSourceOptions): MessagesSource {
  if (!front) return createEmbeddedInbox({ file, channels });
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
    });
    worker.start();
    log.info({ apiUrl: front.apiUrl }, 'contact messages are delivered to Front through the outbox');
  }
  return outbox;
}
