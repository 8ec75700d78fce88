import http, { type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { PREVIEW_COOKIE, previewSigningKey, signPreviewCookie } from '../../server/http/preview-cookie';
import type { ContentSource } from '../../server/sources/content/content-source';
import { SourceUnavailableError } from '../../server/sources/resilience/source-unavailable';
import { createTestSite } from '../support/test-site';

jest.setTimeout(20_000);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a real socket, the body as sent (supertest would decode it). */
async function raw(app: RequestListener, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers: { Connection: 'close', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

/** Headers of the moment: they differ between any two answers. */
const MOMENT = new Set(['date', 'x-request-id', 'x-page-cache', 'age', 'connection', 'keep-alive']);
const lasting = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !MOMENT.has(name)));

/**
 * The embedded content with a count of reads: a render reads the pages collection and the site
 * settings (its frame); a HEAD's existence check reads the pages collection only.
 */
async function countingSite(env: Record<string, string> = {}, clock?: { now: number }) {
  const base = await createTestSite();
  const reads = { pages: 0, settings: 0 };
  const content: ContentSource = {
    ...base.sources.content,
    list: async (collection, query, options) => {
      if (collection === 'pages') reads.pages++;
      return base.sources.content.list(collection, query, options);
    },
    getSiteSettings: async (options) => {
      reads.settings++;
      return base.sources.content.getSiteSettings(options);
    },
  };
  const site = await createTestSite({ env, sources: { content }, deps: clock ? { clock: () => clock.now } : {} });
  return { ...site, reads };
}

describe('the fast path for stored pages', () => {
  it('answers a hit with the same headers as the miss that stored it, ahead of Express', async () => {
    const { app, logs } = await countingSite();
    const miss = await raw(app, '/about');
    const hit = await raw(app, '/about');
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
    expect(Object.keys(hit.headers).sort()).toEqual(Object.keys(miss.headers).sort());
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(hit.headers['content-security-policy']).toMatch(/script-src 'sha256-[\w+/=]+' 'strict-dynamic' 'self'/);
    expect(/script-src[^;]*/.exec(String(hit.headers['content-security-policy']))?.[0]).not.toContain("'unsafe-inline'");
    expect(hit.headers['strict-transport-security']).toBeDefined();
    expect(hit.headers['x-frame-options']).toBe('DENY');
    // The hit's access log line is the fast path's (the request logger never saw it).
    const lines = logs.lines.filter((line) => line.msg === 'request completed');
    expect(lines.map((line) => line.pageCache)).toEqual([undefined, 'hit']);
    expect(lines[1]).toMatchObject({ req: { id: hit.headers['x-request-id'], method: 'GET', url: '/about' }, res: { statusCode: 200 } });
  });

  it('never writes a secret of the address to its access log line', async () => {
    const { app, logs } = await countingSite();
    await raw(app, '/about?token=abc123');
    const hit = await raw(app, '/about?token=abc123', { Cookie: 'session=private-value' });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    const line = logs.lines.find((entry) => entry.pageCache === 'hit');
    expect(line).toMatchObject({ req: { url: '/about?token=[redacted]' } });
    expect(logs.text).not.toMatch(/abc123|private-value/);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', undefined],
    ['', undefined],
  ])('sends the stored encoding a request accepts (Accept-Encoding %p → %p)', async (accept, encoding) => {
    const { app } = await countingSite();
    const identity = (await raw(app, '/releases')).body;
    const hit = await raw(app, '/releases', accept ? { 'Accept-Encoding': accept } : {});
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe(encoding);
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    const decoded = encoding === 'br' ? brotliDecompressSync(hit.body) : encoding === 'gzip' ? gunzipSync(hit.body) : hit.body;
    expect(decoded.equals(identity)).toBe(true);
    if (encoding) expect(hit.body.length).toBeLessThan(identity.length / 4);
  });

  it('echoes the request id, answers If-None-Match with 304 and HEAD without a body', async () => {
    const { app } = await countingSite();
    const first = await raw(app, '/about');
    const etag = first.headers.etag!;
    const revalidated = await raw(app, '/about', { 'If-None-Match': etag, 'X-Request-Id': 'lb-1234' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['x-request-id']).toBe('lb-1234');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const head = await raw(app, '/about', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('carries Age, the seconds since the page was rendered', async () => {
    const clock = { now: Date.now() };
    const { app } = await countingSite({ PAGE_CACHE_TTL_SECONDS: '60' }, clock);
    expect((await raw(app, '/about')).headers.age).toBe('0');
    clock.now += 42_400;
    expect((await raw(app, '/about')).headers.age).toBe('42');
  });

  it('tells keep-alive clients to reconnect elsewhere once the listener has closed', async () => {
    const { app, lifecycle } = await countingSite();
    await raw(app, '/about');
    lifecycle.startDraining();
    const draining = await raw(app, '/about', { Connection: 'keep-alive' });
    expect(draining.headers.connection).toBe('keep-alive');
    lifecycle.closeConnections();
    const hit = await raw(app, '/about', { Connection: 'keep-alive' });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers.connection).toBe('close');
  });

  it('leaves requests with a preview cookie to Express: a verified one bypasses the cache', async () => {
    const secret = 'preview-link-secret-for-tests';
    const { app, logs } = await countingSite({ PREVIEW_SECRET: secret });
    await raw(app, '/about');
    const forged = await raw(app, '/about', { Cookie: `${PREVIEW_COOKIE}=v1.9999999999.forged` });
    expect(forged.headers['x-page-cache']).toBe('HIT'); // not preview: the stored page, sent by Express
    const viaExpress = logs.lines.filter((line) => line.msg === 'request completed' && line.pageCache === undefined);
    expect(viaExpress).toHaveLength(2);
    const cookie = signPreviewCookie(previewSigningKey(secret, null), Date.now(), 3_600);
    const preview = await raw(app, '/about', { Cookie: `${PREVIEW_COOKIE}=${cookie}` });
    expect(preview.headers['x-page-cache']).toBe('BYPASS');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['content-security-policy']).toMatch(/'nonce-[\w-]+'/);
  });

  it('lets a shared cache keep stored pages only when configured; errors and previews stay private', async () => {
    const { app } = await countingSite({ PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '30', PAGE_CACHE_SHARED_STALE_SECONDS: '300' });
    const miss = await raw(app, '/about');
    const hit = await raw(app, '/about');
    for (const res of [miss, hit]) expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect((await raw(app, '/no/such/page')).headers['cache-control']).toBe('private, no-cache');
  });
});

describe('plain http behind an https site', () => {
  it('leaves a stored page requested over plain http to Express, which redirects it to https', async () => {
    const { app } = await countingSite({ PUBLIC_URL: 'https://label.test', TRUST_PROXY_HOPS: '1' });
    const stored = await raw(app, '/about', { 'X-Forwarded-Proto': 'https' });
    expect(stored.status).toBe(200);
    expect((await raw(app, '/about', { 'X-Forwarded-Proto': 'https' })).headers['x-page-cache']).toBe('HIT');
    for (const method of ['GET', 'HEAD']) {
      const plain = await raw(app, '/about?utm_source=x', { 'X-Forwarded-Proto': 'http' }, method);
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe('https://label.test/about?utm_source=x');
      expect(plain.headers['x-page-cache']).toBeUndefined();
      expect(plain.body.length).toBeLessThan(stored.body.length);
    }
  });
});

describe('HEAD', () => {
  it('never renders: a page not stored gets headers only, and nothing is stored', async () => {
    const { app, reads } = await countingSite();
    const head = await request(app).head('/about').expect(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['x-page-cache']).toBe('MISS');
    expect(head.headers.etag).toBeUndefined();
    // No render (it would read the frame's settings); one read of the pages collection: does it exist?
    expect(reads.settings).toBe(0);
    expect(reads.pages).toBe(1);
    expect((await request(app).get('/about')).headers['x-page-cache']).toBe('MISS');
    expect(reads.settings).toBeGreaterThan(0);
  });

  it('never renders with the cache off either', async () => {
    const { app, reads } = await countingSite({ PAGE_CACHE_MB: '0' });
    await request(app).head('/releases').expect(200);
    expect(reads.settings).toBe(0);
    expect(reads.pages).toBe(1);
  });

  it('answers 404 without rendering for an address no content page has, as its GET would', async () => {
    for (const env of [{}, { PAGE_CACHE_MB: '0' }] as Record<string, string>[]) {
      const { app, reads } = await countingSite(env);
      for (const path of ['/no-such-page', '/gb/no-such-page', '/about/more']) {
        const head = await request(app).head(path).expect(404);
        expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(head.headers['cache-control']).toBe('private, no-cache');
      }
      expect(reads.settings).toBe(0);
      await request(app).get('/no-such-page').expect(404);
      await request(app).head('/gb/about').expect(200);
    }
  });

  it('answers 503 with Retry-After, not 404, while content is unavailable', async () => {
    const base = await createTestSite();
    const content: ContentSource = {
      ...base.sources.content,
      list: async () => Promise.reject(new SourceUnavailableError('content', 'circuit open: the source is not being called', 4_000)),
    };
    const { app } = await createTestSite({ sources: { content } });
    const head = await request(app).head('/no-such-page').expect(503);
    expect(head.headers['retry-after']).toBe('4');
    expect(head.headers['cache-control']).toBe('private, no-store');
  });
});
