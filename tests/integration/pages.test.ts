import request from 'supertest';
import type { ContentSource } from '../../server/sources/content/content-source';
import { createTestSite } from '../support/test-site';

function scriptSrc(csp: string): string {
  return csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

describe('page rendering', () => {
  it('streams the home page with its content, head tags and data', async () => {
    // Streaming is for pages not kept by the page cache (a kept page is sent whole).
    const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0' } });
    const res = await request(app).get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(res.text).toMatch(/<h1 class="[^"]*">Lumen Tide<\/h1>/);
    expect(res.text).toContain('<title>Lumen Tide</title>');
    expect(res.text).toContain('<meta name="description" content="New music, artists, radio and events from the Lumen Tide label."/>');
    expect(res.text).toContain('<link rel="canonical" href="https://label.test/"/>');
    expect(res.text).toContain('<meta property="og:url" content="https://label.test/"/>');
    expect(res.text).toContain('<meta property="og:title" content="Lumen Tide"/>');
    // Head tags are in <head>, before the body starts streaming.
    expect(res.text.indexOf('<title>')).toBeLessThan(res.text.indexOf('<body>'));
  });

  it('links the entry, the route chunks and the stylesheet of a streamed page, all carrying the response nonce', async () => {
    // A streamed page (never stored) carries a nonce; a stored one none (tests/integration/page-cache.test.ts).
    const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0' } });
    const res = await request(app).get('/about').expect(200);
    const nonce = /'nonce-([\w-]+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toMatch(/^[\w-]{24}$/);
    // The entry is loaded by the bootstrap script the policy also names by hash (decision 0029).
    expect(res.text).toContain(`<link rel="modulepreload" href="/assets/entry-TEST.js" nonce="${nonce}"/>`);
    expect(res.text).toContain(`<script nonce="${nonce}" id="_R_">import("/assets/entry-TEST.js");</script>`);
    expect(res.text).toContain(`<link rel="modulepreload" href="/assets/content-page-TEST.js" nonce="${nonce}"/>`);
    expect(res.text).toContain(`<link rel="modulepreload" href="/assets/chunks/chunk-SHARED.js" nonce="${nonce}"/>`);
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/styles-test.css"');
    // Every script element carries the nonce or is non-executable JSON.
    for (const tag of res.text.match(/<script[^>]*>/g) ?? []) {
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/json"')).toBe(true);
    }
  });

  it('gives every streamed response a fresh nonce', async () => {
    const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0' } });
    const a = await request(app).get('/');
    const b = await request(app).get('/');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('embeds the Apollo state as escaped, non-executable JSON the browser restores', async () => {
    // The whole-document client's (decision 0118: the islands client's pages carry no results).
    const { app } = await createTestSite({ env: { CLIENT_HYDRATION: 'document' } });
    const res = await request(app).get('/about').expect(200);
    const block = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    const data = JSON.parse(block);
    expect(data.env).toEqual({
      publicUrl: 'https://label.test',
      defaultLocale: 'gb',
      emailFormsUrl: '/email-forms',
      analyticsHost: '',
      tagManager: null,
      contactStores: {
        music: { name: 'Lumen Tide Music Store', url: 'https://music.lumentide.example', supportEmail: 'support@music.lumentide.example' },
        merch: { name: 'Lumen Tide Store', url: 'https://store.lumentide.example', supportEmail: 'support@store.lumentide.example' },
      },
      // No STORE_URL: the basket calls the embedded store on this site.
      storeUrl: '/store',
    });
    expect(Date.parse(data.renderedAt)).toBeGreaterThan(0);
    expect(data.results['SiteSettings:{}'].site_settings.siteName).toBe('Lumen Tide');
    expect(data.results['PagesProfile:{"path":"/about"}'].pages[0].title).toBe('About the label');
    expect(data.assets.modulePreloads).toEqual(['/assets/entry-TEST.js', '/assets/content-page-TEST.js', '/assets/chunks/chunk-SHARED.js']);
  });

  it('keeps content that looks like markup inside the state block', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { sources } = await createTestSite();
    const real = sources.content;
    const content: ContentSource = {
      ...real,
      getSiteSettings: async (options) => ({ ...(await real.getSiteSettings(options)), siteName: hostile }),
      list: (async (collection, query, options) =>
        collection === 'pages'
          ? [
              {
                id: 'p',
                status: 'published',
                path: '/x',
                title: hostile,
                description: 's',
                blocks: [{ id: 'b', type: 'paragraph', data: { text: hostile } }],
              },
            ]
          : real.list(collection, query, options)) as ContentSource['list'],
    };
    // Both clients (decision 0118); the whole-document one's state block holds the content as data.
    for (const client of ['islands', 'document']) {
      const { app } = await createTestSite({ sources: { content }, env: { CLIENT_HYDRATION: client } });
      const res = await request(app).get('/x').expect(200);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      if (client === 'islands') continue;
      const block = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
      expect(JSON.parse(block).results['PagesProfile:{"path":"/x"}'].pages[0].title).toBe(hostile);
    }
  });

  it('answers an unknown path with 404 and a real page', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/no/such/page').expect(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<title>Page not found</title>');
    expect(res.text).toContain('Go to the home page');
    expect(res.text).toContain('Lumen Tide'); // inside the frame
  });

  it('offers a search form (a GET to /search) and the latest releases on the 404', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/no/such/page').expect(404);
    const form = /<form [^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/<input [^>]*name="q"/);
    const latest = res.text.slice(res.text.indexOf('data-latest-releases'));
    expect(latest).toContain('Latest releases');
    expect(new Set([...latest.matchAll(/href="(\/products\/[^"]+)"/g)].map((m) => m[1])).size).toBeGreaterThanOrEqual(4);
  });

  it('never shows a draft to the public', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/tour').expect(404);
    expect(res.text).not.toContain('Tour announcement');
  });

  it('compresses pages for clients that accept it', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends crawlers the same complete document', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/about').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(res.text).toContain('About the label');
    expect(res.text).toMatch(/<\/html>$/);
  });

  it('answers other methods on pages with 405', async () => {
    const { app } = await createTestSite();
    const res = await request(app).post('/about').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the standard hardening headers', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/').expect(200);
    const csp: string = res.headers['content-security-policy'] ?? '';
    const scripts = scriptSrc(csp);
    // A cached page: the build's hashes, no nonce (decision 0029).
    expect(scripts).toMatch(/^script-src 'sha256-[\w+/=]+' 'strict-dynamic' 'self'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain('upgrade-insecure-requests'); // the public URL is https
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not upgrade requests when the site is served over plain http', async () => {
    const { app } = await createTestSite({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    const res = await request(app).get('/healthz');
    const page = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('trusts exactly the configured number of proxy hops', async () => {
    // One sign-up per client: a second one from the same client is refused, so the answers show
    // which address the site took for the client (the chain ends at the proxy next to the site).
    const secondFromAnotherClientAccepted = async (hops?: string) => {
      const { app } = await createTestSite({ env: { SIGNUP_RATE_LIMIT: '1', ...(hops ? { TRUST_PROXY_HOPS: hops } : {}) } });
      const signUp = (chain: string, email: string) =>
        request(app).post('/email-forms/proc.php').set('X-Forwarded-For', chain).type('form').send({ f: '12', email });
      expect((await signUp('203.0.113.70, 198.51.100.9', `hops${hops}a@example.com`)).status).toBe(200);
      return (await signUp('203.0.113.71, 198.51.100.9', `hops${hops}b@example.com`)).status === 200;
    };
    expect(await secondFromAnotherClientAccepted()).toBe(false); // the socket's address
    expect(await secondFromAnotherClientAccepted('1')).toBe(false); // the proxy's
    expect(await secondFromAnotherClientAccepted('2')).toBe(true); // the clients'
  });
});

describe('locale prefixes', () => {
  it('serves the same page under /us, /gb and /eu with links that keep the prefix', async () => {
    const { app } = await createTestSite();
    for (const locale of ['us', 'gb', 'eu']) {
      const res = await request(app).get(`/${locale}/about`).expect(200);
      expect(res.text).toContain('About the label');
      expect(res.text).toContain(`href="/${locale}/releases"`);
    }
  });

  it('does not treat other two-letter segments as locales', async () => {
    const { app } = await createTestSite();
    await request(app).get('/fr/about').expect(404);
  });
});
