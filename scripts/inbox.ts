/**
 * Operators' view of the support messages file (the embedded inbox and the outbox to Front):
 *   node --import tsx scripts/inbox.ts [list|show <id>|read <id>] [--file path] [--unread] [--limit n]
 *   node --import tsx scripts/inbox.ts [undelivered|delivered|retry <id>] [--file path] [--limit n]
 * `undelivered` lists outbox messages not yet in Front (pending, or failed for good); `delivered`
 * lists those Front took, newest first, with Front's message UID (open one in Front with the
 * resource alias `alt:uid:{uid}`); `retry` puts a failed one back in the queue. The file defaults to INBOX_FILE, then data/inbox.sqlite.
 * Exit codes: 0 done, 1 not found, 2 usage.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmbeddedInbox, type InboxMessage } from '../server/sources/messages/embedded-inbox';
import { createFrontOutbox, type OutboxEntry } from '../server/sources/messages/front-outbox';

const usage = 'Usage: inbox [list|show <id>|read <id>|undelivered|delivered|retry <id>] [--file path] [--unread] [--limit n]';

// Messages are visitors' text: strip control characters so they cannot drive the terminal.
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

function summary(message: InboxMessage): string {
  const state = message.readAt ? '    ' : 'NEW ';
  return `${state}${message.receivedAt}  ${message.id}  [${clean(message.departmentName)}]  ${clean(message.to.join(', '))}  ${clean(message.subject)}`;
}

function details(message: InboxMessage): string[] {
  return [
    `Id:         ${message.id}`,
    `Received:   ${message.receivedAt}`,
    `Department: ${clean(message.departmentName)} (${clean(message.channelId)})`,
    `From:       ${clean(message.senderName)}`,
    `To:         ${clean(message.to.join(', '))}`,
    ...(message.cc.length ? [`Cc:         ${clean(message.cc.join(', '))}`] : []),
    ...(message.bcc.length ? [`Bcc:        ${clean(message.bcc.join(', '))}`] : []),
    `Subject:    ${clean(message.subject)}`,
    `Archived:   ${message.archived ? 'yes' : 'no'}`,
    `Signature:  ${message.addDefaultSignature ? 'default added' : 'none'}`,
    `Read:       ${message.readAt ?? 'not yet'}`,
    '',
    ...(message.text !== null ? ['--- text ---', clean(message.text), ''] : []),
    '--- body (HTML) ---',
    clean(message.body),
  ];
}

function undeliveredLine(entry: OutboxEntry): string {
  const state = entry.state === 'failed' ? 'FAILED ' : 'PENDING';
  const next = entry.state === 'pending' ? `  next ${entry.nextAttemptAt}` : '';
  const error = entry.lastError ? `  (${clean(entry.lastError)})` : '';
  return `${state}  ${entry.createdAt}  ${entry.id}  [${clean(entry.departmentName)}]  attempts ${entry.attempts}${next}  ${clean(entry.message.subject)}${error}`;
}

function deliveredLine(entry: OutboxEntry): string {
  const uid = entry.frontMessageId ? `front ${clean(entry.frontMessageId)}` : 'front uid unknown';
  return `DELIVERED  ${entry.deliveredAt}  ${entry.id}  [${clean(entry.departmentName)}]  ${uid}  attempts ${entry.attempts}  ${clean(entry.message.subject)}`;
}

type OutboxCommand = 'undelivered' | 'delivered' | 'retry';
const outboxCommands: readonly string[] = ['undelivered', 'delivered', 'retry'] satisfies OutboxCommand[];

/** The outbox commands: what has (not) reached Front, and putting a failed message back in the queue. */
function runOutboxCommand(command: OutboxCommand, id: string | undefined, file: string, limit: number, out: (line: string) => void, err: (line: string) => void): number {
  // No channels: this handle only reads and requeues, it never accepts messages.
  const outbox = createFrontOutbox({ file, channels: [] });
  try {
    if (command === 'undelivered') {
      const entries = outbox.listUndelivered(limit);
      if (entries.length === 0) out('Every message has been delivered to Front.');
      for (const entry of entries) out(undeliveredLine(entry));
      return 0;
    }
    if (command === 'delivered') {
      const entries = outbox.listDelivered(limit);
      if (entries.length === 0) out('No message has been delivered to Front yet.');
      for (const entry of entries) out(deliveredLine(entry));
      return 0;
    }
    if (!outbox.requeue(id!)) {
      err(`No failed message ${clean(id!)}`);
      return 1;
    }
    out(`Queued ${clean(id!)} for delivery again.`);
    return 0;
  } finally {
    outbox.close();
  }
}

/** Runs one command; returns the exit code. `out` and `err` receive whole lines. */
export function runInboxCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  err: (line: string) => void,
): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { file: { type: 'string' }, unread: { type: 'boolean' }, limit: { type: 'string' } },
    });
  } catch (error) {
    err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command = 'list', id, ...extra] = parsed.positionals;
  const needsId = command === 'show' || command === 'read' || command === 'retry';
  if (!['list', 'show', 'read', ...outboxCommands].includes(command) || (needsId && !id) || (!needsId && id) || extra.length > 0) {
    err(usage);
    return 2;
  }
  const limit = parsed.values.limit === undefined ? 50 : Number(parsed.values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    err('--limit must be an integer between 1 and 1000');
    return 2;
  }

  const file = parsed.values.file ?? env.INBOX_FILE ?? 'data/inbox.sqlite';
  // Reading must not create an empty inbox somewhere unexpected.
  if (!existsSync(file)) {
    err(`No inbox at ${file} (set INBOX_FILE or pass --file)`);
    return 1;
  }
  if (outboxCommands.includes(command)) return runOutboxCommand(command as OutboxCommand, id, file, limit, out, err);
  // No channels: this handle only reads and marks, it never accepts messages.
  const inbox = createEmbeddedInbox({ file, channels: [] });
  try {
    if (command === 'list') {
      const messages = inbox.listMessages({ limit, unreadOnly: parsed.values.unread ?? false });
      if (messages.length === 0) out(parsed.values.unread ? 'No unread messages.' : 'No messages.');
      for (const message of messages) out(summary(message));
      return 0;
    }
    const message = inbox.getMessage(id!);
    if (!message) {
      err(`No message ${clean(id!)}`);
      return 1;
    }
    if (command === 'show') {
      for (const line of details(message)) out(line);
      return 0;
    }
    inbox.markRead(message.id);
    out(`Marked ${message.id} as read.`);
    return 0;
  } finally {
    inbox.close();
  }
}

if (require.main === module) {
  process.exitCode = runInboxCli(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  );
}
