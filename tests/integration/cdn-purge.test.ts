/**
 * The CDN in front learns each stored page's tags from its header, and is purged by the tags of a
 * change once the origin holds the new pages: one purge per wave (decision 0094). Against a stub
 * CDN on loopback that records what it is sent.
 */
import request from 'supertest';
import { readDemoContent } from '../support/demo-content';
import { startStubCdn } from '../support/stub-cdn';
import { createTestSite } from '../support/test-site';
import { within } from '../support/within';

jest.setTimeout(30_000);

const REVALIDATE_SECRET = 'revalidate-webhook-secret-for-tests';
const TOKEN = 'cdn-api-token-for-tests';
const PREVIEW_SECRET = 'preview-secret-for-tests';

async function siteBehind(kind: 'fastly' | 'cloudflare') {
  const cdn = await startStubCdn();
  const { app, logs } = await createTestSite({
    env: {
      REVALIDATE_SECRET,
      PREVIEW_SECRET,
      PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '300',
      CDN_KIND: kind,
      CDN_API_URL: cdn.url,
      CDN_SERVICE: 'svc-123',
      CDN_API_TOKEN: TOKEN,
    },
  });
  const report = (body: object) => request(app).post('/api/revalidate').set('Authorization', `Bearer ${REVALIDATE_SECRET}`).send(body);
  return { app, logs, cdn, report };
}

const aboutId = () => readDemoContent<{ id: string }>('pages/about.json').id;

describe('a CDN in front (Fastly)', () => {
  it('reads what a stored page showed from its Surrogate-Key header', async () => {
    const { app, cdn } = await siteBehind('fastly');
    const page = await request(app).get('/about').expect(200);
    const keys = (page.headers['surrogate-key'] as string).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['page', 'p:_about', `i:pages:${aboutId()}`, 'settings']));
    expect(page.headers['cache-tag']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    await cdn.close();
  });

  it('is purged by path after a revalidation of paths, and wholly after one of every page', async () => {
    const { app, cdn, report } = await siteBehind('fastly');
    await request(app).get('/about').expect(200);
    await report({ paths: ['/about', '/news'] }).expect(202);
    await within(10_000, () => cdn.purges.length > 0, 'the purge of the paths');
    // Once both are re-rendered: one purge, a tag per path (which every locale's copy of it carries).
    expect(cdn.purges.map((purge) => (purge.body as { surrogate_keys: string[] }).surrogate_keys)).toEqual([['p:_about', 'p:_news']]);

    await report({ all: true }).expect(202);
    await within(10_000, () => cdn.purges.length > 1, 'the purge of every page');
    expect((cdn.purges[1]!.body as { surrogate_keys: string[] }).surrogate_keys).toEqual(['page']);
    await cdn.close();
  });

  it("is purged by path after the preview toolbar's Revalidate", async () => {
    const { app, cdn } = await siteBehind('fastly');
    await request(app).get('/about').expect(200);
    const entered = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/about' }).expect(302);
    const cookie = (entered.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const revalidated = await request(app).get('/api/revalidate/about').set('Cookie', cookie).expect(200);
    expect(revalidated.body).toMatchObject({ revalidated: true, path: '/about', pages: 1 });
    await within(10_000, () => cdn.purges.length > 0, 'the purge of the path');
    expect(cdn.purges.map((purge) => (purge.body as { surrogate_keys: string[] }).surrogate_keys)).toEqual([['p:_about']]);
    await cdn.close();
  });

  it('is purged once per wave, by the change’s tags, after the origin re-rendered', async () => {
    const { app, cdn, report, logs } = await siteBehind('fastly');
    await request(app).get('/about').expect(200);
    await report({
      event: 'pages.items.update',
      collection: 'pages',
      keys: [aboutId()],
      payload: { title: 'New', description: 'New' },
    }).expect(202);
    await within(10_000, () => cdn.purges.length > 0, 'the purge');
    await within(10_000, () => logs.lines.some((line) => line.msg === 'CDN purged'), 'the purge logged');
    expect(cdn.purges).toHaveLength(1);
    const [purge] = cdn.purges;
    expect(purge!.path).toBe('/service/svc-123/purge');
    expect(purge!.headers['fastly-key']).toBe(TOKEN);
    expect((purge!.body as { surrogate_keys: string[] }).surrogate_keys.sort()).toEqual(
      [`i:pages:${aboutId()}`, 'i:pages', 'c:pages:title', 'c:pages:description', 'c:pages:search'].sort(),
    );
    // The wave's re-render was logged before the purge went out.
    const order = logs.lines
      .map((line) => line.msg)
      .filter((msg) => msg === 'pages of changed content re-rendered' || msg === 'CDN purged');
    expect(order).toEqual(['pages of changed content re-rendered', 'CDN purged']);
    expect(logs.text).not.toContain(TOKEN);
    await cdn.close();
  });

  it('tries again when the CDN answers an error, and logs a purge that kept failing', async () => {
    const { cdn, report, logs } = await siteBehind('fastly');
    cdn.failNext(503, 503, 503);
    await report({ tags: ['i:posts:1'] }).expect(202);
    await within(10_000, () => logs.lines.some((line) => String(line.msg).startsWith('CDN purge failed')), 'the failure logged');
    expect(cdn.purges).toHaveLength(3);
    await cdn.close();
  });
});

describe('a CDN in front (Cloudflare)', () => {
  it('reads the tags from Cache-Tag and is purged through the zone’s purge_cache', async () => {
    const { app, cdn, report } = await siteBehind('cloudflare');
    const page = await request(app).get('/about').expect(200);
    expect((page.headers['cache-tag'] as string).split(',')).toEqual(expect.arrayContaining(['page', `i:pages:${aboutId()}`]));
    await report({ tags: ['i:posts:1'] }).expect(202);
    await within(10_000, () => cdn.purges.length > 0, 'the purge');
    expect(cdn.purges[0]).toMatchObject({ path: '/zones/svc-123/purge_cache', body: { tags: ['i:posts:1', 'i:posts'] } });
    expect(cdn.purges[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await cdn.close();
  });
});

describe('CDN settings', () => {
  it.each<[Record<string, string>, string]>([
    [{ CDN_KIND: 'fastly', CDN_API_TOKEN: TOKEN, PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '60' }, 'CDN_SERVICE: is required with CDN_KIND'],
    [{ CDN_KIND: 'fastly', CDN_SERVICE: 'svc', PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '60' }, 'CDN_API_TOKEN: is required with CDN_KIND'],
    [{ CDN_KIND: 'fastly', CDN_SERVICE: 'svc', CDN_API_TOKEN: TOKEN }, 'CDN_KIND: needs PAGE_CACHE_SHARED_MAX_AGE_SECONDS above 0'],
    [{ CDN_KIND: 'akamai' }, 'CDN_KIND'],
  ])('refuse %j', async (env, message) => {
    await expect(createTestSite({ env })).rejects.toThrow(message);
  });
});
