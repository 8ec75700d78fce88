import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import request from 'supertest';
import { createLogger } from '../../server/logger';
import type { ContentSource } from '../../server/sources/content/content-source';
import { createDirectusContent } from '../../server/sources/content/directus/create-directus-content';
import { SourceGuards } from '../../server/sources/resilience/guarded-sources';
import { breakableContent } from '../support/breakable-content';
import { expectSourceUnavailable } from '../support/expect-source-unavailable';
import { startFailingDirectus, type DirectusFault, type FailingDirectus } from '../support/failing-directus';
import { createTestSite, LogCapture } from '../support/test-site';

jest.setTimeout(30_000);

const breaker = { failures: 3, openMs: 5_000, maxOpenMs: 60_000 };
const fileId = '4f0c2f4e-8f7a-4d8e-9a51-2c1b7d9e0a11';
const otherFileId = '9b2d6c1a-3e4f-4a5b-8c7d-0e1f2a3b4c5d';
const missingFileId = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const audio = Buffer.from('RIFF-demo-preview-bytes');

/** A Directus files API on loopback that can be switched off: 200 with the file while up, else 503. */
async function startSwitchableDirectus() {
  const state = { up: true, requests: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    state.requests++;
    if (!state.up) {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }));
      return;
    }
    // Directus answers 403 for a file that does not exist, as for one the account may not read.
    if (req.url === `/assets/${missingFileId}`) {
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }));
      return;
    }
    if (req.url?.startsWith('/assets/')) {
      res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Disposition': 'inline; filename="preview.wav"' }).end(audio);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Route not found' }] }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { url, state, close };
}

let closeDirectus: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeDirectus?.();
  closeDirectus = undefined;
});

/** The site's files from a Directus at `url`, downloads behind the content circuit. */
async function siteWithDirectusFiles(url: string) {
  const sourceLogs = new LogCapture();
  const guards = new SourceGuards(breaker, createLogger('info', sourceLogs));
  const directus = createDirectusContent(
    { url, credentials: { token: 'site-token' }, timeoutMs: 300 },
    { assetCacheBytes: 1 << 20, guardFiles: guards.contentCall },
  );
  const site = await createTestSite({ sources: { assets: directus.assets }, deps: { sourceHealth: guards.health } });
  return { ...site, sourceLogs };
}

describe.each<DirectusFault>(['down', 'refusing', 'hanging'])('files from a Directus that is %s', (fault) => {
  let failing: FailingDirectus;
  afterEach(() => failing?.close());

  it('answers /assets/{id} 503 with Retry-After (never 500 or 404), then stops calling Directus', async () => {
    failing = await startFailingDirectus(fault);
    const { app, logs, sourceLogs } = await siteWithDirectusFiles(failing.url);
    for (let i = 0; i < breaker.failures; i++) {
      const res = await request(app).get(`/assets/${fileId}`);
      expectSourceUnavailable(res);
      expect(res.body).toEqual({ error: 'The content service is unavailable' });
    }
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'degraded', unavailable: ['content'] });
    const reached = failing.requests;
    expectSourceUnavailable(await request(app).get(`/assets/${otherFileId}`));
    expectSourceUnavailable(await request(app).get(`/_next/image?url=${encodeURIComponent(`/assets/${otherFileId}`)}&w=640&q=75`));
    // The circuit is open: not one more call reached Directus.
    expect(failing.requests).toBe(reached);
    expect(sourceLogs.lines).toEqual(expect.arrayContaining([expect.objectContaining({ level: 50, source: 'content' })]));
    // The breaker names the outage; the visitors' answers are warnings, not an error line each.
    expect(logs.lines.filter((line) => line.level === 50)).toEqual([]);
  });
});

describe('files during a Directus outage', () => {
  it('serves a file it already fetched (the last good copy), and 503 for one it never had', async () => {
    const directus = await startSwitchableDirectus();
    closeDirectus = directus.close;
    const { app } = await siteWithDirectusFiles(directus.url);
    const before = await request(app).get(`/assets/${fileId}`).expect(200);
    expect(Buffer.from(before.body as Buffer).equals(audio)).toBe(true);
    directus.state.up = false;
    const during = await request(app).get(`/assets/${fileId}`).expect(200);
    expect(Buffer.from(during.body as Buffer).equals(audio)).toBe(true);
    expectSourceUnavailable(await request(app).get(`/assets/${otherFileId}`));
  });

  it('still answers 404 for a file Directus says does not exist', async () => {
    const directus = await startSwitchableDirectus();
    closeDirectus = directus.close;
    const { app } = await siteWithDirectusFiles(directus.url);
    await request(app).get(`/assets/${missingFileId}`).expect(404);
    // Not an id Directus could hold: never asked.
    const asked = directus.state.requests;
    await request(app).get('/assets/not-a-file-id').expect(404);
    expect(directus.state.requests).toBe(asked);
  });
});

/** The demo content while `state.broken` is false, then a Directus that is down, behind the content circuit. */
async function siteWithBreakableContent() {
  const failing = await startFailingDirectus('down');
  closeDirectus = failing.close;
  const guards = new SourceGuards(breaker, createLogger('info', new LogCapture()));
  const { content, state } = await breakableContent(failing.url, guards);
  const site = await createTestSite({ sources: { content } });
  return { ...site, state };
}

describe('the sitemap during a content-source failure', () => {
  it('answers 503 with Retry-After when it has never been made', async () => {
    const { app, state, logs } = await siteWithBreakableContent();
    state.broken = true;
    const res = await request(app).get('/sitemap.xml');
    expectSourceUnavailable(res);
    expect(res.text).toBe('The content service is unavailable. Please try again in a minute.');
    expect(logs.lines.filter((line) => line.level === 50)).toEqual([]);
  });

  it('answers the last good sitemap while the source fails', async () => {
    const { app, state } = await siteWithBreakableContent();
    const good = await request(app).get('/sitemap.xml').expect(200);
    expect(good.text).toContain('<urlset');
    state.broken = true;
    const during = await request(app).get('/sitemap.xml').expect(200);
    expect(during.text).toBe(good.text);
    expect(during.headers['content-type']).toBe(good.headers['content-type']);
  });

  it('still answers 500 for a failure that is not the source being unavailable', async () => {
    const base = await createTestSite();
    const content: ContentSource = { ...base.sources.content, list: async () => Promise.reject(new Error('a bug')) };
    const { app } = await createTestSite({ sources: { content } });
    await request(app).get('/sitemap.xml').expect(500);
  });
});
