import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { ConcertEventsSource } from '../../server/sources/events/concert-events-source';
import { createTestSite } from '../support/test-site';

/**
 * Deferred blocks (outside services, collections below the fold): the shell does not wait for
 * them; they stream into the same response with their data; crawlers and the page cache get them
 * in place in a document with no per-response script.
 */

/** A concerts source that answers only when the test says so. */
function heldConcerts(real: ConcertEventsSource) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  let wasAsked!: () => void;
  const askedOnce = new Promise<void>((resolve) => (wasAsked = resolve));
  const source: ConcertEventsSource = {
    upcoming: async (artistName) => {
      asked.push(artistName);
      wasAsked();
      await released;
      return real.upcoming(artistName);
    },
  };
  return { source, asked, askedOnce, release };
}

/** The response's chunks as they arrive, and the promise of its end. */
function streamFrom(app: http.RequestListener, path: string, headers: Record<string, string> = {}) {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  const chunks: string[] = [];
  let firstChunk!: () => void;
  const first = new Promise<void>((resolve) => (firstChunk = resolve));
  const done = new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            chunks.push(chunk);
            firstChunk();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        })
        .on('error', reject);
    });
  }).finally(() => server.close());
  return { chunks, first, done };
}

jest.setTimeout(30_000);

/** The concerts' query in a block's data (it is only ever answered by the held source). */
const concertData = 'BandsintownEvents:{\\"artistName\\":\\"Elske Vard\\"}';

describe('streamed blocks', () => {
  it('sends the shell before an outside service answers, then its block and data in the same response', async () => {
    const base = await createTestSite();
    const held = heldConcerts(base.sources.concertEvents);
    // The blocks' data is the whole-document client's (with the islands one, decision 0118, it is empty).
    const { app } = await createTestSite({
      env: { PAGE_CACHE_MB: '0', CLIENT_HYDRATION: 'document' },
      sources: { concertEvents: held.source },
    });
    // /events lists an artist's concerts from Bandsintown below its own events.
    const response = streamFrom(app, '/events');
    await response.first;
    // The shell (the page's title and its critical blocks) is out; the concerts are still being asked.
    const shell = response.chunks.join('');
    expect(shell).toMatch(/<h1 class="[^"]*">Events<\/h1>/);
    expect(shell).toContain('aria-busy="true"');
    // The concerts are asked for (and wait) while the shell is already out.
    await held.askedOnce;
    expect(held.asked).toEqual(['Elske Vard']);
    expect(response.chunks.join('')).not.toContain(concertData);
    held.release();
    const { status, headers } = await response.done;
    expect(status).toBe(200);
    const html = response.chunks.join('');
    const nonce = /'nonce-([\w-]+)'/.exec(String(headers['content-security-policy']))?.[1];
    // React's instruction scripts move streamed blocks into place: each carries the response nonce.
    const executable = html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
    expect(executable.length).toBeGreaterThan(1);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    // Each streamed block carries the data its views were rendered with.
    const blockData = [...html.matchAll(/<script type="application\/json" id="block-data[\w-]*">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blockData.length).toBeGreaterThan(1);
    expect(html).toContain(concertData);
    expect(blockData.some((results) => Object.keys(results).some((key) => key.startsWith('BandsintownEvents:')))).toBe(true);
    // The site data at the top carries only the critical queries.
    const siteData = JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(Object.keys(siteData.results).some((key) => key.startsWith('BandsintownEvents:'))).toBe(false);
    expect(Object.keys(siteData.results).some((key) => key.startsWith('SiteSettings:'))).toBe(true);
  });

  it('gives crawlers the whole document with every block in place and no instruction script', async () => {
    // With its blocks' data, as the whole-document client reads it (decision 0118).
    const { app } = await createTestSite({ env: { PAGE_CACHE_MB: '0', CLIENT_HYDRATION: 'document' } });
    const res = await request(app)
      .get('/events')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    expect(res.text).not.toContain('aria-busy="true"');
    expect(res.text).not.toContain('$RC');
    expect(res.text).not.toMatch(/<div hidden id="S:/);
    expect(res.text).toContain(concertData);
    expect(res.text).toContain('id="block-data');
  });

  it('stores the complete document in the page cache: blocks in place, no nonce needed', async () => {
    const { app, logs } = await createTestSite();
    const fill = await request(app).get('/').expect(200);
    expect(fill.headers['x-page-cache']).toBe('MISS');
    const hit = await request(app).get('/').expect(200);
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.text).toBe(fill.text);
    expect(hit.text).not.toContain('aria-busy="true"');
    expect(hit.text).not.toContain('nonce=');
    expect(hit.headers['content-security-policy']).not.toContain("'nonce-");
    expect(logs.text).not.toContain('not cached');
  });
});
