import type { RequestListener } from 'node:http';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { createLogger } from '../../server/logger';
import { createKeyedLimit } from '../../server/sources/messages/keyed-limit';
import { FallbackLimitStore, sharedLimits } from '../../server/sources/limits/fallback-limit-store';
import { closeRedisConnection, createRedisConnection } from '../../server/sources/redis/redis-connection';
import { TestRedisServer } from '../support/redis-server';
import { createTestSite, LogCapture } from '../support/test-site';
import { within } from '../support/within';

/** Issue 17, items 3 and 6: the rate limits count across replicas through Redis, and per replica while it is away. */
jest.setTimeout(60_000);

const VINYL = '1';
const cartForm = (input: unknown) => `body=${encodeURIComponent(JSON.stringify(input))}`;
const cspReport = { 'csp-report': { 'blocked-uri': 'https://evil.example/x.js', 'violated-directive': 'script-src' } };

let redis: TestRedisServer;
let connections: Redis[] = [];
const logs = new LogCapture();

/** One replica's connection to the shared Redis, ready for commands. */
async function replicaConnection(): Promise<Redis> {
  const connection = createRedisConnection({ url: redis.url, logger: createLogger('info', logs), name: 'limits' });
  connections.push(connection);
  await within(10_000, () => connection.status === 'ready', 'redis connection');
  return connection;
}

/** Two replicas of the production app sharing their limits through Redis. */
async function twoReplicas(env: Record<string, string>): Promise<RequestListener[]> {
  const apps: RequestListener[] = [];
  for (let i = 0; i < 2; i += 1) {
    const connection = await replicaConnection();
    const site = await createTestSite({
      env: { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', ...env },
      deps: { limitStores: sharedLimits(connection) },
    });
    apps.push(site.app);
  }
  return apps;
}

const postCspReport = (app: RequestListener, ip: string) =>
  request(app)
    .post('/api/csp-report')
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'application/csp-report')
    .send(JSON.stringify(cspReport));

beforeAll(async () => {
  redis = await TestRedisServer.start();
});
afterEach(async () => {
  await Promise.all(connections.map((connection) => closeRedisConnection(connection)));
  connections = [];
});
afterAll(async () => {
  await redis.stop();
});

describe('rate limits shared by the replicas', () => {
  it('counts CSP reports of one client against one budget, whichever replica takes them', async () => {
    const [a, b] = await twoReplicas({ CSP_REPORT_RATE_LIMIT: '4' });
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await postCspReport(app!, '198.51.100.1')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
    // Another client has its own budget.
    await postCspReport(b!, '198.51.100.2').expect(204);
  });

  it('counts contact messages of one client across replicas (the form endpoint)', async () => {
    const [a, b] = await twoReplicas({ CONTACT_RATE_LIMIT: '3' });
    const send = (app: RequestListener) => request(app).post('/api/front/send-message').set('X-Forwarded-For', '198.51.100.3').send({});
    // Invalid messages count too (the limit is on attempts); the fourth attempt anywhere is refused.
    expect((await send(a!)).status).toBe(400);
    expect((await send(b!)).status).toBe(400);
    expect((await send(a!)).status).toBe(400);
    const refused = await send(b!);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: 'Too many messages: please wait a few minutes and try again.' });
  });

  it('counts new baskets of one client across replicas', async () => {
    const [a, b] = await twoReplicas({ CART_CREATION_RATE_LIMIT: '2' });
    const add = (app: RequestListener) =>
      request(app)
        .post('/store/cart/embed/items')
        .set('X-Forwarded-For', '198.51.100.4')
        .type('form')
        .send(cartForm({ productId: VINYL }));
    expect((await add(a!)).status).toBe(200);
    expect((await add(b!)).status).toBe(200);
    expect((await add(a!)).status).toBe(429);
    expect((await add(b!)).status).toBe(429);
  });

  it('keeps one budget per recipient address across replicas', async () => {
    const [first, second] = [await replicaConnection(), await replicaConnection()];
    const window = { limit: 3, windowMs: 60_000 };
    const a = createKeyedLimit(window, new FallbackLimitStore(first, 'label-site:limit:contact-recipient:'));
    const b = createKeyedLimit(window, new FallbackLimitStore(second, 'label-site:limit:contact-recipient:'));
    expect([await a.take('fan@example.com'), await b.take('fan@example.com'), await a.take('fan@example.com')]).toEqual([true, true, true]);
    expect(await b.take('fan@example.com')).toBe(false);
    expect(await a.take('other@example.com')).toBe(true);
    expect(await first.pttl('label-site:limit:contact-recipient:fan@example.com')).toBeGreaterThan(0);
  });
});

describe('Redis away', () => {
  it('falls back to per-replica counts (no 5xx) and shares them again once Redis is back', async () => {
    const [a, b] = await twoReplicas({ CSP_REPORT_RATE_LIMIT: '2' });
    await redis.kill();
    await within(5_000, () => connections.every((connection) => connection.status !== 'ready'), 'connections notice the outage');
    // Each replica counts on its own: two each, then 429; never an error.
    const alone: number[] = [];
    for (const app of [a, a, a, b, b, b]) alone.push((await postCspReport(app!, '198.51.100.5')).status);
    expect(alone).toEqual([204, 204, 429, 204, 204, 429]);

    await redis.start();
    await within(10_000, () => connections.every((connection) => connection.status === 'ready'), 'connections back');
    // Shared again: a fresh client's budget of two is spent across both replicas.
    const shared: number[] = [];
    for (const app of [a, b, a, b]) shared.push((await postCspReport(app!, '198.51.100.6')).status);
    expect(shared).toEqual([204, 204, 429, 429]);
  });

  it('keyed limits also fall back to memory and never throw', async () => {
    const connection = await replicaConnection();
    const limit = createKeyedLimit({ limit: 1, windowMs: 60_000 }, new FallbackLimitStore(connection, 'label-site:limit:test-keyed:'));
    await redis.kill();
    await within(5_000, () => connection.status !== 'ready', 'connection notices the outage');
    await expect(limit.take('someone@example.com')).resolves.toBe(true);
    await expect(limit.take('someone@example.com')).resolves.toBe(false);
    await redis.start();
  });
});
