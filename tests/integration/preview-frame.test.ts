/**
 * Preview inside the CMS (decision 0096): Directus's live preview pane frames the site. Only preview
 * responses and the preview link itself may be framed, by the origins of PREVIEW_FRAME_ORIGINS; every
 * public and stored page keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`. The preview cookie
 * must reach the site inside that cross-site frame, and preview responses are never stored, tagged or
 * indexed.
 */
import request, { type Response } from 'supertest';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import type { PageStore } from '../../server/cache/page-store';
import { PREVIEW_COOKIE } from '../../server/http/preview-cookie';
import { createTestSite } from '../support/test-site';

jest.setTimeout(20_000);

const PREVIEW_SECRET = 'preview-link-secret-for-tests';
const CMS = 'https://cms.label.test';
const framedBy = (res: Response) => /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1];
const setCookies = (res: Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const previewCookieOf = (res: Response) => setCookies(res).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`));

/** A page store that remembers every key written to it. */
function recordingStore(): PageStore & { written: string[] } {
  const store = createMemoryPageStore(32 * 1024 * 1024);
  const written: string[] = [];
  return {
    ...store,
    written,
    async set(key, page) {
      written.push(key);
      await store.set(key, page);
    },
  };
}

async function framedPreviewSite(env: Record<string, string> = {}) {
  const pageStore = recordingStore();
  const site = await createTestSite({
    env: { PREVIEW_SECRET, PREVIEW_FRAME_ORIGINS: CMS, ...env },
    deps: { pageStore },
  });
  return { ...site, pageStore };
}

async function enterPreview(app: Parameters<typeof request>[0], path = '/'): Promise<string> {
  const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path }).expect(302);
  return previewCookieOf(res)!.split(';')[0]!;
}

describe('framing by the CMS', () => {
  it('lets the configured origin frame a page in preview, with no X-Frame-Options to overrule it', async () => {
    const { app } = await framedPreviewSite();
    const cookie = await enterPreview(app, '/tour');
    const res = await request(app).get('/tour').set('Cookie', cookie).expect(200);
    expect(res.text).toContain('aria-label="Preview toolbar"');
    expect(framedBy(res)).toBe(`'self' ${CMS}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is the one every page has.
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*'nonce-[\w-]+'/);
    // A page missing in preview too: the pane shows the site's 404, not a refusal.
    const missing = await request(app).get('/no-such-page').set('Cookie', cookie).expect(404);
    expect(framedBy(missing)).toBe(`'self' ${CMS}`);
    expect(missing.headers['x-frame-options']).toBeUndefined();
  });

  it('lets the preview link itself be framed, its refusals included', async () => {
    const { app } = await framedPreviewSite();
    const entered = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/about' }).expect(302);
    expect(framedBy(entered)).toBe(`'self' ${CMS}`);
    expect(entered.headers['x-frame-options']).toBeUndefined();
    const refused = await request(app).get('/api/preview').query({ secret: 'not-the-preview-secret', path: '/about' }).expect(401);
    expect(framedBy(refused)).toBe(`'self' ${CMS}`);
    expect(refused.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps every public page, rendered or stored, unframeable', async () => {
    const { app } = await framedPreviewSite();
    const miss = await request(app).get('/about').expect(200);
    expect(miss.headers['x-page-cache']).toBe('MISS');
    const hit = await request(app).get('/about').expect(200);
    expect(hit.headers['x-page-cache']).toBe('HIT');
    // An editor's forged or expired cookie reaches Express, which answers the stored page.
    const forged = await request(app)
      .get('/about')
      .set('Cookie', `${PREVIEW_COOKIE}=v1.1.${'A'.repeat(43)}`)
      .expect(200);
    expect(forged.headers['x-page-cache']).toBe('HIT');
    // A page that is never stored (a 404) is rendered with its own nonce, and keeps the same rule.
    const missing = await request(app).get('/no-such-page').expect(404);
    for (const res of [miss, hit, forged, missing]) {
      expect(framedBy(res)).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // Nor anything else outside preview.
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(framedBy(sitemap)).toBe("'none'");
    expect(sitemap.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps a stored page unframeable after preview rendered the same path', async () => {
    const { app } = await framedPreviewSite();
    const cookie = await enterPreview(app, '/about');
    await request(app).get('/about').set('Cookie', cookie).expect(200);
    await request(app).get('/about').expect(200);
    const hit = await request(app).get('/about').expect(200);
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(framedBy(hit)).toBe("'none'");
    expect(hit.headers['x-frame-options']).toBe('DENY');
  });

  it('frames nothing when no origin is configured', async () => {
    const { app } = await framedPreviewSite({ PREVIEW_FRAME_ORIGINS: '' });
    const entered = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/tour' }).expect(302);
    expect(framedBy(entered)).toBe("'none'");
    const cookie = previewCookieOf(entered)!.split(';')[0]!;
    const res = await request(app).get('/tour').set('Cookie', cookie).expect(200);
    expect(framedBy(res)).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the preview cookie inside the frame', () => {
  it('is SameSite=None, Secure and Partitioned on an https site, and is cleared with the same attributes', async () => {
    const { app } = await framedPreviewSite();
    const entered = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/' }).expect(302);
    const cookie = previewCookieOf(entered)!;
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=v1\\.\\d+\\.[\\w-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Partitioned');
    expect(cookie).toContain('Path=/');
    const exit = await request(app).get('/api/exit-preview').set('Cookie', cookie.split(';')[0]!).expect(302);
    const cleared = previewCookieOf(exit)!;
    expect(cleared).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) expect(cleared).toContain(attribute);
  });

  it('stays SameSite=Lax over plain http (Directus and the site on one machine are the same site)', async () => {
    const { app } = await framedPreviewSite({ PUBLIC_URL: 'http://127.0.0.1:3000', PREVIEW_FRAME_ORIGINS: 'http://127.0.0.1:8055' });
    const entered = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/' }).expect(302);
    expect(framedBy(entered)).toBe("'self' http://127.0.0.1:8055");
    const cookie = previewCookieOf(entered)!;
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain('Partitioned');
    const cleared = previewCookieOf(await request(app).get('/api/exit-preview').expect(302))!;
    expect(cleared).toContain('SameSite=Lax');
    expect(cleared).not.toContain('Partitioned');
  });

  it('stays SameSite=Lax when nothing may frame preview', async () => {
    const { app } = await framedPreviewSite({ PREVIEW_FRAME_ORIGINS: '' });
    const cookie = previewCookieOf(await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET }).expect(302))!;
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Partitioned');
  });
});

describe('preview responses are never stored, tagged or indexed', () => {
  const cdn = {
    CDN_KIND: 'fastly',
    CDN_SERVICE: 'svc-123',
    CDN_API_TOKEN: 'cdn-api-token-for-tests',
    PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '60',
  };

  it('answers preview pages private and no-store, noindex, past the cache, with no CDN tags', async () => {
    const { app, pageStore } = await framedPreviewSite(cdn);
    const cookie = await enterPreview(app, '/about');
    for (const path of ['/about', '/tour', '/releases', '/gb/about?ref=1']) {
      const res = await request(app).get(path).set('Cookie', cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['x-page-cache']).toBe('BYPASS');
      expect(res.headers['surrogate-key']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
    const head = await request(app).head('/about').set('Cookie', cookie).expect(200);
    expect(head.headers['cache-control']).toBe('private, no-store');
    expect(head.headers['x-robots-tag']).toBe('noindex');
    expect(pageStore.written).toEqual([]);

    // The public page is rendered for the public, stored once, and tagged then.
    const publicPage = await request(app).get('/about').expect(200);
    expect(publicPage.headers['x-page-cache']).toBe('MISS');
    expect(publicPage.headers['x-robots-tag']).toBeUndefined();
    expect(publicPage.text).not.toContain('Preview toolbar');
    expect(pageStore.written).toHaveLength(1);
    const hit = await request(app).get('/about').expect(200);
    expect(hit.headers['surrogate-key']).toMatch(/^page /);
  });
});
