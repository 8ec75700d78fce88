import type { RequestListener } from 'node:http';
import express from 'express';
import request, { type Response } from 'supertest';
import { cachedPages } from '../../server/cache/cached-pages';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache } from '../../server/cache/page-cache';
import { createSchema } from '../../server/graphql/schema';
import { requestLogging } from '../../server/http/request-logging';
import { buildInlineHashes, cspHash, entryBootstrapScript } from '../../server/http/csp-hashes';
import { securityHeaders } from '../../server/http/security';
import { createLogger } from '../../server/logger';
import { createPageRenderer, renderPage, type RenderOptions } from '../../server/render/render-page';
import { siteWithSwitchableContent } from '../support/switchable-content';
import { createTestSite, fakeAssets, LogCapture, testConfig } from '../support/test-site';
import { lastReadWithin } from '../support/within';

const nonceOf = (res: Response) => /'nonce-([\w-]+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
/** The page without what differs per response (a streamed page's nonce) and per render (its instant). */
const pageText = (html: string) => html.replace(/ nonce="[\w-]+"/g, '').replace(/"renderedAt":"[^"]+"/, '"renderedAt":""');
const cacheState = (res: Response) => res.headers['x-page-cache'];

jest.setTimeout(20_000);

const siteWithClock = siteWithSwitchableContent;

/** Background renders finish on their own; ask until the answer is the wanted state. */
async function until(app: RequestListener, path: string, wanted: string): Promise<Response> {
  const res = await lastReadWithin(
    10_000,
    () => request(app).get(path),
    (answer) => cacheState(answer) === wanted,
    20,
  );
  if (cacheState(res) !== wanted) throw new Error(`${path} never became ${wanted}`);
  return res;
}

describe('the page cache', () => {
  it('renders a page once, then answers byte-identical copies under one fixed hash-based policy', async () => {
    const { app } = await createTestSite();
    const miss = await request(app).get('/about').expect(200);
    expect(cacheState(miss)).toBe('MISS');
    const hits = [await request(app).get('/about').expect(200), await request(app).get('/about').expect(200)];
    const policy: string = miss.headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toBe(`${cspHash(entryBootstrapScript(fakeAssets.entry))} 'strict-dynamic' 'self'`);
    expect(policy).not.toMatch(/'nonce-|'unsafe-eval'/);
    for (const hit of hits) {
      expect(cacheState(hit)).toBe('HIT');
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(hit.headers['cache-control']).toBe('private, no-cache');
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(hit.headers['content-security-policy']).toBe(policy);
      expect(hit.text).toBe(miss.text);
      expect(hit.text).toMatch(/<\/html>$/);
    }
    // No nonce anywhere; the one inline script that runs is the bootstrap the policy names.
    expect(miss.text).not.toMatch(/nonce=|PAGE-CACHE-NONCE/);
    const running = [...miss.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes]) => !attributes!.includes('type="application/json"'),
    );
    expect(running.map(([, , text]) => text)).toEqual([entryBootstrapScript(fakeAssets.entry)]);
  });

  it('answers If-None-Match with 304, without a policy that would not match the kept copy', async () => {
    const { app } = await createTestSite();
    const first = await request(app).get('/about').expect(200);
    const etag: string = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await request(app).get('/about').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
    await request(app).get('/about').set('If-None-Match', 'W/"something-else"').expect(200);
  });

  it('answers HEAD from the cache without a body', async () => {
    const { app } = await createTestSite();
    await request(app).get('/about').expect(200);
    const head = await request(app).head('/about').expect(200);
    expect(cacheState(head)).toBe('HIT');
    expect(head.text ?? '').toBe('');
  });

  it('never lets unkeyed headers or tracking parameters change a cached page or its key', async () => {
    const { app } = await createTestSite();
    const poisoned = await request(app)
      .get('/releases?utm_source=evil&utm_medium=x&fbclid=1')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Host', 'evil.example')
      .set('Accept-Language', 'de-DE')
      .set('Cookie', 'session=abc; label_preview=forged')
      .set('User-Agent', 'Mozilla/5.0 (evil)')
      .expect(200);
    expect(cacheState(poisoned)).toBe('MISS');
    const plain = await request(app).get('/releases').expect(200);
    expect(cacheState(plain)).toBe('HIT'); // same key
    for (const res of [poisoned, plain]) {
      expect(res.text).not.toMatch(/evil|utm_|fbclid/);
      expect(res.text).toContain('<link rel="canonical" href="https://label.test/releases"/>');
    }
    // And what is stored is what a render without any of it gives. A stored page is a whole
    // document, as crawlers get it (a visitor's uncached render streams its deferred blocks).
    const { app: uncached } = await createTestSite({ env: { PAGE_CACHE_MB: '0' } });
    const reference = await request(uncached)
      .get('/releases')
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)')
      .expect(200);
    expect(pageText(plain.text)).toBe(pageText(reference.text));
  });

  it('keys parameters in any order alike, and different values apart', async () => {
    const { app } = await createTestSite();
    expect(cacheState(await request(app).get('/releases?page=2&view=x'))).toBe('MISS');
    expect(cacheState(await request(app).get('/releases?view=x&page=2'))).toBe('HIT');
    expect(cacheState(await request(app).get('/releases?view=x&page=3'))).toBe('MISS');
    expect(cacheState(await request(app).get('/gb/releases?page=2&view=x'))).toBe('MISS'); // another locale
  });

  it('stores only 200 pages: a 404 is rendered every time', async () => {
    const { app } = await createTestSite();
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/no/such/page').expect(404);
      expect(cacheState(res)).toBe('MISS');
      expect(res.headers.etag).toBeUndefined();
      expect(res.text).toContain('<title>Page not found</title>');
      expect(res.text).toContain(`nonce="${nonceOf(res)}"`);
    }
  });

  it('never stores an incomplete page (a source failed while it rendered)', async () => {
    const { app, content } = await siteWithClock();
    content.mode = 'failing';
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/about').expect(200);
      expect(cacheState(res)).toBe('MISS');
      expect(res.text).not.toContain('<title>About the label</title>');
    }
    content.mode = 'published';
    expect(cacheState(await request(app).get('/about'))).toBe('MISS');
    expect(cacheState(await request(app).get('/about'))).toBe('HIT');
  });

  it('serves a stale page once its TTL has passed, then the re-rendered one', async () => {
    const { app, clock, content } = await siteWithClock({ PAGE_CACHE_TTL_SECONDS: '60', PAGE_CACHE_STALE_SECONDS: '600' });
    await request(app).get('/about').expect(200);
    content.mode = 'edited';
    clock.now += 59_000;
    expect(cacheState(await request(app).get('/about'))).toBe('HIT');
    clock.now += 1_000;
    const stale = await request(app).get('/about').expect(200);
    expect(cacheState(stale)).toBe('STALE');
    expect(stale.text).toContain('<title>About the label</title>');
    const fresh = await until(app, '/about', 'HIT');
    expect(fresh.text).toContain('About the label (edited)');
  });

  it('waits for a new render once the stale window is over', async () => {
    const { app, clock, content } = await siteWithClock({ PAGE_CACHE_TTL_SECONDS: '60', PAGE_CACHE_STALE_SECONDS: '60' });
    await request(app).get('/about').expect(200);
    content.mode = 'edited';
    clock.now += 121_000;
    const res = await request(app).get('/about').expect(200);
    expect(cacheState(res)).toBe('MISS');
    expect(res.text).toContain('About the label (edited)');
  });

  it('keeps the last good page when a re-render fails', async () => {
    const { app, clock, content } = await siteWithClock({ PAGE_CACHE_TTL_SECONDS: '60', PAGE_CACHE_STALE_SECONDS: '60' });
    const good = await request(app).get('/about').expect(200);
    content.mode = 'failing';
    clock.now += 61_000;
    // /about opens with its hero since issue 14: the title is the hero's h1.
    expect((await request(app).get('/about')).text).toContain(
      '<h1 class="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">About the label</h1>',
    );
    clock.now += 120_000; // past the stale window: the visitor's own render fails too
    const res = await request(app).get('/about').expect(200);
    expect(res.text).not.toContain('This page could not be loaded');
    expect(pageText(res.text)).toBe(pageText(good.text));
  });

  it('is off with PAGE_CACHE_MB=0: every page streams from its own render', async () => {
    const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0' } });
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/about').expect(200);
      expect(cacheState(res)).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('a response that sets a cookie', () => {
  /** The render path behind a middleware that sets a cookie when asked to. */
  async function appSettingCookies() {
    const { sources } = await createTestSite();
    const options: RenderOptions = {
      schema: createSchema(),
      sources,
      assets: fakeAssets,
      env: { publicUrl: 'https://label.test', defaultLocale: 'gb', emailFormsUrl: '/email-forms' },
      renderTimeoutMs: 5_000,
    };
    const cache = new PageCache({
      store: createMemoryPageStore(8 * 1024 * 1024),
      render: createPageRenderer(options),
      ttlMs: 60_000,
      staleMs: 60_000,
    });
    const app = express();
    app.use(requestLogging(createLogger('silent', new LogCapture())));
    app.use(securityHeaders(testConfig(), buildInlineHashes(fakeAssets.entry)));
    app.use((req, res, next) => {
      if (req.get('x-test-set-cookie')) res.cookie('visitor', 'someone');
      next();
    });
    app.get('/{*path}', cachedPages(cache), renderPage(options));
    return app;
  }

  it('is rendered for its visitor and never stored', async () => {
    const app = await appSettingCookies();
    const withCookie = await request(app).get('/about').set('x-test-set-cookie', '1').expect(200);
    expect(cacheState(withCookie)).toBe('BYPASS');
    expect(withCookie.headers['set-cookie']).toBeDefined();
    expect(cacheState(await request(app).get('/about'))).toBe('MISS');
    expect(cacheState(await request(app).get('/about'))).toBe('HIT');
    // Nor is a kept page handed to a response that sets a cookie.
    expect(cacheState(await request(app).get('/about').set('x-test-set-cookie', '1'))).toBe('BYPASS');
  });
});
