import os from 'node:os';
import { UnrecoverableError, Worker, type Queue } from 'bullmq';
import {
  CONTACT_QUEUE_NAME,
  CONTACT_QUEUE_PREFIX,
  FRONT_BACKOFF_TYPE,
  type DeliveryJob,
  type DeliveryJobData,
  type DeliveryResult,
} from './front-queue';
import { FrontNotYetError, queueBackoffDelay, queueStepAfter } from './front-queue-timing';
import { heldByFront } from './front-resend-check';
import type { FrontWorkerOptions } from './front-worker-options';

export interface FrontQueueWorkerOptions extends FrontWorkerOptions {
  redisUrl: string;
  /** The producer's queue: a pause Front asks for is set on it, for every worker of the fleet. */
  queue: Queue<DeliveryJobData, DeliveryResult>;
  /**
   * How long a job stays held by a replica that stopped renewing it (it crashed) before another
   * replica takes it; also how often each worker looks for such jobs. Live workers renew every half.
   */
  stalledMs: number;
}

/**
 * BullMQ applies a pause set with queue.rateLimit only when the worker has a limiter; this ceiling
 * is far above anything Front allows (50–200 requests a minute), so only Front's word paces sends.
 */
const LIMITER = { max: 100, duration: 1_000 };
/** A message that keeps stalling (replicas dying while holding it) is failed and kept after this many. */
const MAX_STALLED = 10;
/** Worker connection errors repeat every reconnect attempt: one log line per this interval. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Delivers the contact queue to Front, one message at a time per replica (Front's limit is per
 * company). A replica that dies mid-send leaves its job locked; once the lock runs out another
 * replica takes it, asks Front's search for the message's reference first, and sends it again only
 * when Front does not hold it (decision 0028). Front's Retry-After / X-RateLimit-Reset pause every replica.
 */
export function createFrontQueueWorker(options: FrontQueueWorkerOptions): Worker<DeliveryJobData, DeliveryResult> {
  const { queue, front, log, now = Date.now } = options;
  const backoff = { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs, random: options.random };

  async function deliver(job: DeliveryJob): Promise<DeliveryResult> {
    const { channelId, message, idempotencyKey } = job.data;
    const ids = { messageId: job.id, channelId, attempt: job.attemptsMade + 1 };
    // A replica that stopped while holding the job, or an attempt that heard no answer, may have
    // sent it: Front is asked first.
    const { outcomeUnknownSince } = job.data;
    if (
      (job.stalledCounter > 0 || outcomeUnknownSince !== undefined) &&
      (await heldByFront(options, idempotencyKey, { ...ids, stalled: job.stalledCounter, previousAttemptAt: outcomeUnknownSince }))
    ) {
      return { frontMessageId: null };
    }
    const attemptAt = new Date(now()).toISOString();
    const result = await front.sendChannelMessage(channelId, message, idempotencyKey);
    const step = queueStepAfter(result, now());
    switch (step.kind) {
      case 'delivered':
        if (step.pauseAllMs) await queue.rateLimit(step.pauseAllMs);
        log.info({ ...ids, frontMessageId: step.frontMessageId }, 'support message delivered to Front');
        return { frontMessageId: step.frontMessageId };
      case 'refused':
        options.onFailedAttempt?.();
        log.error({ ...ids, reason: step.reason }, 'Front refused a support message; it stays in the queue as failed');
        throw new UnrecoverableError(step.reason);
      case 'pause-all':
        // Every replica holds off; the message goes back to waiting and the attempt is not counted.
        await queue.rateLimit(step.waitMs);
        log.warn({ ...ids, reason: step.reason, retryInMs: step.waitMs }, 'Front asked to wait; every replica pauses sending');
        throw Worker.RateLimitError();
      case 'retry': {
        const logAt = result.ok === false && (result.status === 401 || result.status === 403) ? log.error : log.warn;
        options.onFailedAttempt?.();
        logAt({ ...ids, reason: step.reason }, 'support message not delivered yet; it will be retried');
        if (!result.ok && result.outcomeUnknown && outcomeUnknownSince === undefined) {
          await job.updateData({ ...job.data, outcomeUnknownSince: attemptAt });
        }
        throw new FrontNotYetError(step.reason);
      }
    }
  }

  const worker = new Worker<DeliveryJobData, DeliveryResult>(CONTACT_QUEUE_NAME, deliver, {
    prefix: CONTACT_QUEUE_PREFIX,
    // Kept on each job it takes (processedBy): operators see which replica holds or held a message.
    name: `${os.hostname()}:${process.pid}`,
    connection: {
      url: options.redisUrl,
      connectionName: 'label-site:contact-worker',
      maxRetriesPerRequest: null,
      retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
    },
    concurrency: 1,
    limiter: LIMITER,
    lockDuration: options.stalledMs,
    stalledInterval: options.stalledMs,
    maxStalledCount: MAX_STALLED,
    settings: {
      backoffStrategy: (attemptsMade, type) => (type === FRONT_BACKOFF_TYPE ? queueBackoffDelay(attemptsMade, backoff) : -1),
    },
  });

  let lastErrorLogAt = -Infinity;
  worker.on('error', (error) => {
    const at = now();
    if (at - lastErrorLogAt < ERROR_LOG_INTERVAL_MS) return;
    lastErrorLogAt = at;
    log.warn({ err: error }, 'contact delivery worker cannot reach Redis; it carries on when Redis returns');
  });
  return worker;
}
