import { randomUUID } from 'node:crypto';
import type { ContactFormRecord } from '../content/model';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import { UnknownChannelError, type MessagesSource, type SupportMessage } from './messages-source';
import { openSupportDatabase } from './support-database';

export type Department = ContactFormRecord['departments'][number];

export interface EmbeddedInboxOptions {
  /** SQLite file; created with its folder when missing. */
  file: string;
  /** The contact form departments: the only channels accepted (read on each send when a loader). */
  channels: RecordsLoader<Department>;
  now?: () => Date;
}

/** A stored message, as operators read it. */
export interface InboxMessage {
  id: string;
  channelId: string;
  departmentName: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  senderName: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  text: string | null;
  archived: boolean;
  addDefaultSignature: boolean;
  readAt: string | null;
}

export interface ListOptions {
  /** 1..1000; 50 when absent. */
  limit?: number;
  unreadOnly?: boolean;
}

export interface EmbeddedInbox extends MessagesSource {
  /** Newest first. */
  listMessages(options?: ListOptions): InboxMessage[];
  getMessage(id: string): InboxMessage | undefined;
  /** False when no message has that id; marking twice keeps the first time. */
  markRead(id: string): boolean;
  close(): void;
}

interface Row {
  id: string;
  channel_id: string;
  department_name: string;
  received_at: string;
  sender_name: string;
  to_json: string;
  cc_json: string;
  bcc_json: string;
  subject: string;
  body: string;
  text: string | null;
  archived: number;
  add_signature: number;
  read_at: string | null;
}

function toMessage(row: Row): InboxMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    departmentName: row.department_name,
    receivedAt: row.received_at,
    senderName: row.sender_name,
    to: JSON.parse(row.to_json) as string[],
    cc: JSON.parse(row.cc_json) as string[],
    bcc: JSON.parse(row.bcc_json) as string[],
    subject: row.subject,
    body: row.body,
    text: row.text,
    archived: row.archived === 1,
    addDefaultSignature: row.add_signature === 1,
    readAt: row.read_at,
  };
}

/**
 * The embedded twin of Front: a durable support inbox in SQLite that operators read with
 * scripts/inbox.ts. `send` resolves only after the commit (WAL, synchronous FULL) has reached disk.
 */
export function createEmbeddedInbox({ file, channels, now = () => new Date() }: EmbeddedInboxOptions): EmbeddedInbox {
  const db = openSupportDatabase(file);

  const insert = db.prepare<[Row], void>(
    `INSERT INTO messages (id, channel_id, department_name, received_at, sender_name, to_json, cc_json, bcc_json,
       subject, body, text, archived, add_signature, read_at)
     VALUES (@id, @channel_id, @department_name, @received_at, @sender_name, @to_json, @cc_json, @bcc_json,
       @subject, @body, @text, @archived, @add_signature, @read_at)`,
  );
  const insertInTransaction = db.transaction((row: Row) => insert.run(row));
  // rowid breaks ties between messages received in the same millisecond.
  const list = db.prepare<[number], Row>('SELECT * FROM messages ORDER BY received_at DESC, rowid DESC LIMIT ?');
  const listUnread = db.prepare<[number], Row>(
    'SELECT * FROM messages WHERE read_at IS NULL ORDER BY received_at DESC, rowid DESC LIMIT ?',
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM messages WHERE id = ?');
  const setRead = db.prepare<[string, string], void>('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL');
  const exists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM messages WHERE id = ?');

  return {
    async send(channelId: string, message: SupportMessage) {
      const departmentName = (await loadRecords(channels)).find((d) => d.channel_id === channelId)?.department_name;
      if (departmentName === undefined) throw new UnknownChannelError(channelId);
      const id = randomUUID();
      insertInTransaction({
        id,
        channel_id: channelId,
        department_name: departmentName,
        received_at: now().toISOString(),
        sender_name: message.sender_name,
        to_json: JSON.stringify(message.to),
        cc_json: JSON.stringify(message.cc ?? []),
        bcc_json: JSON.stringify(message.bcc ?? []),
        subject: message.subject,
        body: message.body,
        text: message.text ?? null,
        archived: message.options?.archive ? 1 : 0,
        add_signature: message.should_add_default_signature ? 1 : 0,
        read_at: null,
      });
      return { messageId: id };
    },

    listMessages({ limit = 50, unreadOnly = false }: ListOptions = {}) {
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new RangeError('limit must be an integer between 1 and 1000');
      return (unreadOnly ? listUnread : list).all(limit).map(toMessage);
    },

    getMessage(id: string) {
      const row = byId.get(id);
      return row && toMessage(row);
    },

    markRead(id: string) {
      if (setRead.run(now().toISOString(), id).changes > 0) return true;
      return exists.get(id) !== undefined;
    },

    close() {
      db.close();
    },
  };
}
