import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import type { Worker } from 'bullmq';
import { runInboxCommand } from '../../scripts/inbox';
import { createMessagesSource } from '../../server/sources/messages/create-messages-source';
import { createFrontClient, type FrontClient } from '../../server/sources/messages/front-client';
import {
  CONTACT_QUEUE_PREFIX,
  ContactQueueUnavailableError,
  createFrontQueue,
  enqueueDelivery,
  KEEP_DELIVERED,
  type DeliveryJobData,
  type FrontQueue,
} from '../../server/sources/messages/front-queue';
import { createFrontQueueWorker } from '../../server/sources/messages/front-queue-worker';
import { UnknownChannelError, type SupportMessage } from '../../server/sources/messages/messages-source';
import { closeRedisConnection, createRedisConnection } from '../../server/sources/redis/redis-connection';
import { startFakeFront, type FakeFront } from '../support/fake-front';
import {
  contactFormFields,
  contactRequestBody,
  demoContactBlock as contactBlock,
  demoGeneralDepartment as general,
} from '../support/demo-contact-form';
import { TestRedisServer } from '../support/redis-server';
import { createTestSite } from '../support/test-site';
import { lastReadWithin } from '../support/within';
import { testFileFolder } from '../support/temp-run-dir';

// Real Redis restarts and the demo site's first load take seconds on a busy machine.
jest.setTimeout(30_000);

const token = 'front-test-token';
const channels = [{ channel_id: 'cha_general', department_name: 'General' }];
const silent = pino({ level: 'silent' });

function message(subject = 'General inquiry from Ada Lune'): SupportMessage {
  return { to: ['ada.lune@example.test'], sender_name: 'Support Team', subject, body: '<p>Is the Tidal Glass EP on cassette?</p>' };
}

/** Polls until `check` holds or the deadline passes (no fixed sleeps). */
const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000) => lastReadWithin(timeoutMs, read, check);

let server: TestRedisServer;
let admin: Redis;
let connection: Redis;
let queue: FrontQueue;
let front: FakeFront;
let workers: Worker[];
let logs: { level: string; message: string; details: object }[];
const log = {
  info: (details: object, text: string) => logs.push({ level: 'info', details, message: text }),
  warn: (details: object, text: string) => logs.push({ level: 'warn', details, message: text }),
  error: (details: object, text: string) => logs.push({ level: 'error', details, message: text }),
};

function startWorker(overrides: { stalledMs?: number; front?: FrontClient } = {}) {
  const worker = createFrontQueueWorker({
    redisUrl: server.url,
    queue: queue.queue,
    front: overrides.front ?? createFrontClient({ apiUrl: front.url, token, timeoutMs: 2_000 }),
    log,
    retryBaseMs: 200,
    retryMaxMs: 1_000,
    stalledMs: overrides.stalledMs ?? 30_000,
    random: () => 0,
  });
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  server = await TestRedisServer.start();
  admin = new Redis(server.url);
  // What the decision record asks of the queue's Redis (BullMQ warns on anything else).
  await admin.config('SET', 'maxmemory-policy', 'noeviction');
});

afterAll(async () => {
  admin.disconnect();
  await server.stop();
});

beforeEach(async () => {
  await admin.flushall();
  connection = createRedisConnection({ url: server.url, logger: silent, name: 'contact-queue', commandTimeoutMs: 2_000 });
  await eventually(
    async () => connection.status,
    (status) => status === 'ready',
  );
  queue = createFrontQueue({ connection, channels });
  front = await startFakeFront(token);
  workers = [];
  logs = [];
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.close(true)));
  await queue.close();
  await closeRedisConnection(connection);
  await front.close();
});

describe('the contact queue in Redis', () => {
  it('stores a message as one job whose id is the message id, before answering', async () => {
    const { messageId } = await queue.send('cha_general', message());
    const job = await queue.queue.getJob(messageId);
    expect(job?.id).toBe(messageId);
    expect(await job?.getState()).toBe('waiting');
    expect(job?.data).toMatchObject({ channelId: 'cha_general', departmentName: 'General', message: message() });
    expect(job?.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(job?.opts).toMatchObject({
      attempts: 10_000,
      backoff: { type: 'front' },
      removeOnComplete: KEEP_DELIVERED,
      removeOnFail: false,
    });
    expect(await queue.contactQueueCounts()).toEqual({ waiting: 1, delayed: 0, active: 0, failed: 0 });
  });

  it('keeps one job when the same message id is added twice', async () => {
    const data: DeliveryJobData = {
      channelId: 'cha_general',
      departmentName: 'General',
      createdAt: new Date().toISOString(),
      idempotencyKey: 'key-1',
      message: message(),
    };
    await enqueueDelivery(queue.queue, 'message-1', data);
    await enqueueDelivery(queue.queue, 'message-1', { ...data, idempotencyKey: 'key-2' });
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect((await queue.queue.getJob('message-1'))?.data.idempotencyKey).toBe('key-1');
  });

  it('refuses a channel that is not a contact form department, storing nothing', async () => {
    await expect(queue.send('cha_unknown', message())).rejects.toBeInstanceOf(UnknownChannelError);
    expect(await admin.keys(`${CONTACT_QUEUE_PREFIX}:*`)).toEqual([]);
  });

  it('refuses at once while Redis is down, keeps nothing, and accepts again once Redis is back', async () => {
    await server.kill();
    await eventually(
      async () => connection.status,
      (status) => status !== 'ready',
    );
    const started = Date.now();
    await expect(queue.send('cha_general', message())).rejects.toBeInstanceOf(ContactQueueUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_000);

    await server.start();
    await admin.config('SET', 'maxmemory-policy', 'noeviction');
    await eventually(
      async () => connection.status,
      (status) => status === 'ready',
    );
    // A fresh server: nothing of the refused message reached it.
    expect(await admin.keys(`${CONTACT_QUEUE_PREFIX}:*`)).toEqual([]);
    const { messageId } = await queue.send('cha_general', message());
    expect(await queue.queue.getJob(messageId)).toBeDefined();
  });

  it('delivers to Front with the idempotency key and keeps the message UID for operators', async () => {
    const { messageId } = await queue.send('cha_general', message());
    startWorker();
    await eventually(
      async () => front.taken.length,
      (n) => n === 1,
    );
    expect(front.taken[0]).toMatchObject({
      channelId: 'cha_general',
      authorization: `Bearer ${token}`,
      body: { subject: 'General inquiry from Ada Lune' },
    });
    const job = await queue.queue.getJob(messageId);
    expect(front.taken[0]!.idempotencyKey).toBe(job?.data.idempotencyKey);
    const delivered = await eventually(
      () => queue.listDelivered(),
      (list) => list.length === 1,
    );
    expect(delivered[0]).toMatchObject({ id: messageId, state: 'completed', frontMessageId: front.taken[0]!.uid, attempts: 1 });
    expect(await queue.contactQueueCounts()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
  });

  it('retries a Front outage with exponential backoff and delivers once Front is back', async () => {
    front.mode = 'unreachable';
    const { messageId } = await queue.send('cha_general', message());
    startWorker();
    // Between attempts the job waits in the delayed set, each failure counted.
    const waiting = await eventually(
      async () => {
        const job = await queue.queue.getJob(messageId);
        return { state: await job?.getState(), attemptsMade: job?.attemptsMade ?? 0 };
      },
      ({ state, attemptsMade }) => state === 'delayed' && attemptsMade >= 3,
    );
    expect(waiting.state).toBe('delayed');
    expect(waiting.attemptsMade).toBeGreaterThanOrEqual(3);
    const job = await queue.queue.getJob(messageId);
    front.mode = 'up';
    await eventually(
      async () => front.taken.length,
      (n) => n === 1,
    );
    expect(front.attempts.every((attempt) => attempt.idempotencyKey === job?.data.idempotencyKey)).toBe(true);
    expect(logs.some((entry) => entry.level === 'warn' && entry.message === 'support message not delivered yet; it will be retried')).toBe(
      true,
    );
  });

  it('asks Front first after an answer was lost once Front took the message, and does not send it again', async () => {
    front.honoursIdempotencyKey = false;
    front.mode = 'lose-ack';
    const { messageId } = await queue.send('cha_general', message());
    startWorker();
    const marked = await eventually(
      async () => (await queue.queue.getJob(messageId))?.data.outcomeUnknownSince,
      (since) => since !== undefined,
    );
    expect(Number.isNaN(Date.parse(marked!))).toBe(false);
    front.mode = 'up';
    const delivered = await eventually(
      () => queue.listDelivered(),
      (list) => list.length === 1,
    );
    expect(delivered[0]?.id).toBe(messageId);
    expect(front.searches).toHaveLength(1);
    expect(front.attempts).toHaveLength(1);
    expect(front.taken).toHaveLength(1);
  });

  it("pauses every worker for Front's Retry-After on a 429, without counting an attempt", async () => {
    front.mode = 'rate-limited';
    await queue.send('cha_general', message('General inquiry from one'));
    await queue.send('cha_general', message('General inquiry from two'));
    startWorker();
    await eventually(
      async () => front.attempts.length,
      (n) => n >= 1,
    );
    const pausedAt = Date.now();
    front.mode = 'up';
    // A second worker started during the pause holds off too.
    startWorker();
    await eventually(
      async () => front.taken.length,
      (n) => n === 2,
    );
    // Retry-After: 1 from the fake Front: nobody sent before the second was over.
    expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(800);
    expect(front.attempts.filter((attempt) => attempt.mode === 'rate-limited')).toHaveLength(1);
    const delivered = await eventually(
      () => queue.listDelivered(),
      (list) => list.length === 2,
    );
    expect(delivered.map((entry) => entry.attempts)).toEqual([1, 1]);
  });

  it('fails a message Front refuses, keeps it, and lets the operator queue it again', async () => {
    front.mode = 'refuse';
    const { messageId } = await queue.send('cha_general', message());
    startWorker();
    await eventually(
      () => queue.contactQueueCounts(),
      (counts) => counts.failed === 1,
    );
    const undelivered = await queue.listUndelivered();
    expect(undelivered).toEqual([
      expect.objectContaining({ id: messageId, state: 'failed', lastError: 'Front answered 400 (Bad request: body is invalid)' }),
    ]);
    expect(await queue.retry('no-such-message')).toBe(false);

    front.mode = 'up';
    expect(await queue.retry(messageId)).toBe(true);
    await eventually(
      async () => front.taken.length,
      (n) => n === 1,
    );
    expect(
      await eventually(
        () => queue.listUndelivered(),
        (list) => list.length === 0,
      ),
    ).toEqual([]);
    expect(await queue.retry(messageId)).toBe(false);
  });

  it('carries on delivering once a killed Redis is back, without a restart of the worker', async () => {
    startWorker();
    await queue.send('cha_general', message('General inquiry from before'));
    await eventually(
      async () => front.taken.length,
      (n) => n === 1,
    );
    await server.kill();
    await eventually(
      async () => connection.status,
      (status) => status !== 'ready',
    );
    await server.start();
    await admin.config('SET', 'maxmemory-policy', 'noeviction');
    await eventually(
      async () => connection.status,
      (status) => status === 'ready',
    );
    await queue.send('cha_general', message('General inquiry from after'));
    await eventually(
      async () => front.taken.length,
      (n) => n === 2,
      20_000,
    );
    expect(front.taken.map((taken) => taken.body.subject)).toEqual(['General inquiry from before', 'General inquiry from after']);
  });

  it('hands a job held by a worker that died mid-send to another worker once its lock runs out', async () => {
    const real = createFrontClient({ apiUrl: front.url, token, timeoutMs: 2_000 });
    let calls = 0;
    // Front takes the message, then the process holding it hangs for good (as if killed): no outcome.
    const hanging: FrontClient = {
      async sendChannelMessage(...args) {
        calls += 1;
        await real.sendChannelMessage(...args);
        return new Promise(() => {});
      },
      findByReference: (...args) => real.findByReference(...args),
    };
    const { messageId } = await queue.send('cha_general', message());
    const first = startWorker({ stalledMs: 1_000, front: hanging });
    await eventually(
      async () => front.taken.length,
      (n) => n === 1,
    );
    // It stops renewing its lock (a forced close does not wait for the job).
    void first.close(true);
    startWorker({ stalledMs: 1_000 });
    const delivered = await eventually(
      () => queue.listDelivered(),
      (list) => list.length === 1,
      20_000,
    );
    expect(delivered[0]?.id).toBe(messageId);
    expect(calls).toBe(1);
    // The second worker asks Front first: it holds the message (the reference in its text), so it is not
    // sent again, whether or not Front honours the key (decision 0028).
    expect(front.searches).toHaveLength(1);
    expect(front.attempts).toHaveLength(1);
    expect(front.taken).toHaveLength(1);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: 'support message already in Front (found by its reference); not sent again',
      }),
    );
  });
});

describe('the contact endpoint on the Redis queue', () => {
  const body = contactRequestBody();

  async function siteOnQueue() {
    const messages = createMessagesSource({
      file: path.join(testFileFolder(), 'queue.sqlite'),
      channels: [general],
      front: { apiToken: token, apiUrl: front.url, timeoutMs: 2_000, pollIntervalMs: 50, retryBaseMs: 200, retryMaxMs: 1_000 },
      queue: { redisUrl: server.url, stalledMs: 30_000 },
    });
    const test = await createTestSite({ env: { CONTACT_RATE_LIMIT: '1000' }, sources: { messages } });
    await eventually(async () => (await messages.contactQueueCounts!().catch(() => null)) !== null, Boolean);
    return { ...test, messages };
  }

  it('answers success once the job is in Redis, with the job id as the message id', async () => {
    const { app, messages } = await siteOnQueue();
    try {
      const res = await request(app).post('/api/front/send-message').send(body).expect(200);
      expect(res.body).toEqual({ success: true, messageId: expect.any(String) });
      const job = await queue.queue.getJob(res.body.messageId);
      expect(job?.data).toMatchObject({
        channelId: general.channel_id,
        departmentName: 'General',
        message: { subject: 'General inquiry from Ada Lune', to: ['ada.lune@example.test'] },
      });
      expect(await messages.contactQueueCounts!()).toEqual({ waiting: 1, delayed: 0, active: 0, failed: 0 });
    } finally {
      await messages.shutdown!();
    }
  });

  it('answers the error (500, success false) while Redis is down, and no deferred write reaches Redis once it is back', async () => {
    const { app, messages, logs } = await siteOnQueue();
    try {
      await server.kill();
      const res = await request(app).post('/api/front/send-message').send(body).expect(500);
      expect(res.body).toEqual({ success: false, error: 'The message could not be stored. Please try again.' });
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'support message could not be stored' }));
      // The form without JavaScript is sent to the page's failure notice.
      const form = await request(app).post('/api/front/send-message').type('form').send(contactFormFields()).expect(303);
      expect(form.headers.location).toBe(`/contact?contact=failed&contactBlock=${contactBlock}#contact-${contactBlock}`);

      await server.start();
      await admin.config('SET', 'maxmemory-policy', 'noeviction');
      await eventually(async () => (await messages.contactQueueCounts!().catch(() => null)) !== null, Boolean);
      expect(await messages.contactQueueCounts!()).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
      await request(app).post('/api/front/send-message').send(body).expect(200);
      expect(await messages.contactQueueCounts!()).toMatchObject({ waiting: 1 });
    } finally {
      await messages.shutdown!();
    }
  });
});

describe('scripts/inbox.ts on the Redis queue', () => {
  async function run(env: NodeJS.ProcessEnv, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runInboxCommand(
      argv,
      env,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  }

  it('lists undelivered and delivered messages and queues a failed one again, with REDIS_URL', async () => {
    const env = { REDIS_URL: server.url };
    expect(await run(env, 'undelivered')).toEqual({ code: 0, out: ['Every message has been delivered to Front.'], err: [] });

    front.mode = 'refuse';
    const refused = (await queue.send('cha_general', message('General inquiry from Ada\u001b[31m Lune'))).messageId;
    startWorker();
    await eventually(
      () => queue.contactQueueCounts(),
      (counts) => counts.failed === 1,
    );
    await workers[0]!.close();
    const waiting = (await queue.send('cha_general', message('General inquiry from Bo'))).messageId;

    const listed = await run(env, 'undelivered');
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(
      new RegExp(`^FAILED   \\S+  ${refused}  \\[General\\]  attempts 1  General inquiry from Ada\\[31m Lune  \\(Front answered 400`),
    );
    expect(listed.out[1]).toMatch(new RegExp(`^WAITING  \\S+  ${waiting}  \\[General\\]  attempts 0  General inquiry from Bo$`));
    expect(listed.out.join('\n')).not.toContain('\u001b');

    expect(await run(env, 'retry', waiting)).toEqual({ code: 1, out: [], err: [`No failed message ${waiting}`] });
    expect(await run(env, 'retry', refused)).toEqual({ code: 0, out: [`Queued ${refused} for delivery again.`], err: [] });
    front.mode = 'up';
    startWorker();
    await eventually(
      async () => front.taken.length,
      (n) => n === 2,
    );
    const delivered = await eventually(
      () => run(env, 'delivered'),
      (result) => result.out.length === 2,
    );
    expect(delivered.code).toBe(0);
    for (const line of delivered.out)
      expect(line).toMatch(
        /^DELIVERED {2}\S+ {2}\S+ {2}\[General\] {2}front 1eab543f84a0785f7b6b\d{12} {2}attempts 1 {2}General inquiry from /,
      );
  });

  it('prefers DURABLE_REDIS_URL, keeps --file on the SQLite outbox, and says when Redis is unreachable', async () => {
    await queue.send('cha_general', message());
    const listed = await run({ REDIS_URL: 'redis://127.0.0.1:1', DURABLE_REDIS_URL: server.url }, 'undelivered');
    expect(listed.out).toHaveLength(1);
    expect(listed.out[0]).toMatch(/^WAITING {2}/);
    expect(
      await run({ REDIS_URL: server.url }, 'undelivered', '--file', path.join(testFileFolder(), 'no-such-inbox.sqlite')),
    ).toMatchObject({
      code: 1,
      err: [expect.stringMatching(/^No inbox at /)],
    });
    expect(await run({ REDIS_URL: 'http://queue.example' }, 'undelivered')).toEqual({
      code: 2,
      out: [],
      err: ['DURABLE_REDIS_URL / REDIS_URL must be a redis:// or rediss:// address'],
    });
    // A port nobody listens on: refused at once, reported after the connect deadline.
    expect(await run({ REDIS_URL: 'redis://:secret@127.0.0.1:1' }, 'undelivered')).toEqual({
      code: 1,
      out: [],
      err: ["The contact queue's Redis (DURABLE_REDIS_URL, else REDIS_URL) is not reachable."],
    });
  });
});
