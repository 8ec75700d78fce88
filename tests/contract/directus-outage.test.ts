import request, { type Response } from 'supertest';
import { createLogger } from '../../server/logger';
import { SourceGuards } from '../../server/sources/resilience/guarded-sources';
import { createSources } from '../../server/start';
import { expectSourceUnavailable } from '../support/expect-source-unavailable';
import { startSwitchableProxy, type SwitchableProxy } from '../support/switchable-proxy';
import { createTestSite, LogCapture, testConfig } from '../support/test-site';
import { contractDirectus, directusEnv } from './contract-directus';

/**
 * The site on the real Directus (the contract project's), reached through a proxy that can make it
 * fail like an outage: connections dropped, or taken and never answered. Pages rendered while it
 * answered are served from the cache; others answer 503 with Retry-After, never 200 or 404; the
 * circuit opens after the first failures, so Directus is not called again meanwhile.
 */

jest.setTimeout(120_000);

let proxy: SwitchableProxy;
afterEach(() => proxy?.close());

async function siteOnDirectusThroughProxy() {
  proxy = await startSwitchableProxy(contractDirectus().url);
  const config = testConfig({ ...directusEnv(contractDirectus()), DIRECTUS_URL: proxy.url, DIRECTUS_TIMEOUT_MS: '3000' });
  const sourceLogs = new LogCapture();
  const guards = new SourceGuards(config.sourceBreaker, createLogger('info', sourceLogs));
  const sources = await createSources(config, undefined, guards);
  const clock = { now: Date.now() };
  const site = await createTestSite({
    env: { PAGE_CACHE_TTL_SECONDS: '60', PAGE_CACHE_STALE_SECONDS: '60' },
    sources,
    deps: { sourceHealth: guards.health, clock: () => clock.now },
  });
  return { ...site, clock, sourceLogs, sources };
}

function expectUnavailable(res: Response) {
  expectSourceUnavailable(res);
  expect(res.text).toContain('Back in a moment');
}

describe.each<'cut' | 'hang'>(['cut', 'hang'])('a real Directus whose connections are %s', (mode) => {
  it('serves kept pages, answers other pages 503 with Retry-After, opens the circuit and names the source', async () => {
    const { app, clock, sourceLogs, sources } = await siteOnDirectusThroughProxy();
    const releases = await request(app).get('/releases').expect(200);
    expect(releases.headers['x-page-cache']).toBe('MISS');
    const [artist] = await sources.content.list('artists', { limit: 1 }, { preview: false });
    expect(artist).toBeDefined();
    const artistLink = `/artists/${artist!.slug}`;
    await request(app).get(`/artists/no-such-artist-${Date.now()}`).expect(404); // Directus answers: not found

    proxy.setMode(mode);
    clock.now += 3_600_000; // every kept page long expired
    // A page never rendered: unavailable, for people and crawlers; never "not found".
    expectUnavailable(await request(app).get(artistLink));
    expectUnavailable(await request(app).get(artistLink).set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)'));
    // A page rendered before: its last good copy.
    const kept = await request(app).get('/releases').expect(200);
    expect(kept.headers['x-page-cache']).toBe('STALE');
    expect(kept.headers.etag).toBe(releases.headers.etag);

    // The circuit is open now: Directus is not asked again, pages answer at once.
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'degraded', unavailable: ['content'] });
    const blocked = proxy.blocked;
    expectUnavailable(await request(app).get('/news'));
    expectUnavailable(await request(app).get('/events'));
    expect(proxy.blocked).toBe(blocked);
    expect(sourceLogs.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 50, source: 'content', msg: 'content source unavailable: calls stop for 5000 ms' }),
      ]),
    );
  });
});
