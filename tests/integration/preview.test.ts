import { print } from 'graphql';
import request, { type Response } from 'supertest';
import { PREVIEW_COOKIE, previewSigningKey, signPreviewCookie } from '../../server/http/preview-cookie';
import { PAGES_PROFILE } from '../../shared/graphql/pages-profile';
import { siteWithSwitchableContent } from '../support/switchable-content';
import { createTestSite } from '../support/test-site';
import { within } from '../support/within';

jest.setTimeout(20_000);

const PREVIEW_SECRET = 'preview-link-secret-for-tests';
const REVALIDATE_SECRET = 'revalidate-webhook-secret-for-tests';
const env = { PREVIEW_SECRET, REVALIDATE_SECRET };
const cacheState = (res: Response) => res.headers['x-page-cache'];
const siteEnv = (res: Response) =>
  JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}').env;

const previewSite = (extraEnv: Record<string, string> = {}) => siteWithSwitchableContent({ ...env, ...extraEnv });

/** Enters preview the way an editor does and returns the cookie header to send back. */
async function enterPreview(app: Parameters<typeof request>[0], path = '/'): Promise<string> {
  const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path }).expect(302);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))!;
  return cookie.split(';')[0]!;
}

describe('entering and leaving preview', () => {
  it('sets a signed, expiring, HttpOnly cookie and redirects to the page', async () => {
    const { app } = await previewSite();
    const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/releases?format=ep' }).expect(302);
    expect(res.headers.location).toBe('/releases?format=ep');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=v1\\.\\d+\\.[\\w-]{43};`));
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure'); // PUBLIC_URL is https
    expect(cookie).toContain('SameSite=Lax');
  });

  it('sends the cookie without Secure on a plain-http site', async () => {
    const { app } = await previewSite({ PUBLIC_URL: 'http://localhost:3000' });
    const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET }).expect(302);
    expect(res.headers.location).toBe('/');
    expect((res.headers['set-cookie'] as unknown as string[])[0]).not.toContain('Secure');
  });

  it('refuses a wrong or missing secret, and never logs the secret', async () => {
    const { app, logs } = await previewSite();
    const wrong = await request(app).get('/api/preview').query({ secret: 'not-the-secret', path: '/' }).expect(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const missing = await request(app).get('/api/preview').query({ path: '/' }).expect(400);
    expect(missing.body).toEqual({ error: 'Invalid query', fields: ['secret'] });
    await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET }).expect(302);
    expect(logs.text).not.toContain(PREVIEW_SECRET);
    expect(logs.text).not.toContain('not-the-secret');
    expect(logs.text).toContain('secret=[redacted]');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '///evil.example',
    '',
  ])('refuses to redirect off the site: %j', async (path) => {
    const { app } = await previewSite();
    const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path }).expect(400);
    expect(res.body).toEqual({ error: 'Invalid query', fields: ['path'] });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses repeated or unknown parameters', async () => {
    const { app } = await previewSite();
    await request(app).get(`/api/preview?secret=${PREVIEW_SECRET}&secret=${PREVIEW_SECRET}`).expect(400);
    const extra = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, next: '//evil' }).expect(400);
    expect(extra.body.fields).toEqual(['next']);
  });

  it('is not there without PREVIEW_SECRET', async () => {
    const { app } = await createTestSite();
    await request(app).get('/api/preview').query({ secret: 'anything-at-all-here', path: '/' }).expect(404);
  });

  it('exits by clearing the cookie and going home', async () => {
    const { app } = await previewSite();
    const res = await request(app).get('/api/exit-preview').expect(302);
    expect(res.headers.location).toBe('/');
    const cleared = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cleared).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(cleared).toContain('HttpOnly');
  });
});

describe('pages in preview', () => {
  it('shows drafts, bypasses the cache, is private and no-store, and carries the toolbar', async () => {
    const { app } = await previewSite();
    const cookie = await enterPreview(app, '/tour');
    const res = await request(app).get('/tour').set('Cookie', cookie).expect(200);
    expect(res.text).toContain('Tour announcement');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(cacheState(res)).toBe('BYPASS');
    expect(res.headers.etag).toBeUndefined();
    expect(siteEnv(res).preview).toBe(true);
    expect(res.text).toContain('aria-label="Preview toolbar"');
    expect(res.text).toMatch(/<button type="button" aria-disabled="false"[^>]*>Revalidate<\/button>/);
    expect(res.text).toMatch(/<a href="\/api\/exit-preview"[^>]*>Exit Preview<\/a>/);
    // Streamed with the response's nonce, like any uncached page.
    const nonce = /'nonce-([\w-]+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    expect(res.text).toContain(`nonce="${nonce}"`);
  });

  it('never stores what preview rendered, nor shows drafts or the toolbar to the public', async () => {
    const { app } = await previewSite();
    const cookie = await enterPreview(app);
    await request(app).get('/about').set('Cookie', cookie).expect(200);
    await request(app).get('/tour').set('Cookie', cookie).expect(200);
    const about = await request(app).get('/about').expect(200);
    expect(cacheState(about)).toBe('MISS');
    expect(about.text).not.toContain('Preview toolbar');
    expect(siteEnv(about).preview).toBeUndefined();
    await request(app).get('/tour').expect(404);
  });

  it('gives a forged, tampered or expired cookie no drafts and no cache bypass', async () => {
    const { app, clock } = await previewSite();
    await request(app).get('/about').expect(200); // cached
    const forged = signPreviewCookie(previewSigningKey('some-other-preview-secret', null), clock.now, 3_600);
    const real = (await enterPreview(app)).split('=')[1]!;
    const [, expiry, mac] = real.split('.');
    const tampered = `v1.${Number(expiry) + 1}.${mac}`;
    for (const value of [forged, tampered, 'true', '1']) {
      const cookie = `${PREVIEW_COOKIE}=${value}`;
      await request(app).get('/tour').set('Cookie', cookie).expect(404);
      const about = await request(app).get('/about').set('Cookie', cookie).expect(200);
      expect(cacheState(about)).toBe('HIT');
      expect(about.text).not.toContain('Preview toolbar');
    }
    // The real one expires with the session.
    const cookie = `${PREVIEW_COOKIE}=${real}`;
    await request(app).get('/tour').set('Cookie', cookie).expect(200);
    clock.now += 3_600_000;
    await request(app).get('/tour').set('Cookie', cookie).expect(404);
    const expired = await request(app).get('/about').set('Cookie', cookie).expect(200);
    expect(cacheState(expired)).not.toBe('BYPASS'); // through the cache (re-rendered: the clock moved an hour)
    expect(expired.text).not.toContain('Preview toolbar');
  });

  it("answers the browser's GraphQL queries with drafts in preview only", async () => {
    const { app } = await previewSite();
    const cookie = await enterPreview(app);
    const body = { query: print(PAGES_PROFILE), variables: { path: '/tour' }, operationName: 'PagesProfile' };
    const preview = await request(app).post('/graphql').set('Cookie', cookie).send(body).expect(200);
    expect(preview.body.data.pages[0].title).toBe('Tour announcement');
    const publicAnswer = await request(app).post('/graphql').send(body).expect(200);
    expect(publicAnswer.body.data.pages).toEqual([]);
  });
});

describe('revalidating from the toolbar', () => {
  it('needs the preview cookie', async () => {
    const { app } = await previewSite();
    const res = await request(app).get('/api/revalidate/about').expect(401);
    expect(res.body).toEqual({ error: 'Preview mode required' });
    await request(app)
      .get('/api/revalidate/about')
      .set('Cookie', `${PREVIEW_COOKIE}=v1.1.${'A'.repeat(43)}`)
      .expect(401);
  });

  it('re-renders the path in every locale and query, and the public sees the edit', async () => {
    const { app, content } = await previewSite();
    for (const path of ['/about', '/gb/about', '/us/about?ref=1', '/releases']) await request(app).get(path).expect(200);
    content.mode = 'edited';
    const cookie = await enterPreview(app);
    const res = await request(app).get('/api/revalidate/gb/about').set('Cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ revalidated: true, path: '/about', pages: 3, failed: 0 });
    for (const path of ['/about', '/gb/about', '/us/about?ref=1']) {
      const page = await request(app).get(path).expect(200);
      expect(cacheState(page)).toBe('HIT');
      expect(page.text).toContain('About the label (edited)');
    }
    const other = await request(app).get('/releases');
    expect(cacheState(other)).toBe('HIT');
    expect(other.text).not.toContain('(edited)');
  });

  it('revalidates the home page at /api/revalidate and /api/revalidate/', async () => {
    const { app } = await previewSite();
    await request(app).get('/').expect(200);
    const cookie = await enterPreview(app);
    expect((await request(app).get('/api/revalidate').set('Cookie', cookie).expect(200)).body).toMatchObject({ path: '/', pages: 1 });
    expect((await request(app).get('/api/revalidate/').set('Cookie', cookie).expect(200)).body).toMatchObject({ path: '/', pages: 1 });
  });

  it('keeps the last good page when the re-render fails', async () => {
    const { app, content } = await previewSite();
    const good = await request(app).get('/about').expect(200);
    content.mode = 'failing';
    const cookie = await enterPreview(app);
    expect((await request(app).get('/api/revalidate/about').set('Cookie', cookie).expect(200)).body).toMatchObject({ pages: 1, failed: 1 });
    const after = await request(app).get('/about').expect(200);
    expect(cacheState(after)).toBe('STALE');
    expect(after.headers.etag).toBe(good.headers.etag);
    expect(after.text).toContain('<title>About the label</title>');
  });
});

describe('the revalidation webhook', () => {
  const post = (app: Parameters<typeof request>[0], body: unknown, secret: string | null = REVALIDATE_SECRET) => {
    const req = request(app).post('/api/revalidate');
    if (secret !== null) req.set('Authorization', `Bearer ${secret}`);
    return typeof body === 'string' ? req.set('Content-Type', 'application/json').send(body) : req.send(body as object);
  };

  it('refuses a wrong or missing secret before reading the body', async () => {
    const { app, logs } = await previewSite();
    const wrong = await post(app, { all: true }, 'not-the-webhook-secret').expect(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="revalidate"');
    await post(app, { all: true }, null).expect(401);
    await request(app).post('/api/revalidate').set('Authorization', REVALIDATE_SECRET).send({ all: true }).expect(401);
    await post(app, '{not json', 'not-the-webhook-secret').expect(401);
    expect(logs.text).not.toContain(REVALIDATE_SECRET);
  });

  it.each<[unknown, string[]]>([
    [{}, ['paths', 'all', 'tags']],
    [{ paths: [] }, ['paths']],
    [{ paths: ['about'] }, ['paths.0']],
    [{ paths: ['/ok', '//evil.example', '/x?y=1'] }, ['paths.1', 'paths.2']],
    [{ paths: '/about' }, ['paths']],
    [{ all: false }, ['all']],
    [{ all: true, paths: ['/about'] }, ['paths', 'all', 'tags']],
    [{ all: true, extra: 1 }, ['extra']],
    ['{not json', ['body']],
    ['[]', ['body']],
  ])('answers a bad body %j with 400 naming the fields', async (body, fields) => {
    const { app } = await previewSite();
    const res = await post(app, body).expect(400);
    expect(res.body).toEqual({ error: 'Invalid body', fields });
  });

  it('re-renders the listed paths in the background', async () => {
    const { app, content } = await previewSite();
    await request(app).get('/about').expect(200);
    content.mode = 'edited';
    const res = await post(app, { paths: ['/about', '/eu/about', '/not-cached'] }).expect(202);
    expect(res.body).toEqual({ accepted: true, paths: ['/about', '/not-cached'] });
    await within(10_000, async () => (await request(app).get('/about')).text.includes('About the label (edited)'), 'the page re-rendered');
  });

  it('turns every cached page stale with {"all": true}', async () => {
    const { app, logs } = await previewSite();
    await request(app).get('/about').expect(200);
    await request(app).get('/releases').expect(200);
    expect((await post(app, { all: true }).expect(202)).body).toEqual({ accepted: true, all: true });
    // The marking runs after the answer: its log line says when it is done.
    await within(10_000, () => logs.lines.some((line) => line.msg === 'revalidated every page'), 'every page marked stale');
    expect(cacheState(await request(app).get('/about'))).toBe('STALE');
    expect(cacheState(await request(app).get('/releases'))).toBe('STALE');
  });

  it('is not there without REVALIDATE_SECRET', async () => {
    const { app } = await createTestSite();
    await request(app).post('/api/revalidate').set('Authorization', 'Bearer anything-at-all-here').send({ all: true }).expect(404);
  });
});
