import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInboxCli } from '../../scripts/inbox';
import { createFrontOutbox } from '../../server/sources/messages/front-outbox';
import type { SupportMessage } from '../../server/sources/messages/messages-source';

const message: SupportMessage = {
  to: ['ada.lune@example.test'],
  sender_name: 'Support Team',
  subject: 'General inquiry from Ada\u001b[31m Lune',
  body: '<p>Hi</p>',
};

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'inbox-cli-test-'));
  file = path.join(dir, 'inbox.sqlite');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runInboxCli(
    [...argv, '--file', file],
    {},
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

describe('scripts/inbox.ts for the outbox to Front', () => {
  it('lists undelivered messages (pending and failed) with attempts and the last error, and requeues a failed one', async () => {
    const outbox = createFrontOutbox({ file, channels: [{ channel_id: 'cha_general', department_name: 'General' }] });
    const pending = (await outbox.send('cha_general', message)).messageId;
    const failed = (await outbox.send('cha_general', message)).messageId;
    const delivered = (await outbox.send('cha_general', message)).messageId;
    outbox.claimNext(1);
    outbox.reschedule(pending, new Date(Date.now() + 60_000), 'Front answered 503 (Service unavailable)');
    outbox.claimNext(1);
    outbox.markFailed(failed, 'Front answered 400 (Bad request)');
    outbox.claimNext(1);
    outbox.markDelivered(delivered, '1eab543f84a0785f7b6b8967cck18f4d');
    outbox.close();

    const listed = run('undelivered');
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(
      new RegExp(
        `^PENDING  \\S+  ${pending}  \\[General\\]  attempts 1  next \\S+  General inquiry from Ada\\[31m Lune  \\(Front answered 503`,
      ),
    );
    expect(listed.out[1]).toMatch(new RegExp(`^FAILED   \\S+  ${failed}  \\[General\\]  attempts 1  General inquiry`));
    expect(listed.out.join('\n')).not.toContain('\u001b');

    expect(run('retry', pending)).toEqual({ code: 1, out: [], err: [`No failed message ${pending}`] });
    expect(run('retry', failed)).toEqual({ code: 0, out: [`Queued ${failed} for delivery again.`], err: [] });
    expect(run('undelivered').out[1]).toMatch(/^PENDING /);
  });

  it("lists delivered messages newest first with Front's message UID", async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const outbox = createFrontOutbox({
      file,
      channels: [{ channel_id: 'cha_general', department_name: 'General' }],
      now: () => new Date(clock),
    });
    const first = (await outbox.send('cha_general', message)).messageId;
    const second = (await outbox.send('cha_general', message)).messageId;
    const unknown = (await outbox.send('cha_general', message)).messageId;
    for (const [id, uid] of [
      [first, '1eab543f84a0785f7b6b8967cck18f4d'],
      [second, '1eab543f84a0785f7b6b8967cck18f4e'],
      [unknown, null],
    ] as const) {
      clock += 1_000;
      outbox.claimNext(1);
      outbox.markDelivered(id, uid);
    }
    await outbox.send('cha_general', message);
    outbox.close();

    const listed = run('delivered');
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual([
      expect.stringMatching(
        new RegExp(`^DELIVERED  2026-03-01T10:00:03.000Z  ${unknown}  \\[General\\]  front uid unknown  attempts 1  General inquiry`),
      ),
      expect.stringMatching(
        new RegExp(`^DELIVERED  2026-03-01T10:00:02.000Z  ${second}  \\[General\\]  front 1eab543f84a0785f7b6b8967cck18f4e  attempts 1`),
      ),
      expect.stringMatching(
        new RegExp(`^DELIVERED  2026-03-01T10:00:01.000Z  ${first}  \\[General\\]  front 1eab543f84a0785f7b6b8967cck18f4d  attempts 1`),
      ),
    ]);
    expect(run('delivered', '--limit', '1').out).toHaveLength(1);
  });

  it('says when everything has reached Front, and checks its arguments', () => {
    createFrontOutbox({ file, channels: [] }).close();
    expect(run('undelivered')).toEqual({ code: 0, out: ['Every message has been delivered to Front.'], err: [] });
    expect(run('delivered')).toEqual({ code: 0, out: ['No message has been delivered to Front yet.'], err: [] });
    expect(run('delivered', 'extra').code).toBe(2);
    expect(run('retry').code).toBe(2);
    expect(run('undelivered', 'extra').code).toBe(2);
  });
});
