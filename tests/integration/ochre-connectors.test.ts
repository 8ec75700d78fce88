import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Sources } from '../../server/graphql/context';
import { ServiceError } from '../../server/sources/http/service-error';
import { createStoreSources } from '../../server/sources/store/create-store-sources';
import { createOchreMediaItemsSource } from '../../server/sources/store/ochre-media-items-source';
import {
  getOchreJson,
  MISSING_ACCESS_TOKEN_MESSAGE,
  requireAccessToken,
  type OchreEndpoint,
} from '../../server/sources/store/ochre-request';
import { createOchreRetailSource } from '../../server/sources/store/ochre-retail-source';
import {
  createOchreTokenProvider,
  OchreAuthError,
  TOKEN_RENEWAL_MARGIN_MS,
  type StoreAccessTokens,
} from '../../server/sources/store/ochre-token-provider';
import { startFakeOchre, type FakeOchre } from '../support/fake-ochre';
import { createTestSite, testConfig } from '../support/test-site';

jest.setTimeout(15_000);

let fake: FakeOchre;
let clock: number;

beforeEach(async () => {
  fake = await startFakeOchre();
  clock = Date.UTC(2026, 0, 15, 12, 0, 0);
});
afterEach(() => fake.close());

const provider = (overrides: { timeoutMs?: number; clientSecret?: string } = {}) =>
  createOchreTokenProvider({
    authUrl: fake.authUrl,
    clientId: fake.clientId,
    clientSecret: overrides.clientSecret ?? fake.clientSecret,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    now: () => clock,
  });

const endpoint = (tokens: StoreAccessTokens = provider()): OchreEndpoint => ({
  baseUrl: fake.origin,
  timeoutMs: 2_000,
  retryDelayMs: 10,
  tokens,
});

const productsQuery = { currency: 'GBP', country: 'GB', reference_type: 'release', reference_id: '1' };

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The site on 127.0.0.1 with these sources swapped in. */
async function listen(sources: Partial<Sources>) {
  const site = await createTestSite({ sources });
  server = createServer(site.app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { ...site, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('store access tokens (client credentials)', () => {
  it('asks with HTTP Basic client credentials and the client_credentials grant', async () => {
    const token = await provider().current();
    expect(token).toEqual({ accessToken: 'ochre-token-1', expiresAt: clock + 3_600_000 });
    const [asked] = fake.requests;
    expect(asked?.method).toBe('POST');
    expect(asked?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(asked?.body).toBe('grant_type=client_credentials');
    expect(asked?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
  });

  it('keeps the token until 60 s before it expires, then asks again', async () => {
    const tokens = provider();
    const first = await tokens.current();
    clock = first.expiresAt - TOKEN_RENEWAL_MARGIN_MS - 1;
    expect(await tokens.current()).toEqual(first);
    expect(fake.tokenRequests).toBe(1);
    clock = first.expiresAt - TOKEN_RENEWAL_MARGIN_MS;
    expect((await tokens.current()).accessToken).toBe('ochre-token-2');
    expect(fake.tokenRequests).toBe(2);
  });

  it('renews a token that lives under two minutes halfway through its life', async () => {
    fake.expiresIn = 60;
    const tokens = provider();
    await tokens.current();
    clock += 29_000;
    await tokens.current();
    expect(fake.tokenRequests).toBe(1);
    clock += 1_000;
    await tokens.current();
    expect(fake.tokenRequests).toBe(2);
  });

  it('lets concurrent callers share one token request', async () => {
    fake.tokenDelayMs = 100;
    const tokens = provider();
    const answers = await Promise.all(Array.from({ length: 10 }, () => tokens.current()));
    expect(new Set(answers.map((answer) => answer.accessToken))).toEqual(new Set(['ochre-token-1']));
    expect(fake.tokenRequests).toBe(1);
  });

  it('fails with an OchreAuthError that names the status, never the secret, and asks again next time', async () => {
    const tokens = provider({ clientSecret: 'the-wrong-s3cr3t-value' });
    const error = await tokens.current().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OchreAuthError);
    expect(error).toMatchObject({ failure: 'status', status: 401 });
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toMatch(/s3cr3t|fake-ochre-secret/);
    await expect(tokens.current()).rejects.toBeInstanceOf(OchreAuthError);
    expect(fake.tokenRequests).toBe(2);
  });

  it('refuses an answer without an access token, and an unreachable or silent auth server', async () => {
    fake.enqueueTokenReply({ status: 200, json: { token_type: 'Bearer', expires_in: 3600 } });
    await expect(provider().current()).rejects.toMatchObject({ failure: 'invalid-answer' });

    fake.tokenDelayMs = 1_000;
    await expect(provider({ timeoutMs: 150 }).current()).rejects.toMatchObject({ failure: 'timeout' });

    const closed = createOchreTokenProvider({
      authUrl: 'http://127.0.0.1:9/oauth/token',
      clientId: 'a',
      clientSecret: 'b',
      timeoutMs: 1_000,
    });
    await expect(closed.current()).rejects.toMatchObject({ failure: 'network' });
  });

  it('refreshes a rejected token once, however many callers saw the 401', async () => {
    const tokens = provider();
    const first = await tokens.current();
    fake.tokenDelayMs = 50;
    const refreshed = await Promise.all(Array.from({ length: 5 }, () => tokens.refresh(first.accessToken)));
    expect(new Set(refreshed.map((token) => token.accessToken))).toEqual(new Set(['ochre-token-2']));
    // A late caller still holding the old token gets the new one without another request.
    expect((await tokens.refresh(first.accessToken)).accessToken).toBe('ochre-token-2');
    expect(fake.tokenRequests).toBe(2);
  });
});

describe('retail requests', () => {
  it("throws the spec's reference error when there is no token to send, and sends nothing", async () => {
    expect(() => requireAccessToken(undefined)).toThrow(new ReferenceError(MISSING_ACCESS_TOKEN_MESSAGE));
    expect(MISSING_ACCESS_TOKEN_MESSAGE).toBe('accessToken is not defined, but is required when making a request');
    const empty: StoreAccessTokens = {
      current: async () => ({ accessToken: '', expiresAt: clock }),
      refresh: async () => ({ accessToken: '', expiresAt: clock }),
    };
    const error = await getOchreJson(endpoint(empty), new URL(`${fake.origin}/retail/products`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReferenceError);
    expect((error as Error).message).toBe(MISSING_ACCESS_TOKEN_MESSAGE);
    expect(fake.retailRequests()).toHaveLength(0);
  });

  it("lists a release's products with the currency query, the client headers and the bearer token", async () => {
    const products = await createOchreRetailSource(endpoint()).products(productsQuery);
    expect(products).toEqual([
      { id: '101', format: 'MP3', price: { value: 9.99, discount: 0, currency: { code: 'GBP' } } },
      { id: '102', format: 'Vinyl', price: { value: 14.99, discount: 2, currency: { code: 'GBP' } } },
    ]);
    const [asked] = fake.retailRequests();
    expect(asked?.path).toBe('/retail/products');
    expect(Object.fromEntries(asked!.query)).toEqual({ currency: 'GBP', reference_type: 'release', reference_id: '1' });
    expect(asked?.headers).toMatchObject({ authorization: 'Bearer ochre-token-1', 'x-client-currency': 'GBP', 'x-client-country': 'GB' });
  });

  it('sends no country header when the country is unknown, and drops malformed entries', async () => {
    fake.override.set('/retail/products', {
      status: 200,
      json: {
        results: [
          { id: 1, format: 'CD', price: { value: 5, currency: { code: 'usd' } } },
          { id: 2, format: 'CD' },
          { format: 'CD', price: { value: 1, currency: { code: 'USD' } } },
          'junk',
        ],
      },
    });
    const products = await createOchreRetailSource(endpoint()).products({ ...productsQuery, currency: 'USD', country: null });
    expect(products).toEqual([{ id: '1', format: 'CD', price: { value: 5, discount: 0, currency: { code: 'USD' } } }]);
    expect(fake.retailRequests()[0]?.headers['x-client-country']).toBeUndefined();
  });

  it('answers an unknown reference (404) with no products', async () => {
    fake.override.set('/retail/products', { status: 404, json: { error: 'not_found' } });
    await expect(createOchreRetailSource(endpoint()).products(productsQuery)).resolves.toEqual([]);
  });

  it('on a 401 refreshes the token once and retries once', async () => {
    const tokens = provider();
    const retail = createOchreRetailSource(endpoint(tokens));
    await retail.products(productsQuery);
    fake.revokeTokens();
    await expect(retail.products(productsQuery)).resolves.toHaveLength(2);
    expect(fake.tokenRequests).toBe(2);
    expect(fake.retailRequests().map((r) => r.headers.authorization)).toEqual([
      'Bearer ochre-token-1',
      'Bearer ochre-token-1',
      'Bearer ochre-token-2',
    ]);
  });

  it('gives up after the one retry when the fresh token is refused too', async () => {
    fake.rejectAll = true;
    const error = await createOchreRetailSource(endpoint())
      .products(productsQuery)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401, service: 'Ochre retail API' });
    expect((error as Error).message).not.toContain('ochre-token');
    expect(fake.retailRequests()).toHaveLength(2);
    expect(fake.tokenRequests).toBe(2);
  });

  it('shares one refresh between concurrent requests that all got a 401', async () => {
    const tokens = provider();
    const retail = createOchreRetailSource(endpoint(tokens));
    await retail.products(productsQuery);
    fake.revokeTokens();
    fake.tokenDelayMs = 50;
    const answers = await Promise.all(Array.from({ length: 5 }, () => retail.products(productsQuery)));
    expect(answers.every((answer) => answer.length === 2)).toBe(true);
    expect(fake.tokenRequests).toBe(2);
  });

  it('fetches media items with the query defaults and reshapes them for the player', async () => {
    const items = await createOchreMediaItemsSource(endpoint()).mediaItems({
      reference_type: 'track',
      reference_id: '77',
      service: 'ochre',
      type: 'audio',
      limit: 99,
    });
    const [asked] = fake.retailRequests();
    expect(asked?.path).toBe('/content/media-items');
    expect(Object.fromEntries(asked!.query)).toEqual({
      reference_type: 'track',
      reference_id: '77',
      service: 'ochre',
      type: 'audio',
      limit: '99',
    });
    expect(asked?.headers.authorization).toBe('Bearer ochre-token-1');
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: '9000',
      reference_type: 'track',
      reference_id: '77',
      service: 'ochre',
      type: 'audio',
      title: 'Track 1',
      artist: 'Fake Artist',
      url: 'https://media.ochre.test/audio/77-1.mp3',
      duration_seconds: 30,
    });
  });

  it('keeps only playable (https) media items, at most `limit` of them, and refreshes on a 401 too', async () => {
    fake.override.set('/content/media-items', {
      status: 200,
      json: {
        results: [
          { id: 1, title: 'a', url: 'http://insecure.test/a.mp3' },
          { id: 2, title: 'b', url: 'https://ok.test/b.mp3', artist: 'B' },
          { id: 3, title: 'c', url: 'https://ok.test/c.mp3' },
        ],
      },
    });
    const tokens = provider();
    await tokens.current();
    fake.revokeTokens();
    const items = await createOchreMediaItemsSource(endpoint(tokens)).mediaItems({
      reference_type: 'track',
      reference_id: '5',
      service: 'ochre',
      type: 'audio',
      limit: 1,
    });
    expect(items.map((item) => [item.id, item.artist, item.duration_seconds])).toEqual([['2', 'B', null]]);
    expect(fake.tokenRequests).toBe(2);
  });
});

describe('selection by configuration', () => {
  it('uses Ochre when its client credentials are set, sharing one token between the connectors', async () => {
    const { sources } = await createTestSite();
    const config = testConfig({
      OCHRE_CLIENT_ID: fake.clientId,
      OCHRE_CLIENT_SECRET: fake.clientSecret,
      RETAIL_API_URL: fake.origin,
      STORE_URL: 'https://store.label.test',
    });
    const store = createStoreSources(config, sources.content);
    expect(store.carts).toBeNull();
    await store.retail.products(productsQuery);
    await store.mediaItems.mediaItems({ reference_type: 'track', reference_id: '1', service: 'ochre', type: 'audio', limit: 99 });
    expect(await store.storeAccess?.current()).toMatchObject({ accessToken: 'ochre-token-1' });
    expect(fake.tokenRequests).toBe(1);
  });

  it('serves preview audio through GraphQL from Ochre when configured', async () => {
    const tokens = provider();
    const { origin } = await listen({ mediaItems: createOchreMediaItemsSource(endpoint(tokens)) });
    const res = await request(origin)
      .post('/graphql')
      .send({ query: '{ mediaItems(reference_id: "42") { results { id title artist url } } }' })
      .expect(200);
    expect(res.body.data.mediaItems.results[0]).toEqual({
      id: '9000',
      title: 'Track 1',
      artist: 'Fake Artist',
      url: 'https://media.ochre.test/audio/42-1.mp3',
    });
    expect(Object.fromEntries(fake.retailRequests()[0]!.query)).toMatchObject({
      reference_type: 'track',
      service: 'ochre',
      type: 'audio',
      limit: '99',
    });
  });
});

describe('POST /api/auth/ochre/access', () => {
  it('answers the cached token and its expiry, asking the auth server once for concurrent callers', async () => {
    fake.tokenDelayMs = 50;
    const { origin, logs } = await listen({ storeAccess: provider() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(origin).post('/api/auth/ochre/access').expect(200)));
    for (const res of answers) {
      expect(res.body).toEqual({ accessToken: 'ochre-token-1', expiresAt: new Date(clock + 3_600_000).toISOString() });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(fake.tokenRequests).toBe(1);
    // Neither the token nor the credentials reach the logs.
    expect(logs.text).not.toMatch(/ochre-token-1|fake-ochre-secret/);
  });

  it('answers 502 with details when the auth server refuses, logging no secret', async () => {
    const { origin, logs } = await listen({ storeAccess: provider({ clientSecret: 'wrong-s3cr3t-for-logs' }) });
    const res = await request(origin).post('/api/auth/ochre/access').expect(502);
    expect(res.body).toEqual({ details: ['The store could not be reached. Please try again.'] });
    expect(logs.text).toContain('store access token unavailable');
    expect(logs.text).not.toMatch(/s3cr3t/);
  });

  it('is 404 without Ochre configured, and POST only', async () => {
    const { origin } = await listen({ storeAccess: null });
    const res = await request(origin).post('/api/auth/ochre/access').expect(404);
    expect(res.body.details).toEqual(['Store access is not configured: the embedded store needs no token']);
    const get = await request(origin).get('/api/auth/ochre/access').expect(405);
    expect(get.headers.allow).toBe('POST');
  });
});
