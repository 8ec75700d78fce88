import { print, type DocumentNode } from 'graphql';
import request from 'supertest';
import { createCache } from '../../shared/graphql/cache';
import { CONCERT_EVENTS, JOBS, PLAYLIST_ITEMS } from '../../shared/graphql/services';
import { createLogger } from '../../server/logger';
import { createBandsintownConcertEventsSource } from '../../server/sources/events/bandsintown-concert-events-source';
import { createBambooHrJobsSource } from '../../server/sources/jobs/bamboohr-jobs-source';
import { SourceGuards } from '../../server/sources/resilience/guarded-sources';
import { createYouTubeVideosSource } from '../../server/sources/videos/youtube-videos-source';
import { startFakeService, type FakeService } from '../support/fake-service';
import { createTestSite, LogCapture } from '../support/test-site';

jest.setTimeout(20_000);

const cache = createCache();
const sent = (document: DocumentNode) => print(cache.transformDocument(document));

let fake: FakeService;
beforeEach(async () => {
  // A frozen service: it takes every request and never answers.
  fake = await startFakeService(() => ({ hang: true }));
});
afterEach(() => fake.close());

/** The three real connectors against the frozen fake, each behind its circuit breaker. */
async function siteWithFrozenServices() {
  const endpoint = { baseUrl: fake.origin, timeoutMs: 200, retryDelayMs: 10 };
  const sourceLogs = new LogCapture();
  const guards = new SourceGuards({ failures: 3, openMs: 5_000, maxOpenMs: 60_000 }, createLogger('info', sourceLogs));
  const site = await createTestSite({
    sources: {
      concertEvents: guards.concertEvents(createBandsintownConcertEventsSource({ ...endpoint, appId: 'app-id' })),
      videos: guards.videos(createYouTubeVideosSource({ ...endpoint, apiKey: 'youtube-key' })),
      jobs: guards.jobs(createBambooHrJobsSource({ ...endpoint, apiKey: 'bamboo-key' })),
    },
    deps: { sourceHealth: guards.health },
  });
  return { ...site, sourceLogs };
}

const operations = {
  'concert events': { query: sent(CONCERT_EVENTS), variables: { artistName: 'Fen & Fathom' } },
  videos: { query: sent(PLAYLIST_ITEMS), variables: { playlistId: 'PL-demo', maxResults: 6 } },
  jobs: { query: sent(JOBS), variables: { accountName: 'lumentide', statusGroups: 'Open', sortBy: 'created_date', sortOrder: 'DESC' } },
};

describe.each(Object.keys(operations) as (keyof typeof operations)[])('a frozen %s service behind its circuit breaker', (block) => {
  it('is called for the first few blocks only, then the block degrades at once without calling it', async () => {
    const { app, sourceLogs } = await siteWithFrozenServices();
    const ask = () => request(app).post('/graphql').send(operations[block]).expect(200);
    for (let i = 0; i < 3; i++) await ask();
    const reached = fake.requests.length;
    expect(reached).toBeGreaterThanOrEqual(3);

    const answers = await Promise.all(Array.from({ length: 5 }, ask));
    // The circuit is open: not one of these reached the service.
    expect(fake.requests).toHaveLength(reached);
    for (const res of answers) {
      if (block === 'videos') expect(res.body.errors[0].message).toBe('The video playlist is unavailable');
      else expect(Object.values(res.body.data)).toEqual([[]]);
    }
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'degraded', unavailable: [block] });
    expect(sourceLogs.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 50, source: block, msg: `${block} source unavailable: calls stop for 5000 ms` }),
      ]),
    );
  });
});
