/**
 * Operators' view of the support messages file (the embedded inbox and the outbox to Front):
 *   node --import tsx scripts/inbox.ts [list|show <id>|read <id>] [--file path] [--unread] [--limit n]
 *   node --import tsx scripts/inbox.ts [undelivered|delivered|retry <id>] [--file path] [--limit n]
 * `undelivered` lists outbox messages not yet in Front (pending, or failed for good); `delivered`
 * lists those Front took, newest first, with Front's message UID (open one in Front with the
 * resource alias `alt:uid:{uid}`); `retry` puts a failed one back in the queue. The file defaults to INBOX_FILE, then data/inbox.sqlite.
 * With DURABLE_REDIS_URL or REDIS_URL set (and no --file), those three work on the Redis
 * queue the replicas share instead (decision 0047).
 * Exit codes: 0 done, 1 not found (or Redis unreachable), 2 usage.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createEmbeddedInbox, type InboxMessage } from '../server/sources/messages/embedded-inbox';
import { createFrontOutbox, type OutboxEntry } from '../server/sources/messages/front-outbox';
import { createFrontQueue, type QueuedMessage } from '../server/sources/messages/front-queue';
import { closeRedisConnection, createRedisConnection } from '../server/sources/redis/redis-connection';

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

const queueStates: Record<string, string> = {
  waiting: 'WAITING',
  prioritized: 'WAITING',
  delayed: 'DELAYED',
  active: 'ACTIVE ',
  failed: 'FAILED ',
};

function queuedLine(entry: QueuedMessage): string {
  const error = entry.lastError ? `  (${clean(entry.lastError)})` : '';
  return `${queueStates[entry.state] ?? entry.state.toUpperCase()}  ${entry.createdAt}  ${clean(entry.id)}  [${clean(entry.departmentName)}]  attempts ${entry.attempts}  ${clean(entry.subject)}${error}`;
}

function queueDeliveredLine(entry: QueuedMessage): string {
  const uid = entry.frontMessageId ? `front ${clean(entry.frontMessageId)}` : 'front uid unknown';
  return `DELIVERED  ${entry.deliveredAt}  ${clean(entry.id)}  [${clean(entry.departmentName)}]  ${uid}  attempts ${entry.attempts}  ${clean(entry.subject)}`;
}

type OutboxCommand = 'undelivered' | 'delivered' | 'retry';
const outboxCommands: readonly string[] = ['undelivered', 'delivered', 'retry'] satisfies OutboxCommand[];
/** What an outbox command needs of the command line. */
type OutboxArgs = Pick<InboxArgs, 'id' | 'limit'> & { command: OutboxCommand };

/** The outbox commands: what has (not) reached Front, and putting a failed message back in the queue. */
function runOutboxCommand(
  { command, id, limit }: OutboxArgs,
  file: string,
  out: (line: string) => void,
  err: (line: string) => void,
): number {
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

/** How long the CLI waits for the queue's Redis before saying it is unreachable. */
const REDIS_CONNECT_DEADLINE_MS = 5_000;

/** The same commands on the Redis queue (decision 0047): what has (not) reached Front, and retrying a failed one. */
async function runQueueCommand(
  { command, id, limit }: OutboxArgs,
  redisUrl: string,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const connection = createRedisConnection({
    url: redisUrl,
    logger: pino({ level: 'silent' }),
    name: 'inbox-cli',
    commandTimeoutMs: REDIS_CONNECT_DEADLINE_MS,
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_CONNECT_DEADLINE_MS);
    connection.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  // No channels: this handle only reads and requeues, it never accepts messages.
  const queue = createFrontQueue({ connection, channels: [] });
  try {
    // The address may hold a password: it is never printed.
    if (!ready) {
      err("The contact queue's Redis (DURABLE_REDIS_URL, else REDIS_URL) is not reachable.");
      return 1;
    }
    if (command === 'undelivered') {
      const entries = await queue.listUndelivered(limit);
      if (entries.length === 0) out('Every message has been delivered to Front.');
      for (const entry of entries) out(queuedLine(entry));
      return 0;
    }
    if (command === 'delivered') {
      const entries = await queue.listDelivered(limit);
      if (entries.length === 0) out('No delivered message is kept in the queue (they are kept a day, a thousand at most).');
      for (const entry of entries) out(queueDeliveredLine(entry));
      return 0;
    }
    if (!(await queue.retry(id!))) {
      err(`No failed message ${clean(id!)}`);
      return 1;
    }
    out(`Queued ${clean(id!)} for delivery again.`);
    return 0;
  } finally {
    await queue.close().catch(() => {});
    await closeRedisConnection(connection);
  }
}

/**
 * Runs one command, on the Redis queue when one is configured (outbox commands without --file),
 * else on the SQLite file; returns the exit code.
 */
export async function runInboxCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const parsed = parseInboxArgs(argv, err);
  if (typeof parsed === 'number') return parsed;
  const redisUrl = env.DURABLE_REDIS_URL || env.REDIS_URL;
  if (redisUrl && parsed.file === undefined && outboxCommands.includes(parsed.command)) {
    if (!/^rediss?:\/\//.test(redisUrl)) {
      err('DURABLE_REDIS_URL / REDIS_URL must be a redis:// or rediss:// address');
      return 2;
    }
    return runQueueCommand({ ...parsed, command: parsed.command as OutboxCommand }, redisUrl, out, err);
  }
  return runInboxCli(argv, env, out, err);
}

interface InboxArgs {
  command: string;
  id: string | undefined;
  file: string | undefined;
  unread: boolean;
  limit: number;
}

/** The command line, checked; an exit code (after a message on `err`) when it is wrong. */
function parseInboxArgs(argv: string[], err: (line: string) => void): InboxArgs | number {
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
  return { command, id, file: parsed.values.file, unread: parsed.values.unread ?? false, limit };
}

/** Runs one command on the SQLite file; returns the exit code. `out` and `err` receive whole lines. */
export function runInboxCli(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): number {
  const parsed = parseInboxArgs(argv, err);
  if (typeof parsed === 'number') return parsed;
  const { command, id, limit } = parsed;

  const file = parsed.file ?? env.INBOX_FILE ?? 'data/inbox.sqlite';
  // Reading must not create an empty inbox somewhere unexpected.
  if (!existsSync(file)) {
    err(`No inbox at ${file} (set INBOX_FILE or pass --file)`);
    return 1;
  }
  if (outboxCommands.includes(command)) return runOutboxCommand({ ...parsed, command: command as OutboxCommand }, file, out, err);
  // No channels: this handle only reads and marks, it never accepts messages.
  const inbox = createEmbeddedInbox({ file, channels: [] });
  try {
    if (command === 'list') {
      const messages = inbox.listMessages({ limit, unreadOnly: parsed.unread });
      if (messages.length === 0) out(parsed.unread ? 'No unread messages.' : 'No messages.');
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
  void runInboxCommand(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  ).then((code) => (process.exitCode = code));
}
