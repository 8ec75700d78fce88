import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { CONTACT_QUEUE_NAME, CONTACT_QUEUE_PREFIX } from '../../server/sources/messages/front-queue';
import { startFakeFront, type FakeFront } from '../support/fake-front';
import { TestRedisServer } from '../support/redis-server';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { lastReadWithin } from '../support/within';

/**
 * The proof of the contact queue (decision 0047): three replicas of the built server share one
 * Redis; 1,000 contact messages are sent round-robin while Front is down (503), Front returns,
 * answers 429 with Retry-After now and then, and one replica is SIGKILLed while it holds a message
 * in flight. Every accepted message reaches Front exactly once.
 */

jest.setTimeout(240_000);

const TOTAL = 1_000;
const REPLICAS = 3;
const token = 'front-fleet-token';
// The demo label's General department (content/contact_forms.json).
const general = { channel_id: 'cha_q4oxm8', department_name: 'General' };
const keyOf = (id: string) => `${CONTACT_QUEUE_PREFIX}:${CONTACT_QUEUE_NAME}:${id}`;

function contactBody(n: number) {
  return {
    channelId: general.channel_id,
    messageData: {
      name: `Visitor ${n}`,
      email: `visitor${n}@example.test`,
      message: `Message number ${n} from the fleet test.`,
      department: general,
    },
  };
}

/** Polls until `check` holds; returns the last value read either way, so the assertion after it names what was seen. */
const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs: number) =>
  lastReadWithin(timeoutMs, read, check, 50);

let dir: string;
let redis: TestRedisServer;
let admin: Redis;
let front: FakeFront;
let replicas: SiteProcess[] = [];

beforeAll(async () => {
  if (!existsSync(path.resolve(__dirname, '../../dist/server/index.js')))
    throw new Error('run `npm run build` before this test: it starts the built server');
  dir = mkdtempSync(path.join(os.tmpdir(), 'contact-queue-fleet-'));
  redis = await TestRedisServer.start();
  admin = new Redis(redis.url);
  // What decision 0047 asks of the queue's Redis.
  await admin.config('SET', 'maxmemory-policy', 'noeviction');
  front = await startFakeFront(token);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
  admin?.disconnect();
  await front?.close();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('contact delivery through the Redis queue, three replicas', () => {
  it('delivers 1,000 messages sent while Front is down exactly once each, with a replica killed mid-delivery', async () => {
    const startedAt = Date.now();
    front.mode = 'unavailable';
    replicas = await Promise.all(
      Array.from({ length: REPLICAS }, (_, i) =>
        startSiteProcess({
          env: {
            CONTENT_SOURCE: 'embedded',
            LOG_LEVEL: 'info',
            INBOX_FILE: path.join(dir, `replica-${i}`, 'inbox.sqlite'),
            STORE_CARTS_FILE: path.join(dir, `replica-${i}`, 'store.sqlite'),
            REDIS_URL: redis.url,
            FRONT_API_TOKEN: token,
            FRONT_API_URL: front.url,
            FRONT_TIMEOUT_MS: '5000',
            FRONT_RETRY_BASE_MS: '100',
            FRONT_RETRY_MAX_MS: '2000',
            CONTACT_QUEUE_STALLED_MS: '3000',
            // One test client sends everything: the per-client and per-recipient limits stay out of the way.
            CONTACT_RATE_LIMIT: '10000',
            CONTACT_RECIPIENT_RATE_LIMIT: '10000',
          },
          logFile: path.join(dir, `replica-${i}.log`),
          timeoutMs: 90_000,
        }),
      ),
    );
    const upAt = Date.now();

    // 1. Every message is sent while Front is down, round-robin over the replicas, 12 at a time.
    const accepted: { n: number; messageId: string }[] = [];
    const refused: { n: number; status: number; body: unknown }[] = [];
    let next = 0;
    const sender = async () => {
      while (next < TOTAL) {
        const n = next++;
        const res = await fetch(`${replicas[n % REPLICAS]!.url}/api/front/send-message`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(contactBody(n)),
        });
        const body = (await res.json()) as { success?: boolean; messageId?: string };
        if (res.status === 200 && body.success === true && typeof body.messageId === 'string')
          accepted.push({ n, messageId: body.messageId });
        else refused.push({ n, status: res.status, body });
      }
    };
    await Promise.all(Array.from({ length: 12 }, sender));
    const sentAt = Date.now();
    expect(refused).toEqual([]);
    expect(accepted).toHaveLength(TOTAL);
    expect(new Set(accepted.map((a) => a.messageId)).size).toBe(TOTAL);
    // Front was down: the workers tried (and were told 503), nothing was taken.
    expect(front.taken).toHaveLength(0);
    expect(front.attempts.length).toBeGreaterThan(0);
    expect(front.attempts.every((attempt) => attempt.mode === 'unavailable')).toBe(true);

    // 2. Front returns, a little slow to answer, and twice answers 429 with Retry-After: 1.
    const rateLimitAt = [150, 650];
    let rateLimitsSent = 0;
    const injector = setInterval(() => {
      if (front.mode === 'rate-limited') {
        if (front.attempts.at(-1)?.mode === 'rate-limited') front.mode = 'up';
      } else if (rateLimitsSent < rateLimitAt.length && front.taken.length >= rateLimitAt[rateLimitsSent]!) {
        rateLimitsSent += 1;
        front.mode = 'rate-limited';
      }
    }, 5);
    front.answerDelayMs = 15;
    front.mode = 'up';
    const frontBackAt = Date.now();

    // 3. Mid-way, the second replica is SIGKILLed while its worker holds a message in flight.
    const victim = replicas[1]!;
    const victimWorker = `${os.hostname()}:${victim.child.pid}`;
    await until(
      () => front.taken.length,
      (n) => n >= 300,
      90_000,
    );
    const seenHolders = new Set<string | null>();
    const held = await until(
      async () => {
        const active = await admin.lrange(keyOf('active'), 0, -1);
        const holders = await Promise.all(active.map((id) => admin.hget(keyOf(id), 'pb')));
        holders.forEach((h) => seenHolders.add(h));
        return active.filter((_, i) => holders[i] === victimWorker);
      },
      (ids) => ids.length > 0,
      30_000,
    );
    if (held.length === 0) {
      // Which workers did deliver, to tell a stuck worker from a missed moment.
      const completedIds = await admin.zrange(keyOf('completed'), '0', '-1');
      const byWorker = new Map<string | null, number>();
      for (const id of completedIds) {
        const holder = await admin.hget(keyOf(id), 'pb');
        byWorker.set(holder, (byWorker.get(holder) ?? 0) + 1);
      }
      console.log(
        `no job held by ${victimWorker}; active holders seen: ${[...seenHolders].join(', ')}; deliveries by worker: ${JSON.stringify([...byWorker])}`,
      );
    }
    expect(held.length).toBeGreaterThan(0);
    const takenAtKill = front.taken.length;
    expect(takenAtKill).toBeLessThan(TOTAL);
    await victim.stop('SIGKILL');

    // 4. The others finish the queue, the held message included.
    const completed = await until(
      () => admin.zcard(keyOf('completed')),
      (n) => n === TOTAL,
      120_000,
    );
    const doneAt = Date.now();
    clearInterval(injector);
    expect(completed).toBe(TOTAL);
    expect(await admin.llen(keyOf('wait'))).toBe(0);
    expect(await admin.zcard(keyOf('delayed'))).toBe(0);
    expect(await admin.zcard(keyOf('failed'))).toBe(0);

    // Exactly 1,000 messages in Front, none twice, none missing.
    expect(front.taken).toHaveLength(TOTAL);
    const subjects = new Set(front.taken.map((message) => message.body.subject));
    expect(subjects.size).toBe(TOTAL);
    // Every accepted answer is a message Front has: its job, its key, its words.
    const takenByKey = new Map(front.taken.map((message) => [message.idempotencyKey, message]));
    const missing: number[] = [];
    for (const { n, messageId } of accepted) {
      const data = JSON.parse((await admin.hget(keyOf(messageId), 'data')) ?? 'null') as { idempotencyKey: string } | null;
      const inFront = data && takenByKey.get(data.idempotencyKey);
      if (!inFront || inFront.body.subject !== `General inquiry from Visitor ${n}` || inFront.channelId !== general.channel_id)
        missing.push(n);
    }
    expect(missing).toEqual([]);
    // The held message was taken over once its lock ran out.
    for (const id of held) expect(await admin.zscore(keyOf('completed'), id)).not.toBeNull();
    expect(rateLimitsSent).toBe(rateLimitAt.length);
    expect(front.attempts.filter((attempt) => attempt.mode === 'rate-limited').length).toBeGreaterThanOrEqual(rateLimitAt.length);

    // Figures for the record: sends of a key Front had already taken are resends the key absorbed.
    const sendsPerKey = new Map<string | undefined, number>();
    for (const attempt of front.attempts.filter((a) => a.mode === 'up'))
      sendsPerKey.set(attempt.idempotencyKey, (sendsPerKey.get(attempt.idempotencyKey) ?? 0) + 1);
    const resends = [...sendsPerKey.values()].reduce((sum, count) => sum + count - 1, 0);
    console.log(
      `contact queue fleet: ${TOTAL} accepted in ${sentAt - upAt} ms (replicas up in ${upAt - startedAt} ms), ` +
        `delivered ${completed} in ${doneAt - frontBackAt} ms after Front returned; ${front.attempts.length} requests to Front ` +
        `(${front.attempts.filter((a) => a.mode === 'unavailable').length} while down, ${front.attempts.filter((a) => a.mode === 'rate-limited').length} answered 429); ` +
        `replica killed holding ${held.length} message(s) at ${takenAtKill} taken; ${resends} resend(s) of a message Front already had (same idempotency key)`,
    );
  });
});
