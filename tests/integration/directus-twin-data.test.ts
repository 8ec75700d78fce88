import path from 'node:path';
import { createSources } from '../../server/start';
import { UnknownChannelError } from '../../server/sources/messages/messages-source';
import { startFakeDirectus, type FakeDirectus } from '../support/fake-directus';
import { testConfig } from '../support/test-site';
import { testFileFolder } from '../support/temp-run-dir';

jest.setTimeout(20_000);

let fake: FakeDirectus;
beforeEach(async () => {
  fake = await startFakeDirectus();
});
afterEach(() => fake.close());

/** The site's sources with CONTENT_SOURCE=directus pointed at the fake (its own inbox file). */
const directusSources = () =>
  createSources(
    testConfig({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: fake.url,
      DIRECTUS_EMAIL: 'site@label.test',
      DIRECTUS_PASSWORD: 'site-password',
      INBOX_FILE: path.join(testFileFolder(), `directus-twins-${Date.now()}.sqlite`),
    }),
  );

/** Records as Directus holds them (server/sources/content/directus/directus-schema-model.ts): integer keys, a job's own id in job_id. */
const directusItems = {
  concert_events: [
    {
      id: 77,
      artistName: 'Directus Only Band',
      title: 'Directus Only Band at The Hall',
      datetime: '2099-05-01T20:00:00',
      url: 'https://concerts.example/e/77',
      description: 'Read from Directus.',
      venue: { name: 'The Hall', location: 'Leeds, UK' },
      lineup: ['Directus Only Band'],
    },
  ],
  videos: [
    {
      id: 1,
      playlistId: 'PLdirectus',
      videoId: 'dirVideo001',
      title: 'From Directus',
      thumbnail: 'f1e2d3c4-0000-4000-8000-000000000001',
      published_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  jobs: [
    {
      id: 3,
      job_id: 'job_directus1',
      accountName: 'directuslabel',
      title: 'Archivist',
      department: 'Catalogue',
      location: 'Remote',
      postingUrl: 'https://jobs.example/directuslabel/apply/job_directus1',
      status: 'Open',
      created: '2026-02-01T09:00:00.000Z',
    },
  ],
  contact_forms: [{ id: 1, title: 'Contact us', departments: [{ channel_id: 'cha_directus', department_name: 'Directus Desk' }] }],
};

const message = { to: ['visitor@example.com'], sender_name: 'Support Team', subject: 'Hello', body: '<p>Hi</p>' };

describe('CONTENT_SOURCE=directus: the twins’ demo data and the contact departments come from Directus (issue 14 gap 13)', () => {
  it('concerts, videos and jobs are Directus’s records, not content/’s', async () => {
    Object.assign(fake.items, directusItems);
    const sources = await directusSources();
    expect(await sources.concertEvents.upcoming('Directus Only Band')).toEqual([
      expect.objectContaining({ id: '77', title: 'Directus Only Band at The Hall', venue: { name: 'The Hall', location: 'Leeds, UK' } }),
    ]);
    // A demo artist of content/ has no concerts in this Directus.
    expect(await sources.concertEvents.upcoming('Fen & Fathom')).toEqual([]);
    const videos = await sources.videos.playlistItems({ playlistId: 'PLdirectus', maxResults: 10, pageToken: null });
    expect(videos.items.map((item) => [item.contentDetails.videoId, item.snippet.title])).toEqual([['dirVideo001', 'From Directus']]);
    expect(
      await sources.videos.playlistItems({ playlistId: 'PLlumentideSessions0000000000000001', maxResults: 10, pageToken: null }),
    ).toEqual({ items: [], nextPageToken: null });
    const jobs = await sources.jobs.list({ accountName: 'directuslabel', statusGroups: 'All', sortBy: 'created', sortOrder: 'ASC' });
    expect(jobs).toEqual([expect.objectContaining({ id: 'job_directus1', title: { label: 'Archivist' } })]);
    expect(fake.reads().map((read) => read.path)).toEqual(
      expect.arrayContaining(['/items/concert_events', '/items/videos', '/items/jobs']),
    );
  });

  it('reads again on each call, so an editor’s change shows without a restart', async () => {
    Object.assign(fake.items, directusItems);
    const sources = await directusSources();
    expect(
      await sources.jobs.list({ accountName: 'directuslabel', statusGroups: 'All', sortBy: 'created', sortOrder: 'ASC' }),
    ).toHaveLength(1);
    fake.items.jobs = [];
    expect(await sources.jobs.list({ accountName: 'directuslabel', statusGroups: 'All', sortBy: 'created', sortOrder: 'ASC' })).toEqual([]);
  });

  it('a contact message goes to a department Directus has; content/’s departments are not accepted', async () => {
    Object.assign(fake.items, directusItems);
    const sources = await directusSources();
    await expect(sources.messages.send('cha_directus', message)).resolves.toBeDefined();
    await expect(sources.messages.send('cha_q4oxm8', message)).rejects.toBeInstanceOf(UnknownChannelError);
    expect(fake.reads().some((read) => read.path === '/items/contact_forms')).toBe(true);
  });

  it('a Directus record that does not fit the content model fails the read, naming the collection', async () => {
    Object.assign(fake.items, directusItems, { concert_events: [{ id: 1, artistName: 'X' }] });
    const sources = await directusSources();
    await expect(sources.concertEvents.upcoming('X')).rejects.toThrow(/concert_events/);
  });
});
