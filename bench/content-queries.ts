/**
 * The embedded content source's collection queries at the demo label's size and at ten times it
 * (every record cloned with fresh ids and slugs), side by side in one run. Prints the mean time per
 * query and the ratio; then the content calls one render of each page type makes (through the
 * per-request loader) and how many item reads they carry. Asserts nothing.
 *
 *   node --import tsx bench/content-queries.ts        (BENCH_ITERATIONS=300 by default)
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ContentData } from '../server/sources/content/content-index';
import type { CollectionQuery, ContentSource, CollectionKey } from '../server/sources/content/content-source';
import { createEmbeddedContentSource, loadEmbeddedContent } from '../server/sources/content/embedded-content-source';
import request from 'supertest';
import { createTestSite } from '../tests/support/test-site';
import { benchPages } from './page-types';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const now = () => new Date('2026-11-21T12:00:00Z');

/** The queries the site's listing pages run. */
const queries: { name: string; collection: CollectionKey; query: CollectionQuery }[] = [
  {
    name: 'releases grid (filter, sort, page)',
    collection: 'product_groups',
    query: { filter: { reference_type: { _eq: 'release' } }, sort: ['-release_date'], limit: 12, offset: 24 },
  },
  {
    name: 'releases by format and label',
    collection: 'product_groups',
    query: {
      filter: {
        _and: [{ type: { _eq: 'ep' } }, { label: { isFeatured: { _eq: true } } }, { products: { _some: { format: { _eq: 'Vinyl' } } } }],
      },
      sort: ['-release_date'],
      limit: 8,
    },
  },
  {
    name: 'news by year',
    collection: 'posts',
    query: { filter: { 'year(date_published)': { _eq: 2024 } }, sort: ['-date_published'], limit: 8 },
  },
  {
    name: 'artist filter options',
    collection: 'artists',
    query: { filter: { sort: { _nnull: true } }, sort: ['sort', 'name'], limit: 500 },
  },
  { name: 'search text', collection: 'product_groups', query: { search: 'night', limit: 10 } },
];

/** Ten copies of every record, with ids, slugs and references rewritten per copy. */
function tenTimes(data: ContentData): ContentData {
  const copies = 10;
  const rewrite = (value: unknown, copy: number): unknown => {
    if (copy === 0) return value;
    if (Array.isArray(value)) return value.map((v) => rewrite(v, copy));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteField(k, v, copy)]));
    }
    return value;
  };
  const idFields = new Set([
    'id',
    'slug',
    'artist',
    'label',
    'group',
    'product_group',
    'tags',
    'artists',
    'featured_artists',
    'item',
    'path',
  ]);
  const rewriteField = (key: string, value: unknown, copy: number): unknown => {
    if (idFields.has(key) && typeof value === 'string') return `${value}-x${copy}`;
    if (idFields.has(key) && Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? `${v}-x${copy}` : v));
    return rewrite(value, copy);
  };
  const files = Object.fromEntries(
    Object.entries(data.files).map(([name, records]) => [
      name,
      name === 'files' ? records : Array.from({ length: copies }, (_, copy) => (records as unknown[]).map((r) => rewrite(r, copy))).flat(),
    ]),
  ) as unknown as ContentData['files'];
  return { ...data, files };
}

function time(source: ContentSource): Map<string, number> {
  const results = new Map<string, number>();
  for (const { name, collection, query } of queries) {
    for (let i = 0; i < 20; i++) void source.list(collection, query, { preview: false }); // warm up
    const start = performance.now();
    for (let i = 0; i < iterations; i++) void source.list(collection, query, { preview: false });
    results.set(name, (performance.now() - start) / iterations);
  }
  return results;
}

/** Pages of each type, and the page with the most collection entries. */
const renderedPages = [...benchPages.map((page) => page.path), '/about'];

/** Content calls per uncached render, counted at the source (each would be one Directus request). */
async function callsPerPage() {
  const { sources } = await createTestSite();
  const real = sources.content;
  let calls: { method: string; ids: number }[] = [];
  const counted = Object.fromEntries(
    Object.entries(real).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        calls.push({ method: name, ids: name === 'getByIds' ? (args[1] as string[]).length : name === 'getById' ? 1 : 0 });
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as ContentSource;
  const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0', LOG_LEVEL: 'silent' }, sources: { content: counted } });
  console.log('\npage                                      content calls   of them item reads   items read');
  for (const page of renderedPages) {
    calls = [];
    await request(app).get(page).expect(200);
    const itemCalls = calls.filter((c) => c.method === 'getById' || c.method === 'getByIds');
    const items = itemCalls.reduce((sum, c) => sum + c.ids, 0);
    console.log(
      `${page.slice(0, 40).padEnd(40)} ${String(calls.length).padStart(14)} ${String(itemCalls.length).padStart(20)} ${String(items).padStart(12)}`,
    );
  }
}

async function main() {
  const demo = await loadEmbeddedContent(path.resolve(__dirname, '..', 'content'));
  const large = tenTimes(demo);
  const small = createEmbeddedContentSource(demo, now);
  const big = createEmbeddedContentSource(large, now);
  const count = (d: ContentData) => d.files.product_groups.length;
  const demoTimes = time(small);
  const largeTimes = time(big);
  console.log(`\nproduct groups: demo ${count(demo)}, 10× ${count(large)}; ${iterations} iterations each\n`);
  console.log('query                                   demo ms   10× ms   ratio');
  for (const { name } of queries) {
    const a = demoTimes.get(name)!;
    const b = largeTimes.get(name)!;
    console.log(`${name.padEnd(38)} ${a.toFixed(3).padStart(8)} ${b.toFixed(3).padStart(8)} ${(b / a).toFixed(1).padStart(7)}`);
  }
  await callsPerPage();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
