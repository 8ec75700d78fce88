import { createBandsintownConcertEventsSource } from '../../server/sources/events/bandsintown-concert-events-source';
import { ServiceError } from '../../server/sources/http/service-error';
import { startFakeService, type FakeService } from '../support/fake-service';

jest.setTimeout(10_000);

const APP_ID = 'label-site-app-SECRET';

/** An event as Bandsintown's API v3 answers it (fields the site does not read included). */
const bandsintownEvent = {
  id: '1030000000',
  artist_id: '510',
  url: 'https://www.bandsintown.com/e/1030000000?app_id=label-site&came_from=267',
  on_sale_datetime: '2027-01-10T10:00:00',
  datetime: '2027-04-30T19:00:00',
  title: 'Fen & Fathom at The Tidehouse',
  description: 'Fen & Fathom plays The Tidehouse in Brighton.',
  venue: {
    name: 'The Tidehouse',
    location: 'Brighton, UK',
    city: 'Brighton',
    region: '',
    country: 'United Kingdom',
    latitude: '50.82',
    longitude: '-0.13',
  },
  offers: [{ type: 'Tickets', url: 'https://www.bandsintown.com/t/1', status: 'available' }],
  lineup: ['Fen & Fathom', 'Support Act'],
};

let fake: FakeService;
beforeEach(async () => {
  fake = await startFakeService(() => ({ json: [bandsintownEvent] }));
});
afterEach(() => fake.close());

const source = (timeoutMs = 2_000) =>
  createBandsintownConcertEventsSource({ baseUrl: fake.origin, appId: APP_ID, timeoutMs, retryDelayMs: 10 });

describe('the Bandsintown connector', () => {
  it('asks GET /artists/{artistName}/events with the app id', async () => {
    await source().upcoming('Fen & Fathom');
    expect(fake.requests).toHaveLength(1);
    const [seen] = fake.requests;
    expect(seen!.method).toBe('GET');
    expect(seen!.rawPath).toBe('/artists/Fen%20%26%20Fathom/events');
    expect([...seen!.query]).toEqual([['app_id', APP_ID]]);
    expect(seen!.headers.accept).toBe('application/json');
  });

  it('writes "/", "?", "*" and \'"\' in artist names with Bandsintown\'s own codes', async () => {
    await source().upcoming('AC/DC? "Live"*');
    expect(fake.requests[0]!.rawPath).toBe('/artists/AC%252FDC%253F%20%27CLive%27C%252A/events');
  });

  it('never lets a name walk the path: "." and ".." are no artist', async () => {
    await expect(source().upcoming('..')).resolves.toEqual([]);
    await expect(source().upcoming(' . ')).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps the base address path of a proxy in front of the service', async () => {
    const proxied = createBandsintownConcertEventsSource({ baseUrl: `${fake.origin}/bandsintown/`, appId: APP_ID, timeoutMs: 2_000 });
    await proxied.upcoming('Elske Vard');
    expect(fake.requests[0]!.rawPath).toBe('/bandsintown/artists/Elske%20Vard/events');
  });

  it('maps the bare array to the shape of the embedded twin', async () => {
    await expect(source().upcoming('Fen & Fathom')).resolves.toEqual([
      {
        id: '1030000000',
        title: 'Fen & Fathom at The Tidehouse',
        datetime: '2027-04-30T19:00:00',
        url: 'https://www.bandsintown.com/e/1030000000?app_id=label-site&came_from=267',
        description: 'Fen & Fathom plays The Tidehouse in Brighton.',
        venue: { name: 'The Tidehouse', location: 'Brighton, UK' },
        lineup: ['Fen & Fathom', 'Support Act'],
      },
    ]);
  });

  it('fills what older answers leave out: an empty title, a location from city, region and country', async () => {
    const { location: _location, ...venue } = bandsintownEvent.venue;
    fake.route = () => ({
      json: [
        {
          ...bandsintownEvent,
          id: 42,
          title: null,
          description: 'Doors at seven',
          venue: { ...venue, region: 'East Sussex' },
          lineup: undefined,
        },
      ],
    });
    const [event] = await source().upcoming('Fen & Fathom');
    expect(event).toMatchObject({
      id: '42',
      title: '',
      description: 'Doors at seven',
      venue: { location: 'Brighton, East Sussex, United Kingdom' },
      lineup: [],
    });
  });

  it.each([
    ['a 404', { status: 404, json: { errors: ['Unknown Artist'] } }],
    ['a 404 page that is not JSON', { status: 404, text: 'Not Found' }],
    ['an error object', { json: { errors: ['Unknown Artist'] } }],
    ['an error message object', { json: { errorMessage: '[NotFound] The artist was not found' } }],
    ['the "{warn=Not found}" string', { json: '\n{warn=Not found}\n' }],
    ['an empty body', { text: '' }],
  ])('treats an unknown artist answered with %s as no concerts', async (_name, reply) => {
    fake.route = () => reply;
    await expect(source().upcoming('Nobody Knows')).resolves.toEqual([]);
  });

  it('drops malformed events and keeps the rest', async () => {
    fake.route = () => ({
      json: [
        bandsintownEvent,
        { ...bandsintownEvent, id: undefined },
        { ...bandsintownEvent, id: '2', url: 'javascript:alert(1)' },
        { ...bandsintownEvent, id: '3', datetime: 'tomorrow' },
        { ...bandsintownEvent, id: '4', venue: null },
        { ...bandsintownEvent, id: '5', lineup: [42] },
        'not an event',
        null,
        { ...bandsintownEvent, id: '6' },
      ],
    });
    const events = await source().upcoming('Fen & Fathom');
    expect(events.map((event) => event.id)).toEqual(['1030000000', '6']);
  });

  it('retries once on 503, then answers', async () => {
    fake.enqueue({ status: 503, text: 'busy' });
    await expect(source().upcoming('Fen & Fathom')).resolves.toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.route = () => ({ status: 400, json: { errors: ['bad request'] } });
    await expect(source().upcoming('Fen & Fathom')).rejects.toMatchObject({ service: 'Bandsintown', status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a service that never answers, and never names the app id', async () => {
    fake.route = () => ({ hang: true });
    const error = await source(150)
      .upcoming('Fen & Fathom')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ service: 'Bandsintown', failure: 'timeout' });
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain(APP_ID);
    expect((error as ServiceError).url).toContain('app_id=[redacted]');
  });
});
