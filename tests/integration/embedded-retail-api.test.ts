import request from 'supertest';
import { createOchreRetailSource } from '../../server/sources/store/ochre-retail-source';
import type { StoreAccessTokens } from '../../server/sources/store/ochre-token-provider';
import { createTestSite } from '../support/test-site';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

jest.setTimeout(20_000);

const PRODUCTS = '/store/retail/products';

async function tokenOf(app: Parameters<typeof request>[0]): Promise<string> {
  const res = await request(app).post('/api/auth/ochre/access').expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(typeof res.body.accessToken).toBe('string');
  expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
  return res.body.accessToken as string;
}

/** A products request carrying the twin's token, as the store's front end sends it. */
function productsWith(app: Parameters<typeof request>[0], token: string, query: Record<string, string>) {
  return request(app).get(PRODUCTS).query(query).set('Authorization', `Bearer ${token}`);
}

describe('the embedded store answers the retail API’s dialect (spec 001 §7, decision 0035)', () => {
  it('POST /api/auth/ochre/access serves the twin’s token, which GET /store/retail/products accepts', async () => {
    const { app } = await createTestSite();
    const token = await tokenOf(app);
    const res = await productsWith(app, token, { currency: 'USD', reference_type: 'release', reference_id: '1' })
      .set('X-Client-Currency', 'USD')
      .expect(200);
    expect(res.body.results).toContainEqual({
      id: '4',
      format: 'Vinyl',
      price: { value: 34.99, discount: 17.5, currency: { code: 'USD' } },
    });
    expect(res.body.results.map((entry: { id: string }) => entry.id).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('answers one product by reference, and an empty list for an unknown reference', async () => {
    const { app } = await createTestSite();
    const token = await tokenOf(app);
    const one = await productsWith(app, token, { currency: 'GBP', reference_type: 'product', reference_id: '4' }).expect(200);
    expect(one.body.results).toEqual([{ id: '4', format: 'Vinyl', price: { value: 26.99, discount: 13.5, currency: { code: 'GBP' } } }]);
    const none = await productsWith(app, token, { currency: 'GBP', reference_type: 'release', reference_id: 'no-such-group' }).expect(200);
    expect(none.body).toEqual({ results: [] });
  });

  it('refuses a missing or unknown token with 401, as Ochre does', async () => {
    const { app } = await createTestSite();
    const query = { currency: 'GBP', reference_type: 'release', reference_id: '1' };
    const missing = await request(app).get(PRODUCTS).query(query).expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    await productsWith(app, 'not-a-twin-token', query).expect(401);
  });

  it('refuses a bad query with 400 and says what is wrong', async () => {
    const { app } = await createTestSite();
    const token = await tokenOf(app);
    const res = await productsWith(app, token, { currency: 'JPY', reference_type: 'track', reference_id: '../1' }).expect(400);
    expect(res.body.details).toHaveLength(3);
    const header = await productsWith(app, token, { currency: 'GBP', reference_type: 'release', reference_id: '1' })
      .set('X-Client-Currency', 'USD')
      .expect(400);
    expect(header.body.details).toEqual(['X-Client-Currency must match the currency asked']);
  });

  it('is what the Ochre connector reads: the same connector works against the twin', async () => {
    const { app } = await createTestSite();
    const server: Server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const tokens: StoreAccessTokens = {
        current: async () => ({ accessToken: await tokenOf(app), expiresAt: Date.now() + 60_000 }),
        refresh: async () => ({ accessToken: await tokenOf(app), expiresAt: Date.now() + 60_000 }),
      };
      const retail = createOchreRetailSource({ baseUrl: `${origin}/store`, timeoutMs: 2_000, tokens });
      const products = await retail.products({ currency: 'EUR', country: 'DE', reference_type: 'release', reference_id: '1' });
      expect(products.find((product) => product.id === '4')).toEqual({
        id: '4',
        format: 'Vinyl',
        price: { value: 31.99, discount: 16, currency: { code: 'EUR' } },
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
