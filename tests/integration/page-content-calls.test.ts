import request from 'supertest';
import type { ContentSource } from '../../server/sources/content/content-source';
import { createTestSite } from '../support/test-site';

/** The demo content source behind a counter of every call a render makes to it. */
async function countingSite() {
  const { sources } = await createTestSite();
  const real = sources.content;
  const calls: string[] = [];
  const content = Object.fromEntries(
    Object.entries(real).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        calls.push(`${name} ${String(args[0])}`);
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as ContentSource;
  const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0' }, sources: { content } });
  return { app, calls };
}

const reads = (calls: string[], method: string) => calls.filter((call) => call.startsWith(`${method} `));

describe('content calls per page (one loader per request)', () => {
  it('reads the items of many slots in one call per collection: the about page with 16 collection entries', async () => {
    const { app, calls } = await countingSite();
    const res = await request(app).get('/about').expect(200);
    // Both item collections ("Start here", "On the roster": eight artists) are on the page.
    expect(res.text).toContain('Start here');
    expect(res.text).toContain('On the roster');
    expect(reads(calls, 'getById')).toEqual([]);
    // Each collection once, however many of its items the page shows (21 calls when read one by one).
    const batched = reads(calls, 'getByIds');
    expect(new Set(batched).size).toBe(batched.length);
    expect(calls.length).toBeLessThanOrEqual(9);
  });

  it('makes the home page a call per collection and wave, and one per collection view', async () => {
    const { app, calls } = await countingSite();
    await request(app).get('/').expect(200);
    expect(reads(calls, 'getById')).toEqual([]);
    // The page's items in one call per collection: the hero's release with the slots' items.
    const batched = reads(calls, 'getByIds');
    expect(new Set(batched).size).toBe(batched.length);
    expect(batched).toContain('getByIds product_groups');
    // The page itself, then the six collection views listing one collection each.
    expect(reads(calls, 'list')).toEqual([
      'list pages',
      'list product_groups',
      'list products',
      'list artists',
      'list posts',
      'list events',
      'list radioShows',
    ]);
    expect(calls.length).toBeLessThanOrEqual(10);
  });
});
