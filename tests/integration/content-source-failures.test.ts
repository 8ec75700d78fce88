import { readFileSync } from 'node:fs';
import path from 'node:path';
import request, { type Response } from 'supertest';
import { createLogger } from '../../server/logger';
import type { ArtistRecord } from '../../server/sources/content/model';
import { SourceGuards } from '../../server/sources/resilience/guarded-sources';
import { breakableContent } from '../support/breakable-content';
import { expectSourceUnavailable } from '../support/expect-source-unavailable';
import { startFailingDirectus, type DirectusFault, type FailingDirectus } from '../support/failing-directus';
import { createTestSite, LogCapture, repoRoot } from '../support/test-site';

jest.setTimeout(30_000);

const artist = (JSON.parse(readFileSync(path.join(repoRoot, 'content', 'artists.json'), 'utf8')) as ArtistRecord[]).find(
  (a) => a.status === 'published',
)!;
const listing = '/releases';
const detail = `/artists/${artist.slug}`;
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let failing: FailingDirectus;
afterEach(() => failing?.close());

/**
 * The site with its content source behind the real circuit breaker: the demo content while
 * `state.broken` is false, then the real Directus connector pointed at a broken Directus.
 */
async function siteWithBreakableContent(fault: DirectusFault, env: Record<string, string> = {}, failures = 3) {
  failing = await startFailingDirectus(fault);
  const sourceLogs = new LogCapture();
  const guards = new SourceGuards({ failures, openMs: 5_000, maxOpenMs: 60_000 }, createLogger('info', sourceLogs));
  const { content, state } = await breakableContent(failing.url, guards);
  const clock = { now: Date.now() };
  const site = await createTestSite({ env, sources: { content }, deps: { clock: () => clock.now, sourceHealth: guards.health } });
  return { ...site, state, clock, sourceLogs };
}

/** A content-source failure: 503 with Retry-After and the friendly page, never stored anywhere. */
function expectUnavailable(res: Response) {
  expectSourceUnavailable(res);
  expect(res.text).toContain('<h1 class="text-3xl font-semibold">Back in a moment</h1>');
  expect(res.text).toContain('Please try again in a minute.');
}

describe.each<DirectusFault>(['down', 'refusing', 'hanging'])('a Directus that is %s', (fault) => {
  it('answers uncached listings and detail pages 503 with Retry-After, to people and crawlers, never 200 or 404', async () => {
    const { app, state } = await siteWithBreakableContent(fault);
    state.broken = true;
    expectUnavailable(await request(app).get(listing));
    expectUnavailable(await request(app).get(detail));
    expectUnavailable(await request(app).get(detail).set('User-Agent', googlebot));
    expectUnavailable(await request(app).get(listing).set('User-Agent', googlebot));
  });

  it('answers 503 on the streaming path too (page cache off)', async () => {
    const { app, state } = await siteWithBreakableContent(fault, { PAGE_CACHE_MB: '0' });
    state.broken = true;
    expectUnavailable(await request(app).get(listing));
    expectUnavailable(await request(app).get(detail).set('User-Agent', googlebot));
  });

  it('opens the circuit after the first failures: later requests never reach Directus, /readyz says degraded, the error log names the source', async () => {
    const { app, state, sourceLogs, logs: siteLogs } = await siteWithBreakableContent(fault);
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready' });
    state.broken = true;
    // Three failed calls open the circuit; a page makes one or more, so three pages are enough.
    let pages = 0;
    while ((await request(app).get('/readyz')).body.status === 'ready' && pages < 3) {
      expectUnavailable(await request(app).get(pages % 2 ? detail : listing));
      pages++;
    }
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'degraded', unavailable: ['content'] });
    const reached = failing.requests;
    for (const page of [listing, detail, '/news', '/about', '/events']) expectUnavailable(await request(app).get(page));
    // Open: the frozen or failing service costs these visitors nothing (not one call is made).
    expect(failing.requests).toBe(reached);

    const errors = sourceLogs.lines.filter((line) => line.level === 50);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'content', msg: 'content source failing', reason: expect.stringMatching(/^Directus: /) }),
        expect.objectContaining({ source: 'content', msg: 'content source unavailable: calls stop for 5000 ms' }),
      ]),
    );
    // Once per interval, not once per request.
    expect(errors.filter((line) => line.msg === 'content source failing')).toHaveLength(1);
    // Each visitor's 503 is a warning with its request id, not another error line.
    const answered = siteLogs.lines.filter((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 503);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.every((line) => line.level === 40)).toBe(true);
    expect(siteLogs.lines.filter((line) => line.level === 50)).toEqual([]);
  });
});

describe('the browser GraphQL endpoint during a content-source failure', () => {
  it('answers SERVICE_UNAVAILABLE naming the service, and logs a warning rather than an error per request', async () => {
    const { app, state, logs } = await siteWithBreakableContent('down');
    state.broken = true;
    const res = await request(app).post('/graphql').send({ query: '{ site_settings { __typename } }' }).expect(200);
    expect(res.body.errors).toEqual([
      { message: 'The content service is unavailable', path: ['site_settings'], extensions: { code: 'SERVICE_UNAVAILABLE' } },
    ]);
    expect(logs.lines.filter((line) => line.level === 50)).toEqual([]);
    expect(logs.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, source: 'content', msg: 'graphql field unavailable: its source failed' }),
      ]),
    );
  });
});

describe('a content-source failure with a page cache', () => {
  it('answers the last good copy of a page, even one expired past its stale window', async () => {
    const { app, state, clock } = await siteWithBreakableContent('down', { PAGE_CACHE_TTL_SECONDS: '60', PAGE_CACHE_STALE_SECONDS: '60' });
    const good = await request(app).get(listing).expect(200);
    expect(good.headers['x-page-cache']).toBe('MISS');
    state.broken = true;
    clock.now += 3_600_000; // an hour: long past fresh and stale
    const res = await request(app).get(listing).expect(200);
    expect(res.headers['x-page-cache']).toBe('STALE');
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.headers.etag).toBe(good.headers.etag);
  });

  it('never stores the 503: the page renders again as soon as the source answers', async () => {
    // A circuit that does not open here, so the very next request asks the source again.
    const { app, state } = await siteWithBreakableContent('down', {}, 100);
    state.broken = true;
    expectUnavailable(await request(app).get(detail));
    expectUnavailable(await request(app).get(detail));
    state.broken = false;
    const recovered = await request(app).get(detail).expect(200);
    expect(recovered.headers['x-page-cache']).toBe('MISS');
    expect(recovered.text).toContain(`<title>${artist.name.replace(/&/g, '&amp;')}</title>`);
  });

  it('still answers 404 when the source answers that the item does not exist', async () => {
    const { app } = await siteWithBreakableContent('down');
    await request(app).get('/artists/nobody-at-all').expect(404);
    await request(app).get('/no/such/page').expect(404);
  });
});
