import request from 'supertest';
import { createStoreSources } from '../../server/sources/store/create-store-sources';
import { startFakeOchre, type FakeOchre } from '../support/fake-ochre';
import { createTestSite, testConfig } from '../support/test-site';

jest.setTimeout(20_000);

let fake: FakeOchre;
beforeEach(async () => {
  fake = await startFakeOchre();
});
afterEach(() => fake.close());

/** The demo label with Ochre (the fake) configured as the store: its retail connector and tokens. */
async function siteWithOchre() {
  const base = await createTestSite();
  const config = testConfig({
    OCHRE_CLIENT_ID: fake.clientId,
    OCHRE_CLIENT_SECRET: fake.clientSecret,
    RETAIL_API_URL: fake.origin,
    SERVICE_TIMEOUT_MS: '1000',
  });
  const { retail, storeAccess } = createStoreSources(config, base.sources.content);
  return createTestSite({ sources: { retail, storeAccess } });
}

/** "Hourglass 2" (group 1): its vinyl is product 4, £26.99 less £13.50 in the content. */
const VINYL_PAGE = '/products/hourglass-2/vinyl-1-lp';
const storeAnswer = (code: string, value: number) => ({
  status: 200,
  json: {
    results: [
      { id: 4, format: 'Vinyl', price: { value, discount: 0, currency: { code } } },
      { id: 1, format: 'MP3', price: { value: 5.55, discount: 0, currency: { code } } },
    ],
  },
});

describe('retail prices from the store (spec 001 §7, decision 0035)', () => {
  it('a product page shows the store’s price in the visitor’s currency, asked with the store’s token', async () => {
    fake.override.set('/retail/products', storeAnswer('GBP', 31.5));
    const { app } = await siteWithOchre();
    const page = await request(app).get(VINYL_PAGE).expect(200);
    expect(page.text).toContain('£31.50');
    const asked = fake.retailRequests().filter((r) => r.path === '/retail/products');
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) {
      expect(r.headers.authorization).toBe('Bearer ochre-token-1');
      expect(r.query.get('reference_type')).toBe('release');
      expect(r.query.get('reference_id')).toBe('1');
      expect(r.headers['x-client-currency']).toBe(r.query.get('currency'));
    }
  });

  it('asks once per group and currency in a request, however many of its products are shown', async () => {
    fake.override.set('/retail/products', storeAnswer('GBP', 31.5));
    const { app } = await siteWithOchre();
    const res = await request(app)
      .post('/graphql')
      .send({ query: '{ product_groups_by_id(id: "1") { products { id prices { currency { code } value discount } } } }' })
      .expect(200);
    const products = res.body.data.product_groups_by_id.products as {
      id: string;
      prices: { currency: { code: string }; value: number }[];
    }[];
    expect(products.find((p) => p.id === '4')?.prices.find((p) => p.currency.code === 'GBP')?.value).toBe(31.5);
    expect(products.find((p) => p.id === '1')?.prices.find((p) => p.currency.code === 'GBP')?.value).toBe(5.55);
    // The store answered GBP only for these two: the others are not sold in GBP.
    expect(products.find((p) => p.id === '2')?.prices.map((p) => p.currency.code)).not.toContain('GBP');
    const currencies = fake.retailRequests().map((r) => r.query.get('currency'));
    expect(currencies.sort()).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('falls back to the content’s price, and logs a warning, when the store fails', async () => {
    fake.override.set('/retail/products', { status: 500, json: { error: 'down' } });
    const { app, logs } = await siteWithOchre();
    const page = await request(app).get(VINYL_PAGE).expect(200);
    expect(page.text).toContain('£26.99');
    expect(page.text).toContain('£13.49');
    expect(logs.lines.some((line) => line.level === 40 && String(line.msg).includes('retail prices unavailable'))).toBe(true);
  });
});
