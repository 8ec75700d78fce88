import { randomUUID } from 'node:crypto';
import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Department } from './embedded-inbox';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import { UnknownChannelError, type ContactQueueCounts, type MessagesSource, type SupportMessage } from './messages-source';

/** Keys live under `label-site:contact-delivery:*`, beside the page cache's `label-site:page:*`. */
export const CONTACT_QUEUE_PREFIX = 'label-site';
export const CONTACT_QUEUE_NAME = 'contact-delivery';
/** The custom backoff the worker registers (front-queue-timing.ts). */
export const FRONT_BACKOFF_TYPE = 'front';

/**
 * Transient failures are retried until Front takes the message (decision 0013): with the backoff
 * capped at FRONT_RETRY_MAX_MS (15 minutes by default) this many attempts last months.
 */
export const MAX_DELIVERY_ATTEMPTS = 10_000;
/**
 * Delivered messages are visitors' personal data: Redis keeps them a day (for `inbox delivered`),
 * a thousand at most. Failed ones stay until an operator retries them.
 */
export const KEEP_DELIVERED = { age: 24 * 60 * 60, count: 1_000 };

export const deliveryJobOptions: JobsOptions = {
  attempts: MAX_DELIVERY_ATTEMPTS,
  backoff: { type: FRONT_BACKOFF_TYPE },
  removeOnComplete: KEEP_DELIVERED,
  removeOnFail: false,
};

/** A job's data: everything the worker sends, fixed when the visitor's message is accepted. */
export interface DeliveryJobData {
  channelId: string;
  departmentName: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Sent with every attempt (decision 0028: harmless, honoured by a proxy that knows it). */
  idempotencyKey: string;
  message: SupportMessage;
  /** Set when an attempt may have reached Front without its answer reaching us: retries ask Front first. */
  outcomeUnknownSince?: string;
}

/** What the worker records when Front took a message. */
export interface DeliveryResult {
  frontMessageId: string | null;
}

export type DeliveryJob = Job<DeliveryJobData, DeliveryResult>;

/** One queued message as operators see it (`scripts/inbox.ts undelivered | delivered`). */
export interface QueuedMessage {
  id: string;
  state: string;
  createdAt: string;
  departmentName: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  frontMessageId: string | null;
}

export interface FrontQueue extends MessagesSource {
  /** The BullMQ queue, for the worker's fleet-wide pause (queue.rateLimit). */
  readonly queue: Queue<DeliveryJobData, DeliveryResult>;
  contactQueueCounts(): Promise<ContactQueueCounts>;
  /** Waiting, delayed, in flight and failed messages, oldest first. */
  listUndelivered(limit?: number): Promise<QueuedMessage[]>;
  /** Delivered messages Redis still keeps, most recently delivered first. */
  listDelivered(limit?: number): Promise<QueuedMessage[]>;
  /** A failed message goes back to waiting; false when there is no failed message with that id. */
  retry(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface FrontQueueOptions {
  /** A connection from createRedisConnection: no offline queue, so a send fails at once while Redis is down. */
  connection: Redis;
  /** The contact form departments: the only channels accepted (read on each send when a loader). */
  channels: RecordsLoader<Department>;
  now?: () => Date;
}

/** How long a message waits for a starting replica's first connection to Redis before it is refused. */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/** Redis is not there: nothing was stored and the visitor is told so (the spec's error text). */
export class ContactQueueUnavailableError extends Error {
  override name = 'ContactQueueUnavailableError';

  constructor() {
    super('the contact queue (Redis) is not reachable; the message was not stored');
  }
}

/**
 * Adds a message as one job whose id is the message id: BullMQ keeps a job id once, so adding the
 * same message again (a retried call) leaves the one job there is. One Lua script: the job is whole
 * in Redis or absent.
 */
export async function enqueueDelivery(
  queue: Queue<DeliveryJobData, DeliveryResult>,
  messageId: string,
  data: DeliveryJobData,
): Promise<DeliveryJob> {
  return queue.add(data.channelId, data, { ...deliveryJobOptions, jobId: messageId });
}

function checkedLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new RangeError('limit must be an integer between 1 and 1000');
  return limit;
}

function toQueuedMessage(job: DeliveryJob, state: string): QueuedMessage {
  return {
    id: String(job.id),
    state,
    createdAt: job.data.createdAt,
    departmentName: job.data.departmentName,
    subject: job.data.message.subject,
    attempts: job.attemptsMade,
    lastError: job.failedReason ? job.failedReason.slice(0, 500) : null,
    deliveredAt: state === 'completed' && job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    frontMessageId: job.returnvalue?.frontMessageId ?? null,
  };
}

const UNDELIVERED_STATES = ['waiting', 'prioritized', 'delayed', 'active', 'failed'] as const;

/**
 * The contact queue in Redis (BullMQ), shared by every replica: `send` resolves once the job is
 * stored in Redis, so the visitor's success never depends on Front; front-queue-worker.ts delivers.
 */
export function createFrontQueue({ connection, channels, now = () => new Date() }: FrontQueueOptions): FrontQueue {
  const open = () => {
    const queue = new Queue<DeliveryJobData, DeliveryResult>(CONTACT_QUEUE_NAME, { connection, prefix: CONTACT_QUEUE_PREFIX });
    // Outages are logged once by the connection itself (redis-connection.ts); an unheard 'error' would crash.
    queue.on('error', () => {});
    // BullMQ checks the server once when the connection is first ready; if Redis went away during that
    // check the queue stays unusable, so it is opened again on the next send.
    queue.waitUntilReady().catch(() => (broken = true));
    return queue;
  };
  let broken = false;
  let queue = open();

  // A replica just started may take its first messages before its connection is up: those wait for it.
  let everReady = connection.status === 'ready';
  connection.once('ready', () => (everReady = true));

  async function firstConnection(): Promise<void> {
    let onReady = () => {};
    const connected = new Promise<void>((resolve) => (onReady = resolve));
    connection.once('ready', onReady);
    const timer = setTimeout(onReady, FIRST_CONNECTION_WAIT_MS);
    try {
      await connected;
    } finally {
      clearTimeout(timer);
      connection.off('ready', onReady);
    }
  }

  async function ready(): Promise<Queue<DeliveryJobData, DeliveryResult>> {
    if (!everReady && connection.status !== 'ready') await firstConnection();
    // Without a live connection BullMQ would wait for one: the visitor gets the error now instead.
    if (connection.status !== 'ready') throw new ContactQueueUnavailableError();
    if (broken) {
      broken = false;
      const old = queue;
      queue = open();
      await old.close().catch(() => {});
    }
    return queue;
  }

  return {
    get queue() {
      return queue;
    },

    async send(channelId: string, message: SupportMessage) {
      const departmentName = (await loadRecords(channels)).find((d) => d.channel_id === channelId)?.department_name;
      if (departmentName === undefined) throw new UnknownChannelError(channelId);
      const id = randomUUID();
      await enqueueDelivery(await ready(), id, {
        channelId,
        departmentName,
        createdAt: now().toISOString(),
        idempotencyKey: randomUUID(),
        message,
      });
      return { messageId: id };
    },

    async contactQueueCounts() {
      const counts = await (await ready()).getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        delayed: counts.delayed ?? 0,
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
      };
    },

    async listUndelivered(limit = 50) {
      const q = await ready();
      const entries: QueuedMessage[] = [];
      for (const state of UNDELIVERED_STATES) {
        const jobs = (await q.getJobs([state], 0, checkedLimit(limit) - 1, true)) as DeliveryJob[];
        entries.push(...jobs.filter(Boolean).map((job) => toQueuedMessage(job, state)));
      }
      return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit);
    },

    async listDelivered(limit = 50) {
      const jobs = (await (await ready()).getJobs(['completed'], 0, checkedLimit(limit) - 1, false)) as DeliveryJob[];
      return jobs.filter(Boolean).map((job) => toQueuedMessage(job, 'completed'));
    },

    async retry(id) {
      const job = await (await ready()).getJob(id);
      if (!job || (await job.getState()) !== 'failed') return false;
      await job.retry('failed', { resetAttemptsMade: true });
      return true;
    },

    async close() {
      await queue.close();
    },
  };
}
