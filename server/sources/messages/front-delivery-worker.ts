import type { FrontSendResult } from './front-client';
import type { FrontOutbox, OutboxEntry } from './front-outbox';
import { heldByFront } from './front-resend-check';
import { backoffDelay, pausedUntil } from './front-retry-timing';
import type { FrontWorkerOptions } from './front-worker-options';

export interface DeliveryWorkerOptions extends FrontWorkerOptions {
  outbox: FrontOutbox;
  /** How often the outbox is looked at when nothing woke the worker. */
  pollIntervalMs: number;
  /** How long one attempt holds its message; longer than the Front client's timeout. */
  leaseMs: number;
  /** True while the process drains: no new attempt starts (the one in flight finishes). */
  isDraining?: () => boolean;
}

export interface FrontDeliveryWorker {
  start(): void;
  /** Stops starting attempts; resolves once the attempt in flight, if any, is recorded. */
  stop(): Promise<void>;
  /** Attempts every due message until none is due or Front asks to wait; returns how many were tried. */
  runDue(): Promise<number>;
}

/**
 * Delivers the outbox to Front, one message at a time (Front's limit is per company, so there is
 * nothing to gain from parallel sends). A message is leased, sent with its idempotency key, and then
 * marked delivered, rescheduled with backoff (or when Front said), or failed for good. A spent rate
 * window (X-RateLimit-Remaining 0) or a 429 pauses every send until Front's reset or Retry-After.
 */
export function createFrontDeliveryWorker(options: DeliveryWorkerOptions): FrontDeliveryWorker {
  const { outbox, front, log, pollIntervalMs, leaseMs, isDraining = () => false, now = Date.now } = options;
  const backoff = { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs, random: options.random };
  let started = false;
  let stopping = false;
  let pauseUntil = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const mayAttempt = () => !stopping && !isDraining() && pauseUntil <= now();

  function record(entry: OutboxEntry, result: FrontSendResult): void {
    const at = now();
    const windowSpentUntil = pausedUntil(result.rateLimit, at);
    if (windowSpentUntil !== undefined) pauseUntil = Math.max(pauseUntil, windowSpentUntil);
    const ids = { messageId: entry.id, channelId: entry.channelId, attempt: entry.attempts };

    if (result.ok) {
      outbox.markDelivered(entry.id, result.frontMessageId);
      log.info({ ...ids, frontMessageId: result.frontMessageId }, 'support message delivered to Front');
      return;
    }
    options.onFailedAttempt?.();
    if (!result.retryable) {
      outbox.markFailed(entry.id, result.reason);
      log.error(
        { ...ids, status: result.status, reason: result.reason },
        'Front refused a support message; it stays in the outbox as failed',
      );
      return;
    }
    const frontSaidWait = result.retryAfterMs ?? (result.status === 429 && windowSpentUntil ? windowSpentUntil - at : undefined);
    const waitMs = frontSaidWait ?? backoffDelay(entry.attempts, backoff);
    // Front asked every client to hold off, not just this message.
    if (result.status === 429 || frontSaidWait !== undefined) pauseUntil = Math.max(pauseUntil, at + waitMs);
    outbox.reschedule(entry.id, new Date(at + waitMs), result.reason, result.outcomeUnknown);
    const logAt = result.status === 401 || result.status === 403 ? log.error : log.warn;
    logAt(
      { ...ids, status: result.status, reason: result.reason, retryInMs: waitMs },
      'support message not delivered yet; it will be retried',
    );
  }

  async function runDue(): Promise<number> {
    let tried = 0;
    while (mayAttempt()) {
      const entry = outbox.claimNext(leaseMs);
      if (!entry) break;
      tried += 1;
      if (entry.unknownOutcomeOf) {
        const ids = { messageId: entry.id, channelId: entry.channelId, attempt: entry.attempts, previousAttemptAt: entry.unknownOutcomeOf };
        if (await heldByFront(options, entry.idempotencyKey, ids)) {
          outbox.markDelivered(entry.id, null);
          continue;
        }
      }
      record(entry, await front.sendChannelMessage(entry.channelId, entry.message, entry.idempotencyKey));
    }
    return tried;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopping) return;
    timer = setTimeout(tick, Math.max(0, delayMs));
    // The worker never keeps the process alive on its own.
    timer.unref();
  }

  function scheduleNext(): void {
    const at = now();
    if (pauseUntil > at) return schedule(pauseUntil - at);
    const dueAt = outbox.nextDueAt()?.getTime();
    schedule(dueAt === undefined ? pollIntervalMs : Math.min(pollIntervalMs, dueAt - at));
  }

  function tick(): void {
    if (running || stopping) return;
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'front delivery failed unexpectedly'))
      .finally(() => {
        running = undefined;
        if (!stopping) scheduleNext();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      outbox.onEnqueued(() => {
        if (!running) schedule(0);
      });
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    runDue,
  };
}
