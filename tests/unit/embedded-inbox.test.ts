import { DatabaseSync } from 'node:sqlite';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createEmbeddedInbox, type EmbeddedInbox, type EmbeddedInboxOptions } from '../../server/sources/messages/embedded-inbox';
import { UnknownChannelError, type SupportMessage } from '../../server/sources/messages/messages-source';
import { schemaVersion } from '../../server/sources/messages/support-database';

const root = path.resolve(__dirname, '../..');
const channels = [
  { channel_id: 'cha_general', department_name: 'General' },
  { channel_id: 'cha_demos', department_name: 'Demos' },
];

function message(overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    to: ['ada.lune@example.test'],
    sender_name: 'Support Team',
    subject: 'General inquiry from Ada Lune',
    body: '<p>Where can I find the vinyl of Tidal Glass?</p>',
    text: 'Where can I find the vinyl of Tidal Glass?',
    options: { archive: false },
    attachments: [],
    should_add_default_signature: true,
    ...overrides,
  };
}

/** A clock that moves one second per reading, so order is known. */
function steppingClock(start = Date.parse('2031-05-01T10:00:00.000Z')): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

let dir: string;
let file: string;
let opened: EmbeddedInbox[];

function open(options: Partial<EmbeddedInboxOptions> = {}): EmbeddedInbox {
  const inbox = createEmbeddedInbox({ file, channels, ...options });
  opened.push(inbox);
  return inbox;
}

function countRows(): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'inbox-test-'));
  file = path.join(dir, 'nested', 'data', 'inbox.sqlite');
  opened = [];
});

afterEach(() => {
  for (const inbox of opened) {
    try {
      inbox.close();
    } catch {
      // already closed by the test
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded inbox', () => {
  it('creates the folder and a WAL database at the current schema version (the outbox shares the file)', () => {
    open().close();
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
      expect(db.prepare('PRAGMA user_version').get()?.user_version).toBe(schemaVersion);
      const columns = (db.prepare('PRAGMA table_info(messages)').all() as { name: string }[]).map((c) => c.name);
      expect(columns).toEqual(
        expect.arrayContaining([
          'id',
          'channel_id',
          'department_name',
          'received_at',
          'sender_name',
          'to_json',
          'cc_json',
          'bcc_json',
          'subject',
          'body',
          'text',
          'archived',
          'read_at',
        ]),
      );
    } finally {
      db.close();
    }
  });

  it('keeps a sent message across a restart, with every field', async () => {
    const first = open({ now: () => new Date('2031-05-01T10:00:00.000Z') });
    const { messageId } = await first.send('cha_demos', message({ cc: [], bcc: [] }));
    first.close();

    const second = open();
    expect(second.listMessages()).toEqual([
      {
        id: messageId,
        channelId: 'cha_demos',
        departmentName: 'Demos',
        receivedAt: '2031-05-01T10:00:00.000Z',
        senderName: 'Support Team',
        to: ['ada.lune@example.test'],
        cc: [],
        bcc: [],
        subject: 'General inquiry from Ada Lune',
        body: '<p>Where can I find the vinyl of Tidal Glass?</p>',
        text: 'Where can I find the vinyl of Tidal Glass?',
        archived: false,
        addDefaultSignature: true,
        readAt: null,
      },
    ]);
    expect(messageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('has the message on disk when send resolves, even if the process then dies without closing', async () => {
    const script = `
      const { createEmbeddedInbox } = require('./server/sources/messages/embedded-inbox.ts');
      const inbox = createEmbeddedInbox({ file: ${JSON.stringify(file)}, channels: [{ channel_id: 'cha_general', department_name: 'General' }] });
      inbox.send('cha_general', { to: ['kai@example.test'], sender_name: 'Support Team', subject: 'S', body: '<p>B</p>' })
        .then(({ messageId }) => { process.stdout.write(messageId); process.kill(process.pid, 'SIGKILL'); });
    `;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root });
    const failure = await run.then(
      () => undefined,
      (error: { signal?: string; stdout?: string }) => error,
    );
    expect(failure?.signal).toBe('SIGKILL');
    const messageId = failure?.stdout;
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(open().getMessage(messageId!)?.subject).toBe('S');
  }, 30_000);

  it('refuses a channel that is not a contact form department and writes nothing', async () => {
    const inbox = open();
    const sending = inbox.send('cha_elsewhere', message());
    await expect(sending).rejects.toBeInstanceOf(UnknownChannelError);
    await expect(sending).rejects.toThrow('Unknown channel ID');
    expect(inbox.listMessages()).toEqual([]);
    expect(countRows()).toBe(0);
  });

  it('stores every one of many concurrent sends, from one handle and from two', async () => {
    const a = open();
    const b = open();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).send(i % 3 ? 'cha_general' : 'cha_demos', message({ subject: `Inquiry ${i}` }))),
    );
    const ids = new Set(results.map((r) => r.messageId));
    expect(ids.size).toBe(40);
    const stored = a.listMessages({ limit: 100 });
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((m) => m.id))).toEqual(ids);
    expect(new Set(stored.map((m) => m.subject)).size).toBe(40);
  });

  it('lists newest first, by insertion order within the same millisecond, bounded by limit', async () => {
    const inbox = open({ now: steppingClock() });
    for (const subject of ['first', 'second', 'third']) await inbox.send('cha_general', message({ subject }));
    expect(inbox.listMessages().map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(inbox.listMessages({ limit: 2 }).map((m) => m.subject)).toEqual(['third', 'second']);

    const sameInstant = open({ now: () => new Date('2040-01-01T00:00:00.000Z') });
    await sameInstant.send('cha_general', message({ subject: 'tie one' }));
    await sameInstant.send('cha_general', message({ subject: 'tie two' }));
    expect(sameInstant.listMessages({ limit: 2 }).map((m) => m.subject)).toEqual(['tie two', 'tie one']);

    expect(() => inbox.listMessages({ limit: 0 })).toThrow(RangeError);
    expect(() => inbox.listMessages({ limit: 1.5 })).toThrow(RangeError);
  });

  it('marks a message read once, filters unread and reports unknown ids', async () => {
    const clock = steppingClock();
    const inbox = open({ now: clock });
    const { messageId: older } = await inbox.send('cha_general', message({ subject: 'older' }));
    const { messageId: newer } = await inbox.send('cha_general', message({ subject: 'newer' }));

    expect(inbox.markRead(older)).toBe(true);
    const readAt = inbox.getMessage(older)?.readAt;
    expect(readAt).toBe('2031-05-01T10:00:03.000Z');
    expect(inbox.markRead(older)).toBe(true);
    expect(inbox.getMessage(older)?.readAt).toBe(readAt);

    expect(inbox.listMessages({ unreadOnly: true }).map((m) => m.id)).toEqual([newer]);
    expect(inbox.listMessages().map((m) => m.id)).toEqual([newer, older]);
    expect(inbox.markRead('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(inbox.getMessage('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('stores absent cc, bcc and text as empty and null, and archive as asked', async () => {
    const inbox = open();
    const { messageId } = await inbox.send('cha_general', {
      to: ['kai@example.test'],
      sender_name: 'Support Team',
      subject: 'S',
      body: '<p>B</p>',
      options: { archive: true },
    });
    expect(inbox.getMessage(messageId)).toMatchObject({ cc: [], bcc: [], text: null, archived: true, addDefaultSignature: false });
  });

  it('reopens an existing file without touching its data, and refuses a newer schema', async () => {
    const inbox = open();
    await inbox.send('cha_general', message());
    inbox.close();
    open().close();
    expect(countRows()).toBe(1);

    const db = new DatabaseSync(file);
    db.exec('PRAGMA user_version = 7');
    db.close();
    expect(() => open()).toThrow(`Inbox schema version 7 is newer than this code knows (${schemaVersion})`);
  });

  it('rejects sends after close instead of losing them silently', async () => {
    const inbox = open();
    inbox.close();
    await expect(inbox.send('cha_general', message())).rejects.toThrow();
  });
});
