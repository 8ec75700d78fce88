import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { createSite, type Site } from '../../server/start';
import { TestRedisServer } from '../support/redis-server';

/**
 * What a visitor sent must not be evicted: with DURABLE_REDIS_URL the embedded store's carts live on
 * that Redis (which never evicts), while pages and rate limits stay on REDIS_URL's (which may).
 * Needs the build (`createSite` reads its asset manifest), as `npm test` makes it first.
 */
jest.setTimeout(60_000);

let pagesRedis: TestRedisServer;
let durableRedis: TestRedisServer;
let site: Site | undefined;
let dataDir: string;

beforeAll(async () => {
  [pagesRedis, durableRedis] = await Promise.all([TestRedisServer.start(), TestRedisServer.start()]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'durable-redis-'));
});
afterAll(async () => {
  await site?.close?.();
  await Promise.all([pagesRedis.stop(), durableRedis.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function keysOf(server: TestRedisServer, pattern: string): Promise<string[]> {
  const client = new Redis(server.url, { lazyConnect: true });
  await client.connect();
  try {
    return await client.keys(pattern);
  } finally {
    client.disconnect();
  }
}

it('keeps the carts on DURABLE_REDIS_URL and the rate limits on REDIS_URL', async () => {
  site = await createSite(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      REDIS_URL: pagesRedis.url,
      DURABLE_REDIS_URL: durableRedis.url,
      INBOX_FILE: path.join(dataDir, 'inbox.sqlite'),
      MEDIA_WARM_PATHS: '',
    }),
  );
  const added = await request(site.app)
    .post('/store/cart/embed/items')
    .type('form')
    .send(`body=${encodeURIComponent(JSON.stringify({ productId: '1' }))}`);
  expect(added.status).toBe(200);

  expect(await keysOf(durableRedis, '*cart:*')).toHaveLength(1);
  expect(await keysOf(pagesRedis, '*cart:*')).toEqual([]);
  // The new basket was counted by the cart-creation limit, on the Redis that may evict.
  expect((await keysOf(pagesRedis, '*limit*')).length).toBeGreaterThan(0);
  expect(await keysOf(durableRedis, '*limit*')).toEqual([]);
});
