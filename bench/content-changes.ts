/**
 * What an editor's save costs and how soon visitors see it (decisions 0093, 0094):
 *
 * 1. Invalidation by tag with 2,000 and with 20,000 pages stored, in memory and in Redis: the time
 *    to find and re-render the pages of one edited item (the same five pages each time). It should
 *    not grow with the pages stored; the ratio 20,000 / 2,000 is printed.
 * 2. Save to fresh on every replica: two replicas sharing Redis, the demo label's newest release
 *    retitled and reported to one replica as a Directus Flow reports it; the time until both
 *    replicas answer its page, /releases and the home page with the new title. BENCH_EDITS edits
 *    (20), p50 and p95.
 *
 *   node --import tsx bench/content-changes.ts      (BENCH_EDITS=20)
 *
 * In-process replicas (the app as the server builds it, on loopback ports); prints, asserts nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pino from 'pino';
import { pageCacheKey } from '../server/cache/cache-key';
import { createMemoryPageStore } from '../server/cache/memory-page-store';
import { PageCache } from '../server/cache/page-cache';
import type { PageStore, StoredPage } from '../server/cache/page-store';
import { createRedisPageStore } from '../server/cache/redis-page-store';
import { createSharedPageCache } from '../server/cache/shared-page-cache';
import { createLogger } from '../server/logger';
import { readDemoContent } from '../tests/support/demo-content';
import { editableContent } from '../tests/support/editable-content';
import { TestRedisServer } from '../tests/support/redis-server';
import { createTestSite, LogCapture } from '../tests/support/test-site';

const edits = Number(process.env.BENCH_EDITS ?? 20);
const SECRET = 'bench-revalidate-secret-000';
const log = pino({ level: 'silent' });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Median time of revalidating one post's tag, which five pages carry, with `stored` pages in the store. */
async function invalidationTime(store: PageStore, stored: number): Promise<number> {
  // The first five pages show the edited post; a re-render keeps showing it.
  const edited = (url: string) => /\/news\/page-[0-4]$/.test(url);
  const render = async (url: string) => ({
    status: 200,
    html: `<p>${url}</p>`,
    complete: true,
    tags: edited(url) ? ['i:posts:edited'] : ['c:posts'],
  });
  const cache = new PageCache({ store, render, ttlMs: 600_000, staleMs: 600_000 });
  const template = (await cache.get(pageCacheKey('/news/template')!, log)).page!;
  const writes: Promise<void>[] = [];
  for (let page = 0; page < stored; page++) {
    const { key, routePath, renderUrl } = pageCacheKey(`/news/page-${page}`)!;
    const tags = edited(renderUrl) ? ['i:posts:edited'] : [`i:posts:${page}`, 'c:posts'];
    writes.push(store.set(key, { ...template, routePath, renderUrl, tags } satisfies StoredPage));
    if (writes.length >= 500) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  const times: number[] = [];
  for (let round = 0; round < 9; round++) {
    const started = performance.now();
    const { pages } = await cache.revalidateTags(['i:posts:edited'], log);
    times.push(performance.now() - started);
    if (pages !== 5) throw new Error(`expected the 5 tagged pages, found ${pages}`);
  }
  return percentile(times, 50);
}

async function invalidationBench(redis: Redis) {
  console.log('1. Invalidation of one post by its tag (5 pages carry it), median of 9');
  const stores = [
    ['memory', () => createMemoryPageStore(4 * 1024 ** 3)],
    ['Redis', () => createRedisPageStore(redis)],
  ] as const;
  for (const [name, makeStore] of stores) {
    await redis.flushall();
    const small = await invalidationTime(makeStore(), 2_000);
    await redis.flushall();
    const large = await invalidationTime(makeStore(), 20_000);
    console.log(`   ${name.padEnd(6)} 2,000 pages: ${ms(small)}   20,000 pages: ${ms(large)}   ratio ${(large / small).toFixed(2)}`);
  }
}

async function listen(app: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function saveToFreshBench(redisUrl: string) {
  const base = await createTestSite();
  const editor = editableContent(base.sources.content);
  const logger = createLogger('warn', new LogCapture());
  const replicas = [0, 1].map(() => createSharedPageCache({ redisUrl, memoryBytes: 64 * 1024 ** 2, renderTimeoutMs: 10_000, logger }));
  const servers = [];
  for (const replica of replicas) {
    const { app } = await createTestSite({
      env: { REVALIDATE_SECRET: SECRET, REDIS_URL: redisUrl },
      sources: { content: editor.content },
      deps: { pageStore: replica.store, pageLock: replica.lock, tagInvalidations: replica.invalidations, logger },
    });
    servers.push(await listen(app));
  }
  // The newest release, and the pages that show it (its own, /releases, the home page's latest).
  const release = readDemoContent<{ id: string; slug: string; status: string; release_date?: string }[]>('product_groups.json')
    .filter((group) => group.status === 'active' && group.release_date)
    .sort((a, b) => b.release_date!.localeCompare(a.release_date!))[0]!;
  const read = async (url: string) => (await fetch(url)).text();
  const pages: string[] = [];
  for (const page of [`/products/${release.slug}`, '/releases', '/'])
    if ((await read(servers[0]!.url + page)).includes(`/products/${release.slug}`)) pages.push(page);
  for (const server of servers) for (const page of pages) await read(server.url + page);

  const times: number[] = [];
  for (let edit = 1; edit <= edits; edit++) {
    const title = `Edited title ${edit}`;
    editor.edit('product_groups', release.id, { title });
    const saved = performance.now();
    const answer = await fetch(`${servers[edit % 2]!.url}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'product_groups.items.update', collection: 'product_groups', keys: [release.id], payload: { title } }),
    });
    if (answer.status !== 202) throw new Error(`webhook answered ${answer.status}`);
    for (;;) {
      const seen = await Promise.all(servers.flatMap((server) => pages.map((page) => read(server.url + page))));
      if (seen.every((html) => html.includes(title))) break;
      if (performance.now() - saved > 30_000) throw new Error(`edit ${edit} not fresh within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - saved);
  }
  console.log(`2. Save to fresh on both replicas (${pages.join(', ')}), ${edits} edits`);
  console.log(`   p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(Math.max(...times))}`);
  for (const server of servers) server.close();
  await Promise.all(replicas.map((replica) => replica.close()));
}

async function main() {
  const server = await TestRedisServer.start();
  const redis = new Redis(server.url);
  try {
    await invalidationBench(redis);
    await redis.flushall();
    await saveToFreshBench(server.url);
  } finally {
    redis.disconnect();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
