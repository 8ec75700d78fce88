import { DatabaseSync } from 'node:sqlite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFrontClient, withReference } from '../../server/sources/messages/front-client';
import { createFrontDeliveryWorker, type DeliveryWorkerOptions } from '../../server/sources/messages/front-delivery-worker';
import { createFrontOutbox, type FrontOutbox } from '../../server/sources/messages/front-outbox';
import { UnknownChannelError, type SupportMessage } from '../../server/sources/messages/messages-source';
import { fakeMessageUid, startFakeFront, type FakeFront } from '../support/fake-front';

const token = 'front-test-token';
const channels = [{ channel_id: 'cha_general', department_name: 'General' }];

function message(subject = 'General inquiry from Ada Lune'): SupportMessage {
  return {
    to: ['ada.lune@example.test'],
    cc: [],
    bcc: [],
    sender_name: 'Support Team',
    subject,
    body: '<p>Is the Tidal Glass EP on cassette?</p>',
    text: 'Is the Tidal Glass EP on cassette?',
    options: { archive: false },
    attachments: [],
    should_add_default_signature: true,
  };
}

let dir: string;
let file: string;
let front: FakeFront;
let clock: number;
let outbox: FrontOutbox;
let logs: { level: string; details: object; message: string }[];

const now = () => clock;
const log = {
  info: (details: object, text: string) => logs.push({ level: 'info', details, message: text }),
  warn: (details: object, text: string) => logs.push({ level: 'warn', details, message: text }),
  error: (details: object, text: string) => logs.push({ level: 'error', details, message: text }),
};

function worker(overrides: Partial<DeliveryWorkerOptions> = {}) {
  return createFrontDeliveryWorker({
    outbox,
    front: createFrontClient({ apiUrl: front.url, token, timeoutMs: 2_000, now }),
    log,
    pollIntervalMs: 50,
    retryBaseMs: 1_000,
    retryMaxMs: 60_000,
    leaseMs: 30_000,
    now,
    random: () => 0,
    ...overrides,
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'front-outbox-test-'));
  file = path.join(dir, 'inbox.sqlite');
  front = await startFakeFront(token);
  clock = Date.now();
  outbox = createFrontOutbox({ file, channels, now: () => new Date(clock) });
  logs = [];
});

afterEach(async () => {
  outbox.close();
  await front.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Front outbox', () => {
  it('stores a message durably before answering, and refuses unknown channels', async () => {
    const { messageId } = await outbox.send('cha_general', message());
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare('SELECT state, attempts FROM outbox WHERE id = ?').get(messageId)).toEqual({ state: 'pending', attempts: 0 });
    } finally {
      db.close();
    }
    await expect(outbox.send('cha_retired', message())).rejects.toBeInstanceOf(UnknownChannelError);
    expect(outbox.listUndelivered()).toHaveLength(1);
  });
});

describe('delivery to Front', () => {
  it('posts the stored message, ending with its reference, with the bearer token and its idempotency key, then marks it delivered', async () => {
    const { messageId } = await outbox.send('cha_general', message());
    const entry = outbox.getEntry(messageId)!;
    expect(await worker().runDue()).toBe(1);

    expect(front.taken).toEqual([
      {
        uid: fakeMessageUid(1),
        channelId: 'cha_general',
        idempotencyKey: entry.idempotencyKey,
        authorization: `Bearer ${token}`,
        body: withReference(message(), entry.idempotencyKey),
      },
    ]);
    expect(front.taken[0]!.body.text).toBe(`${message().text}\n\nReference: ${entry.idempotencyKey}`);
    // Front's 202 carries `message_uid` (no `id`): that is what the outbox keeps.
    expect(outbox.getEntry(messageId)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      frontMessageId: fakeMessageUid(1),
      lastError: null,
    });
    expect(outbox.listUndelivered()).toEqual([]);
    expect(logs).toEqual([expect.objectContaining({ level: 'info', message: 'support message delivered to Front' })]);
    expect(JSON.stringify(logs)).not.toContain('ada.lune@example.test');
  });

  it('keeps messages while Front is unavailable, honours Retry-After, and delivers each once when it returns', async () => {
    front.mode = 'unavailable';
    const first = (await outbox.send('cha_general', message('one'))).messageId;
    const second = (await outbox.send('cha_general', message('two'))).messageId;
    const delivery = worker();

    // The first 503 says "in 1 s": the worker stops trying anything until then.
    expect(await delivery.runDue()).toBe(1);
    expect(outbox.getEntry(first)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Front answered 503 (Service unavailable)' });
    expect(await delivery.runDue()).toBe(0);
    clock += 1_000;
    front.mode = 'up';
    expect(await delivery.runDue()).toBe(2);

    expect(front.taken.map((m) => m.body.subject)).toEqual(['one', 'two']);
    expect(outbox.getEntry(first)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(outbox.getEntry(second)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('backs off exponentially while Front is unreachable', async () => {
    front.mode = 'unreachable';
    const { messageId } = await outbox.send('cha_general', message());
    const delivery = worker();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await delivery.runDue()).toBe(1);
      const next = Date.parse(outbox.getEntry(messageId)!.nextAttemptAt) - clock;
      waits.push(next);
      expect(await delivery.runDue()).toBe(0);
      clock += next;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(outbox.getEntry(messageId)!.lastError).toMatch(/^could not reach Front/);
    front.mode = 'up';
    expect(await delivery.runDue()).toBe(1);
    expect(front.taken).toHaveLength(1);
  });

  it('asks Front first when an answer was lost after Front took the message: found by its reference, it is not sent again', async () => {
    // Front documents no Idempotency-Key: the same key on a second send would not stop a second message.
    front.honoursIdempotencyKey = false;
    front.mode = 'lose-ack';
    const { messageId } = await outbox.send('cha_general', message());
    const delivery = worker();
    expect(await delivery.runDue()).toBe(1);
    const first = outbox.getEntry(messageId)!;
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });

    front.mode = 'up';
    clock += 1_000;
    expect(await delivery.runDue()).toBe(1);
    expect(front.searches).toEqual([`"${first.idempotencyKey}"`]);
    expect(front.attempts).toHaveLength(1);
    expect(front.taken).toHaveLength(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'support message already in Front (found by its reference); not sent again' }),
    );
  });

  it('asks Front first after a connection cut that may have reached it, on every later attempt; a refused connection needs no search', async () => {
    front.mode = 'unreachable'; // the request goes out, the connection is cut, Front takes nothing
    const { messageId } = await outbox.send('cha_general', message());
    const delivery = worker();
    expect(await delivery.runDue()).toBe(1);
    const first = outbox.getEntry(messageId)!;
    front.mode = 'unavailable';
    clock += 1_000;
    expect(await delivery.runDue()).toBe(1);
    front.mode = 'up';
    clock += 60_000;
    expect(await delivery.runDue()).toBe(1);
    // Asked before each attempt after the cut (the 503 did not make the first one's outcome known).
    expect(front.searches).toEqual([`"${first.idempotencyKey}"`, `"${first.idempotencyKey}"`]);
    expect(front.taken).toHaveLength(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered', attempts: 3, frontMessageId: fakeMessageUid(1) });
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'sending a support message again whose previous attempt has no known outcome; Front holds none with its reference',
        details: expect.objectContaining({ messageId, previousAttemptAt: first.lastAttemptAt }) as unknown,
      }),
    );

    // A connection refused sent nothing: its retry goes out without a search.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const second = (await outbox.send('cha_general', message('two'))).messageId;
    expect(
      await worker({ front: createFrontClient({ apiUrl: `http://127.0.0.1:${closedPort}`, token, timeoutMs: 2_000, now }) }).runDue(),
    ).toBe(1);
    clock += 60_000;
    expect(await delivery.runDue()).toBe(1);
    expect(outbox.getEntry(second)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(front.searches).toHaveLength(2);
  });

  it('pauses every send on a 429 until Retry-After', async () => {
    front.mode = 'rate-limited';
    await outbox.send('cha_general', message('one'));
    await outbox.send('cha_general', message('two'));
    const delivery = worker();
    expect(await delivery.runDue()).toBe(1);
    front.mode = 'up';
    clock += 999;
    expect(await delivery.runDue()).toBe(0);
    clock += 1;
    expect(await delivery.runDue()).toBe(2);
    expect(front.attempts.map((a) => a.mode)).toEqual(['rate-limited', 'up', 'up']);
  });

  it('waits for the rate window to reset when X-RateLimit-Remaining reaches 0', async () => {
    front.remaining = 0;
    await outbox.send('cha_general', message('one'));
    await outbox.send('cha_general', message('two'));
    const delivery = worker();
    expect(await delivery.runDue()).toBe(1);
    expect(await delivery.runDue()).toBe(0);
    clock = (Math.ceil(Date.now() / 1000) + 1) * 1000;
    expect(await delivery.runDue()).toBe(1);
    expect(front.taken.map((m) => m.body.subject)).toEqual(['one', 'two']);
  });

  it('counts waiting, delayed, in-flight and failed messages as the Redis queue does (for /metrics)', async () => {
    expect(await outbox.contactQueueCounts()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
    const retried = (await outbox.send('cha_general', message('one'))).messageId;
    const refused = (await outbox.send('cha_general', message('two'))).messageId;
    await outbox.send('cha_general', message('three'));
    await outbox.send('cha_general', message('four'));
    outbox.claimNext(60_000);
    outbox.reschedule(retried, new Date(clock + 60_000), 'Front answered 503');
    outbox.claimNext(60_000);
    outbox.markFailed(refused, 'Front answered 400');
    // The third is leased (in flight); the fourth waits.
    outbox.claimNext(60_000);
    expect(await outbox.contactQueueCounts()).toEqual({ waiting: 1, delayed: 1, active: 1, failed: 1 });
    // The lease runs out (its sender died): waiting again, not in flight.
    clock += 60_001;
    expect(await outbox.contactQueueCounts()).toEqual({ waiting: 3, delayed: 0, active: 0, failed: 1 });
  });

  it('tells the metrics of each attempt Front did not take, and of none it took', async () => {
    let failedAttempts = 0;
    const delivery = worker({ onFailedAttempt: () => (failedAttempts += 1) });
    front.mode = 'unavailable';
    await outbox.send('cha_general', message('one'));
    expect(await delivery.runDue()).toBe(1);
    expect(failedAttempts).toBe(1);
    clock += 1_000;
    front.mode = 'refuse';
    await outbox.send('cha_general', message('two'));
    expect(await delivery.runDue()).toBe(2);
    expect(failedAttempts).toBe(3);
    front.mode = 'up';
    await outbox.send('cha_general', message('three'));
    expect(await delivery.runDue()).toBe(1);
    expect(failedAttempts).toBe(3);
  });

  it('marks a message Front refuses as failed for good, keeps it for operators, and can queue it again', async () => {
    front.mode = 'refuse';
    const { messageId } = await outbox.send('cha_general', message());
    const delivery = worker();
    expect(await delivery.runDue()).toBe(1);
    clock += 3_600_000;
    expect(await delivery.runDue()).toBe(0);
    expect(outbox.listUndelivered()).toEqual([
      expect.objectContaining({
        id: messageId,
        state: 'failed',
        attempts: 1,
        lastError: 'Front answered 400 (Bad request: body is invalid)',
      }),
    ]);
    expect(logs.at(-1)).toMatchObject({ level: 'error', details: { status: 400 } });

    front.mode = 'up';
    expect(outbox.requeue(messageId)).toBe(true);
    expect(outbox.requeue(messageId)).toBe(false);
    expect(await delivery.runDue()).toBe(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('keeps retrying with a wrong token (an operator fixes it) and says so loudly', async () => {
    front.mode = 'unauthorized';
    const { messageId } = await outbox.send('cha_general', message());
    expect(await worker().runDue()).toBe(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'pending' });
    expect(logs.at(-1)).toMatchObject({ level: 'error', details: { status: 401 } });
  });

  it('gives up an attempt that gets no answer within the timeout and tries again later', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { messageId } = await outbox.send('cha_general', message());
      const delivery = worker({
        front: createFrontClient({ apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, token, timeoutMs: 200, now }),
      });
      expect(await delivery.runDue()).toBe(1);
      expect(outbox.getEntry(messageId)).toMatchObject({ state: 'pending', lastError: 'no answer from Front within 200 ms' });
      // Front may have taken it without answering in time: the next attempt asks Front first.
      const firstAttemptAt = outbox.getEntry(messageId)!.lastAttemptAt;
      clock += 60_000;
      expect(outbox.claimNext(30_000)).toMatchObject({ id: messageId, unknownOutcomeOf: firstAttemptAt });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('picks up a message whose sender died mid-attempt once its lease runs out, with the same key', async () => {
    const { messageId } = await outbox.send('cha_general', message());
    const claimed = outbox.claimNext(30_000)!;
    expect(claimed.id).toBe(messageId);
    // The crashed process never records anything; a restarted one opens the same file.
    outbox.close();
    outbox = createFrontOutbox({ file, channels, now: () => new Date(clock) });
    const delivery = worker();
    expect(await delivery.runDue()).toBe(0);
    clock += 30_000;
    expect(await delivery.runDue()).toBe(1);
    expect(front.taken).toEqual([expect.objectContaining({ idempotencyKey: claimed.idempotencyKey })]);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('asks Front first, then warns with the reference and the first attempt, when it sends again a message whose last attempt has no known outcome', async () => {
    const { messageId } = await outbox.send('cha_general', message());
    const claimed = outbox.claimNext(30_000)!;
    outbox.close();
    outbox = createFrontOutbox({ file, channels, now: () => new Date(clock) });
    clock += 30_000;
    expect(await worker().runDue()).toBe(1);
    // The dead sender never reached Front: the search finds nothing, so it is sent.
    expect(front.searches).toEqual([`"${claimed.idempotencyKey}"`]);
    expect(logs[0]).toEqual({
      level: 'warn',
      message: 'sending a support message again whose previous attempt has no known outcome; Front holds none with its reference',
      details: {
        messageId,
        channelId: 'cha_general',
        attempt: 2,
        reference: claimed.idempotencyKey,
        previousAttemptAt: claimed.lastAttemptAt,
      },
    });
    expect(front.taken).toHaveLength(1);
    // An attempt whose outcome was recorded (here: rescheduled) is retried without a search or that warning.
    const second = (await outbox.send('cha_general', message('two'))).messageId;
    front.mode = 'unavailable';
    logs = [];
    expect(await worker().runDue()).toBe(1);
    front.mode = 'up';
    clock += 60_000;
    expect(await worker().runDue()).toBe(1);
    expect(outbox.getEntry(second)).toMatchObject({ state: 'delivered' });
    expect(front.searches).toHaveLength(1);
    expect(logs.map((l) => l.message).filter((text) => text.startsWith('sending a support message again'))).toEqual([]);
  });

  it('does not send again a message Front already holds, found by the reference in its text, even where Front ignores Idempotency-Key', async () => {
    front.honoursIdempotencyKey = false;
    const { messageId } = await outbox.send('cha_general', message());
    // The sender reaches Front, then dies before it records the answer.
    const claimed = outbox.claimNext(30_000)!;
    await createFrontClient({ apiUrl: front.url, token, timeoutMs: 2_000 }).sendChannelMessage(
      claimed.channelId,
      claimed.message,
      claimed.idempotencyKey,
    );
    expect(front.taken).toHaveLength(1);
    expect(front.taken[0]!.body.text).toContain(`Reference: ${claimed.idempotencyKey}`);
    outbox.close();
    outbox = createFrontOutbox({ file, channels, now: () => new Date(clock) });
    clock += 30_000;
    expect(await worker().runDue()).toBe(1);
    expect(front.attempts).toHaveLength(1);
    expect(front.taken).toHaveLength(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered' });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'support message already in Front (found by its reference); not sent again' }),
    );
  });

  it('sends again, and says Front may show it twice, when Front cannot be searched', async () => {
    front.searchMode = 'forbidden';
    const { messageId } = await outbox.send('cha_general', message());
    outbox.claimNext(30_000);
    outbox.close();
    outbox = createFrontOutbox({ file, channels, now: () => new Date(clock) });
    clock += 30_000;
    expect(await worker().runDue()).toBe(1);
    expect(outbox.getEntry(messageId)).toMatchObject({ state: 'delivered' });
    expect(logs[0]).toMatchObject({
      level: 'warn',
      message:
        'sending a support message again whose previous attempt has no known outcome; Front could not be searched, so it may show it twice',
      details: { searchFailed: "Front's search answered 403" },
    });
  });

  it('starts no attempt while the process drains', async () => {
    await outbox.send('cha_general', message());
    expect(await worker({ isDraining: () => true }).runDue()).toBe(0);
    expect(front.attempts).toEqual([]);
  });
});

describe('the running worker', () => {
  it('wakes on a new message, delivers it promptly, and stops cleanly', async () => {
    // Real time here: the worker's own timers run.
    outbox.close();
    outbox = createFrontOutbox({ file, channels });
    const running = worker({ now: Date.now, pollIntervalMs: 60_000 });
    running.start();
    const { messageId } = await outbox.send('cha_general', message());
    for (let i = 0; i < 100 && outbox.getEntry(messageId)!.state !== 'delivered'; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(outbox.getEntry(messageId)!.state).toBe('delivered');
    await running.stop();
    expect(front.taken).toHaveLength(1);
  });
});
