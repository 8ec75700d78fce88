import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createEmbeddedCartStore, type EmbeddedCartStore } from '../../../server/sources/store/embedded-cart-store';
import { createTestSite } from '../../support/test-site';

/** Issue 11, item 2: reading the basket makes no cart; making carts is rate limited per client. */
const VINYL = '1';
const form = (input: unknown) => `body=${encodeURIComponent(JSON.stringify(input))}`;

let dir: string;
let store: EmbeddedCartStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cart-creation-test-'));
  store = createEmbeddedCartStore({ file: path.join(dir, 'carts.sqlite') });
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Carts in the store's file, read directly. */
function cartCount(): number {
  const db = new DatabaseSync(path.join(dir, 'carts.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function site(env: Record<string, string> = {}) {
  return createTestSite({ env: { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', ...env }, sources: { carts: store } });
}

describe('embedded store carts on the production app', () => {
  it('makes no cart for any number of basket reads without a token or with an unknown one', async () => {
    const { app } = await site();
    for (let i = 0; i < 50; i += 1) {
      const res = await request(app)
        .get('/store/cart/embed')
        .query({ _: String(i) })
        .expect(200);
      expect(res.body).toMatchObject({ uuid: null, itemCount: 0 });
      expect(res.headers['x-cart-token']).toBeUndefined();
    }
    const unknown = await request(app).get('/store/cart/embed').set('X-Cart-Token', '00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body).toEqual({ details: ['This basket no longer exists'] });
    expect(cartCount()).toBe(0);
  });

  it('makes the cart on the first add, and limits how many carts one client makes', async () => {
    const { app } = await site({ CART_CREATION_RATE_LIMIT: '3' });
    const add = (ip: string) =>
      request(app)
        .post('/store/cart/embed/items')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send(form({ productId: VINYL }));
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await add('203.0.113.7').expect(200);
      tokens.push(res.headers['x-cart-token'] ?? 'no token');
    }
    expect(new Set(tokens).size).toBe(3);
    const limited = await add('203.0.113.7').expect(429);
    expect(limited.body).toEqual({ details: ['Too many new baskets from this address: please try again later'] });
    // Adding to a cart one has is never limited; another client has its own budget.
    await request(app)
      .post('/store/cart/embed/items')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Cart-Token', tokens[0]!)
      .type('form')
      .send(form({ productId: VINYL }))
      .expect(200);
    await add('203.0.113.8').expect(200);
    expect(cartCount()).toBe(4);
  });

  it('gives a failed add its count back', async () => {
    const { app } = await site({ CART_CREATION_RATE_LIMIT: '1' });
    const add = (productId: string) =>
      request(app).post('/store/cart/embed/items').set('X-Forwarded-For', '203.0.113.9').type('form').send(form({ productId }));
    await add('999999').expect(400);
    await add(VINYL).expect(200);
  });
});
