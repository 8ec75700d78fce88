import { Redis } from 'ioredis';
import { REPORT_MEMORY_MS } from '../../server/cache/change-ledger';
import { createRedisChangeLedger } from '../../server/cache/redis-change-ledger';
import { TestRedisServer } from '../support/redis-server';

jest.setTimeout(30_000);

/** The fleet's change ledger: what one replica's webhook heard, another replica's read of the log sees. */
describe('the change ledger in Redis', () => {
  let server: TestRedisServer;
  let redis: Redis;

  beforeAll(async () => {
    server = await TestRedisServer.start();
    redis = new Redis(server.url, { lazyConnect: true });
    await redis.connect();
  });

  beforeEach(() => redis.flushall());

  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  it("matches one replica's reports with another's claims, one report per change", async () => {
    const webhookReplica = createRedisChangeLedger(redis);
    const readingReplica = createRedisChangeLedger(redis);
    const post = { collection: 'posts', key: '1' };
    const artist = { collection: 'artists', key: 'a-7' };
    await webhookReplica.reported([post, post, artist]);
    expect(await readingReplica.claim([post, artist, post, post, artist])).toEqual([true, true, true, false, false]);
    // Reports are forgotten in time: a bulk edit's keys do not stay in Redis.
    const ttl = await redis.pttl('label-site:change-reported:posts:1');
    expect(ttl).toBeGreaterThan(REPORT_MEMORY_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(REPORT_MEMORY_MS);
  });

  it('gives the turn to one replica at a time, for as long as it asked', async () => {
    const first = createRedisChangeLedger(redis);
    const second = createRedisChangeLedger(redis);
    expect(await first.takeTurn(4_000)).toBe(true);
    expect(await second.takeTurn(4_000)).toBe(false);
    expect(await first.takeTurn(4_000)).toBe(false);
    const held = await redis.pttl('label-site:activity-turn');
    expect(held).toBeGreaterThan(3_000);
    expect(held).toBeLessThanOrEqual(4_000);
    // Its turn over (as when it expires), the other replica reads.
    await redis.del('label-site:activity-turn');
    expect(await second.takeTurn(4_000)).toBe(true);
  });

  it('shares one cursor that only moves forward', async () => {
    const first = createRedisChangeLedger(redis);
    const second = createRedisChangeLedger(redis);
    expect(await first.cursor()).toBeNull();
    await first.moveCursor(120);
    await second.moveCursor(80);
    expect(await second.cursor()).toBe(120);
    await second.moveCursor(121);
    expect(await first.cursor()).toBe(121);
  });
});
