import { randomUUID } from 'node:crypto';
import type { Department } from './embedded-inbox';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import { UnknownChannelError, type ContactQueueCounts, type MessagesSource, type SupportMessage } from './messages-source';
import { openSupportDatabase } from './support-database';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One message on its way to Front, as the worker and operators see it. */
export interface OutboxEntry {
  id: string;
  /** Sent with every attempt, so Front can tell a retry from a new message. */
  idempotencyKey: string;
  channelId: string;
  departmentName: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  message: SupportMessage;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  frontMessageId: string | null;
  /**
   * Set on a claimed entry when an earlier attempt may have reached Front without its answer reaching
   * us: its lease ran out (the process stopped mid-send), or the connection was cut or timed out
   * after the request went out. When that attempt started. Front may already hold the message.
   */
  unknownOutcomeOf?: string;
}

export interface FrontOutboxOptions {
  /** The shared SQLite file (INBOX_FILE). */
  file: string;
  /** The contact form departments: the only channels accepted (read on each send when a loader). */
  channels: RecordsLoader<Department>;
  now?: () => Date;
}

export interface FrontOutbox extends MessagesSource {
  /**
   * Takes the next due message for one attempt: its attempt is counted and it is leased for
   * `leaseMs`, so another worker on the same file leaves it alone; a lease that runs out (the
   * process died mid-send) makes it due again.
   */
  claimNext(leaseMs: number): OutboxEntry | undefined;
  markDelivered(id: string, frontMessageId: string | null): void;
  /**
   * Back to waiting until `at`, with the reason kept for operators. `outcomeUnknown`: the attempt may
   * have reached Front (no answer heard), so every later attempt asks Front first.
   */
  reschedule(id: string, at: Date, error: string, outcomeUnknown?: boolean): void;
  /** Front refused it for good (a 4xx that a retry cannot fix); kept for operators. */
  markFailed(id: string, error: string): void;
  /** Pending and failed messages, oldest first. */
  listUndelivered(limit?: number): OutboxEntry[];
  /** Delivered messages, most recently delivered first, each with Front's message UID. */
  listDelivered(limit?: number): OutboxEntry[];
  getEntry(id: string): OutboxEntry | undefined;
  /** A failed message goes back to pending, due now; false when there is no failed message with that id. */
  requeue(id: string): boolean;
  contactQueueCounts(): Promise<ContactQueueCounts>;
  /** Earliest next attempt of a pending message, so the worker can sleep until then. */
  nextDueAt(): Date | undefined;
  /** Called after each message is committed (the worker wakes up). */
  onEnqueued(listener: () => void): void;
  close(): void;
}

interface Row {
  id: string;
  idempotency_key: string;
  channel_id: string;
  department_name: string;
  created_at: string;
  payload_json: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
  front_message_id: string | null;
  outcome_unknown_since: string | null;
}

function toEntry(row: Row): OutboxEntry {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    channelId: row.channel_id,
    departmentName: row.department_name,
    createdAt: row.created_at,
    message: JSON.parse(row.payload_json) as SupportMessage,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    frontMessageId: row.front_message_id,
  };
}

function checkedLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new RangeError('limit must be an integer between 1 and 1000');
  return limit;
}

/** Errors are kept for operators; a bounded length keeps a hostile answer from filling the disk. */
const clip = (text: string) => text.slice(0, 500);

/**
 * The durable outbox in front of Front: `send` commits the message (fsynced) and resolves, so the
 * visitor's success never depends on Front being up; front-delivery-worker.ts delivers it later.
 */
export function createFrontOutbox({ file, channels, now = () => new Date() }: FrontOutboxOptions): FrontOutbox {
  const db = openSupportDatabase(file);
  const listeners: (() => void)[] = [];

  const insert = db.prepare(
    `INSERT INTO outbox (id, idempotency_key, channel_id, department_name, created_at, payload_json, state, attempts, next_attempt_at)
     VALUES (@id, @idempotency_key, @channel_id, @department_name, @created_at, @payload_json, 'pending', 0, @created_at)`,
  );
  // Oldest first among the due: messages reach Front in the order visitors sent them.
  const due = db.prepare<[string, string], Row>(
    `SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
     ORDER BY created_at, rowid LIMIT 1`,
  );
  const claim = db.prepare<[string, string, string], void>(
    'UPDATE outbox SET claimed_until = ?, last_attempt_at = ?, attempts = attempts + 1 WHERE id = ?',
  );
  const delivered = db.prepare<[string, string | null, string], void>(
    `UPDATE outbox SET state = 'delivered', delivered_at = ?, front_message_id = ?, claimed_until = NULL, last_error = NULL
     WHERE id = ? AND state = 'pending'`,
  );
  const rescheduled = db.prepare<[string, string, 0 | 1, string], void>(
    `UPDATE outbox SET next_attempt_at = ?, last_error = ?, claimed_until = NULL,
       outcome_unknown_since = CASE WHEN ? = 1 THEN coalesce(outcome_unknown_since, last_attempt_at) ELSE outcome_unknown_since END
     WHERE id = ? AND state = 'pending'`,
  );
  const failed = db.prepare<[string, string], void>(
    `UPDATE outbox SET state = 'failed', last_error = ?, claimed_until = NULL WHERE id = ? AND state = 'pending'`,
  );
  const requeued = db.prepare<[string, string], void>(
    `UPDATE outbox SET state = 'pending', next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND state = 'failed'`,
  );
  const undelivered = db.prepare<[number], Row>(
    `SELECT * FROM outbox WHERE state IN ('pending', 'failed') ORDER BY created_at, rowid LIMIT ?`,
  );
  const deliveredLately = db.prepare<[number], Row>(
    `SELECT * FROM outbox WHERE state = 'delivered' ORDER BY delivered_at DESC, rowid DESC LIMIT ?`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM outbox WHERE id = ?');
  // The same four figures as the Redis queue's, for /metrics: a leased message is in flight.
  const counts = db.prepare<[{ now: string }], { waiting: number; delayed: number; active: number; failed: number }>(
    `SELECT
       coalesce(sum(state = 'pending' AND (claimed_until IS NULL OR claimed_until <= @now) AND next_attempt_at <= @now), 0) AS waiting,
       coalesce(sum(state = 'pending' AND (claimed_until IS NULL OR claimed_until <= @now) AND next_attempt_at > @now), 0) AS delayed,
       coalesce(sum(state = 'pending' AND claimed_until > @now), 0) AS active,
       coalesce(sum(state = 'failed'), 0) AS failed
     FROM outbox`,
  );
  const earliest = db.prepare<[], { at: string | null }>(
    `SELECT min(max(next_attempt_at, coalesce(claimed_until, ''))) AS at FROM outbox WHERE state = 'pending'`,
  );

  const claimInTransaction = db.transaction((leaseMs: number) => {
    const at = now();
    const iso = at.toISOString();
    const row = due.get(iso, iso);
    if (!row) return undefined;
    claim.run(new Date(at.getTime() + leaseMs).toISOString(), iso, row.id);
    const entry = toEntry({ ...row, attempts: row.attempts + 1, last_attempt_at: iso });
    // Every recorded outcome clears the lease, so one still set means the last attempt's is unknown.
    const leaseRanOut = row.claimed_until !== null && row.last_attempt_at !== null;
    const unknownSince = row.outcome_unknown_since ?? (leaseRanOut ? row.last_attempt_at : null);
    if (unknownSince !== null) entry.unknownOutcomeOf = unknownSince;
    return entry;
  });

  return {
    async send(channelId: string, message: SupportMessage) {
      const departmentName = (await loadRecords(channels)).find((d) => d.channel_id === channelId)?.department_name;
      if (departmentName === undefined) throw new UnknownChannelError(channelId);
      const id = randomUUID();
      insert.run({
        id,
        idempotency_key: randomUUID(),
        channel_id: channelId,
        department_name: departmentName,
        created_at: now().toISOString(),
        payload_json: JSON.stringify(message),
      });
      for (const listener of listeners) listener();
      return { messageId: id };
    },

    claimNext(leaseMs) {
      // IMMEDIATE: the read and the lease are one step, even with another process on the file.
      return claimInTransaction.immediate(leaseMs);
    },

    markDelivered(id, frontMessageId) {
      delivered.run(now().toISOString(), frontMessageId, id);
    },

    reschedule(id, at, error, outcomeUnknown = false) {
      rescheduled.run(at.toISOString(), clip(error), outcomeUnknown ? 1 : 0, id);
    },

    markFailed(id, error) {
      failed.run(clip(error), id);
    },

    listUndelivered(limit = 50) {
      return undelivered.all(checkedLimit(limit)).map(toEntry);
    },

    listDelivered(limit = 50) {
      return deliveredLately.all(checkedLimit(limit)).map(toEntry);
    },

    getEntry(id) {
      const row = byId.get(id);
      return row && toEntry(row);
    },

    requeue(id) {
      return requeued.run(now().toISOString(), id).changes > 0;
    },

    async contactQueueCounts() {
      return { ...counts.get({ now: now().toISOString() })! };
    },

    nextDueAt() {
      const { at } = earliest.get() ?? { at: null };
      return at ? new Date(at) : undefined;
    },

    onEnqueued(listener) {
      listeners.push(listener);
    },

    close() {
      db.close();
    },
  };
}
