import { print, type DocumentNode } from 'graphql';
import request from 'supertest';
import { createCache } from '../../shared/graphql/cache';
import { CONCERT_EVENTS, JOBS, PLAYLIST_ITEMS } from '../../shared/graphql/services';
import { NO_JOBS_TEXT } from '../../shared/lib/catalog/storefront-texts';
import type { Sources } from '../../server/graphql/context';
import { createBandsintownConcertEventsSource } from '../../server/sources/events/bandsintown-concert-events-source';
import { createBambooHrJobsSource } from '../../server/sources/jobs/bamboohr-jobs-source';
import { createYouTubeVideosSource } from '../../server/sources/videos/youtube-videos-source';
import { createSources } from '../../server/start';
import { startFakeService, type FakeService } from '../support/fake-service';
import { createTestSite, testConfig } from '../support/test-site';

jest.setTimeout(20_000);

const APP_ID = 'bit-SECRET-app-id';
const YOUTUBE_KEY = 'AIza-SECRET-youtube';
const BAMBOO_KEY = 'bamboo-SECRET-key';

/** The three real connectors, all pointed at one local fake. */
function connectors(origin: string, timeoutMs = 2_000): Partial<Sources> {
  const endpoint = { baseUrl: origin, timeoutMs, retryDelayMs: 10 };
  return {
    concertEvents: createBandsintownConcertEventsSource({ ...endpoint, appId: APP_ID }),
    videos: createYouTubeVideosSource({ ...endpoint, apiKey: YOUTUBE_KEY }),
    jobs: createBambooHrJobsSource({ ...endpoint, apiKey: BAMBOO_KEY }),
  };
}

const cache = createCache();
const sent = (document: DocumentNode) => print(cache.transformDocument(document));

/** Posts one of the site's documents as the browser sends it, under `requestId` when given. */
function postQuery(app: Parameters<typeof request>[0], document: DocumentNode, variables: Record<string, unknown>, requestId?: string) {
  const call = request(app).post('/graphql');
  if (requestId) call.set('x-request-id', requestId);
  return call.send({ query: sent(document), variables });
}

let fake: FakeService;
beforeEach(async () => {
  fake = await startFakeService(() => ({ status: 503, text: 'Service Unavailable' }));
});
afterEach(() => fake.close());

/** Log lines of one request that report an outside service as unavailable. */
function serviceWarnings(lines: Record<string, unknown>[], requestId: string) {
  return lines.filter((line) => (line.req as { id?: string } | undefined)?.id === requestId && String(line.msg).includes('unavailable'));
}

function expectNoSecrets(text: string) {
  for (const secret of [APP_ID, YOUTUBE_KEY, BAMBOO_KEY, Buffer.from(`${BAMBOO_KEY}:x`).toString('base64')])
    expect(text).not.toContain(secret);
}

describe('a failing outside service', () => {
  it('leaves the concert list empty, logged with the request id', async () => {
    const { app, logs } = await createTestSite({ sources: connectors(fake.origin) });
    const res = await postQuery(app, CONCERT_EVENTS, { artistName: 'Fen & Fathom' }, 'req-concerts-1').expect(200);
    expect(res.body).toEqual({ data: { bandsintownEvents: [] } });
    // Tried twice (one retry on 503), then gave up.
    expect(fake.requests).toHaveLength(2);
    const [warning] = serviceWarnings(logs.lines, 'req-concerts-1');
    expect(warning).toMatchObject({
      level: 40,
      block: 'concert events',
      artistName: 'Fen & Fathom',
      err: { type: 'ServiceError', service: 'Bandsintown', status: 503, attempts: 2 },
    });
    expectNoSecrets(logs.text);
  });

  it('leaves the job list empty (the block says there are no positions), logged with the request id', async () => {
    const { app, logs } = await createTestSite({ sources: connectors(fake.origin) });
    fake.route = () => ({ status: 401, text: 'Unauthorized' });
    const res = await postQuery(app, JOBS, { accountName: 'lumentide' }, 'req-jobs-1').expect(200);
    expect(res.body).toEqual({ data: { jobs: [] } });
    expect(serviceWarnings(logs.lines, 'req-jobs-1')).toMatchObject([
      { block: 'jobs', accountName: 'lumentide', err: { service: 'BambooHR', status: 401 } },
    ]);
    expectNoSecrets(logs.text);
  });

  it('fails only the playlist query, with a message the playlist turns into its error text', async () => {
    const { app, logs } = await createTestSite({ sources: connectors(fake.origin) });
    const res = await postQuery(
      app,
      PLAYLIST_ITEMS,
      { playlistId: 'PLlumentideSessions0000000000000001', maxResults: 23 },
      'req-videos-1',
    ).expect(200);
    // Null with an error: a cacheable answer, so server-rendered pages show the error text too.
    expect(res.body.data).toEqual({ playlistItems: null });
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'The video playlist is unavailable', path: ['playlistItems'] })]);
    expect(serviceWarnings(logs.lines, 'req-videos-1')).toMatchObject([{ block: 'videos', err: { service: 'YouTube', status: 503 } }]);
    expectNoSecrets(`${logs.text} ${JSON.stringify(res.body)}`);
  });

  it("keeps an invalid page token the visitor's mistake, as with the embedded twin", async () => {
    const { app } = await createTestSite({ sources: connectors(fake.origin) });
    fake.route = () => ({ status: 400, json: { error: { code: 400, errors: [{ reason: 'invalidPageToken' }] } } });
    const res = await postQuery(app, PLAYLIST_ITEMS, {
      playlistId: 'PLlumentideSessions0000000000000001',
      maxResults: 24,
      pageToken: 'nonsense',
    }).expect(200);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Invalid pageToken', path: ['playlistItems'] })]);
  });

  // The home page carries videos, /events an artist's concerts and /careers the jobs.
  it('never fails the page: the home page renders with its video block degraded, /events with its concerts, /careers with its jobs', async () => {
    const { app, logs } = await createTestSite({ sources: connectors(fake.origin) });
    const res = await request(app).get('/').set('x-request-id', 'req-page-1').expect(200);
    expect(res.text).toMatch(/<h1 class="[^"]*">Lumen Tide<\/h1>/);
    await request(app).get('/events').set('x-request-id', 'req-page-1').expect(200);
    const careers = await request(app).get('/careers').set('x-request-id', 'req-page-1').expect(200);
    expect(careers.text).toContain(NO_JOBS_TEXT);
    // The failed playlist answers null (kept in the server's cache), so the page as served, with or
    // without JavaScript, shows the playlist's error text rather than a loading placeholder.
    expect(res.text).toMatch(
      /<h2 class="mb-4 text-2xl font-semibold tracking-tight">Lumen Tide Sessions<\/h2><p role="alert" class="[^"]*">Error loading posts\.<\/p>/,
    );
    expect(res.text).not.toContain('Lumen Tide Sessions</h2><div aria-busy="true"');
    const blocks = serviceWarnings(logs.lines, 'req-page-1').map((line) => line.block);
    expect(new Set(blocks)).toEqual(new Set(['concert events', 'videos', 'jobs']));
    // The first page asks one fewer than the block's maxResults, 4 on the home page (spec 001 §9).
    expect(fake.requests.find((seen) => seen.rawPath.endsWith('/playlistItems'))?.query.get('maxResults')).toBe('3');
    expectNoSecrets(`${logs.text} ${res.text}`);
  });

  it('never fails the page when the services do not answer at all', async () => {
    fake.route = () => ({ hang: true });
    const { app, logs } = await createTestSite({ sources: connectors(fake.origin, 200) });
    await request(app).get('/').set('x-request-id', 'req-page-2').expect(200);
    const res = await request(app).get('/careers').set('x-request-id', 'req-page-2').expect(200);
    expect(res.text).toContain(NO_JOBS_TEXT);
    const timeouts = serviceWarnings(logs.lines, 'req-page-2').map((line) => (line.err as { failure?: string }).failure);
    expect(timeouts.length).toBeGreaterThan(0);
    expect(timeouts.every((failure) => failure === 'timeout')).toBe(true);
  });
});

describe('connector selection', () => {
  it('uses the real services when their keys are set', async () => {
    fake.route = (seen) =>
      seen.rawPath.startsWith('/artists/') ? { json: [] } : seen.rawPath.includes('playlistItems') ? { json: { items: [] } } : { json: [] };
    const sources = await createSources(
      testConfig({
        BANDSINTOWN_APP_ID: APP_ID,
        BANDSINTOWN_API_URL: fake.origin,
        YOUTUBE_API_KEY: YOUTUBE_KEY,
        YOUTUBE_API_URL: fake.origin,
        BAMBOOHR_API_KEY: BAMBOO_KEY,
        BAMBOOHR_API_URL: `${fake.origin}/api/gateway.php`,
      }),
    );
    await sources.concertEvents.upcoming('Fen & Fathom');
    await sources.videos.playlistItems({ playlistId: 'PLx', maxResults: 23 });
    await sources.jobs.list({ accountName: 'lumentide', statusGroups: 'Open', sortBy: 'created', sortOrder: 'ASC' });
    expect(fake.requests.map((seen) => seen.rawPath)).toEqual([
      '/artists/Fen%20%26%20Fathom/events',
      '/youtube/v3/playlistItems',
      '/api/gateway.php/lumentide/v1/applicant_tracking/jobs',
    ]);
  });

  it('uses the embedded twins when they are not, addresses alone changing nothing', async () => {
    const sources = await createSources(
      testConfig({ BANDSINTOWN_API_URL: fake.origin, YOUTUBE_API_URL: fake.origin, BAMBOOHR_API_URL: fake.origin }),
    );
    expect((await sources.concertEvents.upcoming('Fen & Fathom')).length).toBeGreaterThan(0);
    expect((await sources.videos.playlistItems({ playlistId: 'PLlumentideSessions0000000000000001', maxResults: 23 })).items).toHaveLength(
      23,
    );
    expect(
      (await sources.jobs.list({ accountName: 'lumentide', statusGroups: 'Open', sortBy: 'created', sortOrder: 'ASC' })).length,
    ).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
  });
});
