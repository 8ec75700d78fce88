import { DatabaseSync } from 'node:sqlite';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { cartSchemaVersion, openCartDatabase } from '../../server/sources/store/cart-database';
import type { Redis } from 'ioredis';
import { createLogger } from '../../server/logger';
import { closeRedisConnection, createRedisConnection } from '../../server/sources/redis/redis-connection';
import type { CartStore } from '../../server/sources/store/cart-store';
import { CART_LIFETIME_MS, createEmbeddedCartStore, EMPTY_CART_LIFETIME_MS } from '../../server/sources/store/embedded-cart-store';
import { createRedisCartStore } from '../../server/sources/store/redis-cart-store';
import { TestRedisServer } from '../support/redis-server';
import { createTestSite, repoRoot } from '../support/test-site';
import { lastReadWithin, within } from '../support/within';

jest.setTimeout(30_000);

// Demo products (content/products.json) with the properties each test needs.
const VINYL = '9'; // The Pale Echo (Vinyl 12”): physical, 435 in stock, £14.99 / $19.99 / €17.99
const LOW_STOCK = '244'; // Still Undertow (CD): physical, 3 in stock, £11.99
const SOLD_OUT = '10'; // The Pale Echo (Cassette): stock 0
const DOWNLOAD = '1'; // Hourglass 2 (MP3): digital, £9.99
const DISCOUNTED = '4'; // Hourglass 2 (Vinyl 1×LP): £26.99 less £13.50, ships to GB IE FR DE NL BE
const US_ONLY = '53'; // Open Archive (CD): ships to US and CA
const BUNDLE = '501'; // Crossing the Pulse Vinyl + T-Shirt Bundle: Format 61/62, T-Shirt Size 63–68, £39.99
const TSHIRT = '476'; // Lumen Tide Logo T-Shirt (Black): Size 1–6
const INACTIVE = '21';

const black = { id: '61', optionGroup: 'Format' };
const clear = { id: '62', optionGroup: 'Format' };
const medium = { id: '65', optionGroup: 'T-Shirt Size' };
const large = { id: '66', optionGroup: 'T-Shirt Size' };

let dir: string;
let store: CartStore;
let server: Server;
let logs: Awaited<ReturnType<typeof createTestSite>>['logs'];

async function listen(carts: CartStore) {
  const site = await createTestSite({ sources: { carts } });
  const listening = createServer(site.app);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { server: listening, logs: site.logs };
}

const close = (target: Server) => new Promise<void>((resolve) => target.close(() => resolve()));

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-store-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let storeCount = 0;

// Carts in Redis (REDIS_URL): a throwaway redis-server, started by the first test that needs it.
let redis: TestRedisServer | null = null;
const redisConnections: Redis[] = [];
async function redisConnection(): Promise<Redis> {
  redis ??= await TestRedisServer.start();
  const connection = createRedisConnection({ url: redis.url, logger: createLogger('silent'), name: 'carts' });
  redisConnections.push(connection);
  await within(10_000, () => connection.status === 'ready', 'redis connection ready');
  return connection;
}
afterAll(async () => {
  await Promise.all(redisConnections.map((connection) => closeRedisConnection(connection)));
  await redis?.stop();
});

/** The cart API behaves the same whichever store keeps the carts (issue 17, item 5). */
const backends: [string, () => Promise<CartStore>][] = [
  ['SQLite', async () => createEmbeddedCartStore({ file: path.join(dir, `carts-${(storeCount += 1)}.sqlite`) })],
  ['Redis', async () => createRedisCartStore(await redisConnection(), { keyPrefix: `test-${(storeCount += 1)}:` })],
];

const api = () => request(server);
/** The browser's cache-busting parameter: every store request carries one (spec 000 §7). */
const bust = () => ({ _: String(Date.now()) });
const form = (input: unknown) => `body=${encodeURIComponent(JSON.stringify(input))}`;

/** An empty cart made in the store itself: over HTTP a cart is only made by its first add. */
async function newCart(currency: 'GBP' | 'USD' | 'EUR' = 'GBP'): Promise<string> {
  return (await store.open(null, { currency, shippingTo: null })).stored.cart.uuid;
}

/** A form add, as the browser posts it, to `target`: into the cart `token`, or a new one. */
const addAt = (target: Server, token: string | null, input: unknown) => {
  const call = request(target).post('/store/cart/embed/items').type('form');
  if (token) call.set('X-Cart-Token', token);
  return call.send(form(input));
};
const add = (token: string | null, input: unknown) => addAt(server, token, input).query(bust());
/** The cart a new basket's first add made. */
const cartTokenOf = (res: { headers: Record<string, string | undefined> }) => res.headers['x-cart-token'] ?? '';
const update = (token: string, id: number | string, input: unknown) =>
  api().put(`/store/cart/embed/items/${id}`).query(bust()).set('X-Cart-Token', token).type('form').send(form(input));
const remove = (token: string, id: number | string) =>
  api().delete(`/store/cart/embed/items/${id}`).query(bust()).set('X-Cart-Token', token);

async function itemsOf(token: string) {
  return (await api().get('/store/cart/embed/items').query(bust()).set('X-Cart-Token', token).expect(200)).body;
}

describe.each(backends)('carts in %s', (_backend, makeStore) => {
  beforeEach(async () => {
    store = await makeStore();
    ({ server, logs } = await listen(store));
  });
  afterEach(async () => {
    await close(server);
    await store.close();
  });

  describe('GET /store/cart/embed', () => {
    it('answers an empty basket without making a cart when no token is sent', async () => {
      const res = await api()
        .get('/store/cart/embed')
        .query(bust())
        .set('X-Client-Currency', 'usd')
        .set('X-Client-Country', 'us')
        .expect(200);
      expect(res.body).toEqual({
        ...OPEN_ANONYMOUS_US_CART,
        checkout: null,
        costs: { total: 0, discount: 0 },
        dateCreated: null,
        dateUpdated: null,
        id: null,
        itemCount: 0,
        uuid: null,
      });
      expect(res.headers['x-cart-token']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await store.purgeExpired()).toBe(0);
    });

    it('answers a cart with every field of the spec for its token', async () => {
      const uuid =
        (await add(null, { productId: VINYL }).set('X-Client-Currency', 'USD').set('X-Client-Country', 'US').expect(200)).headers[
          'x-cart-token'
        ] ?? '';
      const res = await api().get('/store/cart/embed').query(bust()).set('X-Cart-Token', uuid).expect(200);
      const cart = res.body;
      expect(Object.keys(cart).sort()).toEqual(
        [
          'checkout',
          'costs',
          'currency',
          'dateCreated',
          'dateUpdated',
          'id',
          'inCheckout',
          'itemCount',
          'shippingTo',
          'status',
          'store',
          'type',
          'user',
          'uuid',
          'vouchers',
        ].sort(),
      );
      expect(cart.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(cart).toMatchObject({
        ...OPEN_ANONYMOUS_US_CART,
        checkout: { url: `/store/cart/checkout/${cart.uuid}` },
        costs: { total: 19.99, discount: 0 },
        itemCount: 1,
      });
      expect(typeof cart.id).toBe('number');
      expect(res.headers['x-cart-token']).toBe(cart.uuid);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers the same cart for its token, whatever the cache-busting parameter', async () => {
      const uuid = await newCart();
      const again = await api().get('/store/cart/embed').query({ _: '1' }).set('X-Cart-Token', uuid).expect(200);
      const third = await api().get('/store/cart/embed').query({ _: '2', other: 'x' }).set('X-Cart-Token', uuid.toUpperCase()).expect(200);
      expect([again.body.uuid, third.body.uuid]).toEqual([uuid, uuid]);
    });

    it('answers 404 to a well-formed token it does not know, and makes no cart', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const res = await api().get('/store/cart/embed').set('X-Cart-Token', unknown).expect(404);
      expect(res.body).toEqual({ details: ['This basket no longer exists'] });
      expect(res.headers['x-cart-token']).toBeUndefined();
      const added = await add(unknown, { productId: VINYL }).expect(404);
      expect(added.body).toEqual({ details: ['This basket no longer exists'] });
    });

    it("prices new carts in the default locale's currency and keeps a cart's currency for good", async () => {
      const uuid = cartTokenOf(await add(null, { productId: VINYL }).expect(200));
      const later = await api().get('/store/cart/embed').set('X-Cart-Token', uuid).set('X-Client-Currency', 'EUR').expect(200);
      expect(later.body.currency).toEqual({ code: 'GBP' });
      expect(later.body.costs).toEqual({ total: 14.99, discount: 0 });
    });
  });

  describe('GET /store/cart/embed/items', () => {
    it('is an empty basket without a token, and creates no cart', async () => {
      const res = await api().get('/store/cart/embed/items').query(bust()).set('X-Client-Currency', 'EUR').expect(200);
      expect(res.body).toEqual({
        results: [],
        summary: { itemCount: 0, total: 0, discount: 0, currency: { code: 'EUR' }, hasPhysical: false },
      });
      expect(res.headers['x-cart-token']).toBeUndefined();
    });

    it('lists the lines with what a basket row shows, and the summary', async () => {
      const uuid = await newCart();
      await add(uuid, { productId: VINYL, quantity: 2 }).expect(200);
      await add(uuid, { productId: DISCOUNTED }).expect(200);
      const { results, summary } = await itemsOf(uuid);
      expect(results).toHaveLength(2);
      expect(results[0]).toEqual({
        id: expect.any(Number),
        quantity: 2,
        product: {
          id: VINYL,
          title: 'The Pale Echo (Vinyl 12”)',
          format: 'Vinyl',
          variant: '12”',
          distribution: 'physical',
          image: '1da565d1-2e2c-438c-89ef-32c071ee6773',
          href: '/products/the-pale-echo/vinyl-12',
          group: {
            id: expect.any(String),
            title: 'The Pale Echo',
            slug: 'the-pale-echo',
            artist: { name: 'Sera Lumin', href: '/artists/sera-lumin' },
            // The dates that label a line as a pre-order in the basket.
            release_date: '2001-09-28',
            date_available: null,
          },
        },
        items: [],
        messages: [],
        price: { value: 14.99, discount: 0, currency: { code: 'GBP' } },
        total: 29.98,
      });
      expect(results[1]).toMatchObject({ quantity: 1, price: { value: 26.99, discount: 13.5, currency: { code: 'GBP' } }, total: 13.49 });
      expect(summary).toEqual({ itemCount: 3, total: 43.47, discount: 13.5, currency: { code: 'GBP' }, hasPhysical: true });
      const cart = (await api().get('/store/cart/embed').set('X-Cart-Token', uuid).expect(200)).body;
      expect(cart).toMatchObject({ itemCount: 3, costs: { total: 43.47, discount: 13.5 } });
    });

    it("prices lines in the cart's currency", async () => {
      const uuid = await newCart('EUR');
      await add(uuid, { productId: VINYL }).expect(200);
      const { results, summary } = await itemsOf(uuid);
      expect(results[0].price).toEqual({ value: 17.99, discount: 0, currency: { code: 'EUR' } });
      expect(summary).toMatchObject({ total: 17.99, currency: { code: 'EUR' } });
    });
  });

  describe('POST /store/cart/embed/items', () => {
    it('adds a line from the form-encoded body and answers id, messages, price, product and quantity', async () => {
      const uuid = await newCart();
      const res = await add(uuid, { productId: VINYL, quantity: 1, items: [] }).expect(200);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        messages: [],
        price: { value: 14.99, currency: { code: 'GBP' } },
        product: { id: VINYL, format: 'Vinyl' },
        quantity: 1,
      });
      expect(res.body.cart).toEqual({ uuid, itemCount: 1 });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('creates the cart when the first add carries no token, and says which', async () => {
      const res = await add(null, { productId: VINYL }).set('X-Client-Currency', 'USD').expect(200);
      const uuid = cartTokenOf(res);
      expect(res.body.cart).toEqual({ uuid, itemCount: 1 });
      expect(res.body.price).toEqual({ value: 19.99, discount: 0, currency: { code: 'USD' } });
      expect((await itemsOf(uuid)).results).toHaveLength(1);
    });

    it('accepts a JSON body and numeric ids too', async () => {
      const uuid = await newCart();
      const res = await api()
        .post('/store/cart/embed/items')
        .set('X-Cart-Token', uuid)
        .send({ productId: Number(VINYL), quantity: 2 })
        .expect(200);
      expect(res.body).toMatchObject({ product: { id: VINYL }, quantity: 2 });
    });

    it('raises an existing line of a product without options instead of adding another', async () => {
      const uuid = await newCart();
      const first = await add(uuid, { productId: VINYL }).expect(200);
      const second = await add(uuid, { productId: VINYL, quantity: 2 }).expect(200);
      expect(second.body).toMatchObject({ id: first.body.id, quantity: 3 });
      expect((await itemsOf(uuid)).results).toHaveLength(1);
    });

    it('keeps a line per choice of a bundle; the same choice, in any order, raises its line', async () => {
      const uuid = await newCart();
      const blackMedium = await add(uuid, { productId: BUNDLE, items: [black, medium] }).expect(200);
      const clearLarge = await add(uuid, { productId: BUNDLE, items: [clear, large] }).expect(200);
      const again = await add(uuid, { productId: BUNDLE, items: [medium, black] }).expect(200);
      expect(clearLarge.body.id).not.toBe(blackMedium.body.id);
      expect(again.body).toMatchObject({ id: blackMedium.body.id, quantity: 2 });
      const { results, summary } = await itemsOf(uuid);
      expect(results.map((line: { items: unknown }) => line.items)).toEqual([
        [
          { id: '61', optionGroup: 'Format', title: 'Black vinyl' },
          { id: '65', optionGroup: 'T-Shirt Size', title: 'M' },
        ],
        [
          { id: '62', optionGroup: 'Format', title: 'Clear vinyl' },
          { id: '66', optionGroup: 'T-Shirt Size', title: 'L' },
        ],
      ]);
      expect(summary.itemCount).toBe(3);
    });

    it("clamps an add beyond the stock and says so in the item's messages", async () => {
      const uuid = await newCart();
      const res = await add(uuid, { productId: LOW_STOCK, quantity: 10 }).expect(200);
      expect(res.body).toMatchObject({ quantity: 3, messages: ['Only 3 left in stock'] });
      const more = await add(uuid, { productId: LOW_STOCK }).expect(200);
      expect(more.body).toMatchObject({ quantity: 3, messages: ['Only 3 left in stock'] });
    });

    it("counts a bundle's other lines against its stock", async () => {
      const uuid = await newCart();
      await add(uuid, { productId: BUNDLE, items: [black, medium], quantity: 130 }).expect(200);
      const res = await add(uuid, { productId: BUNDLE, items: [clear, large], quantity: 10 }).expect(200);
      expect(res.body).toMatchObject({ quantity: 5, messages: ['Only 135 left in stock'] });
    });

    it('holds one of each download', async () => {
      const uuid = await newCart();
      await add(uuid, { productId: DOWNLOAD }).expect(200);
      const again = await add(uuid, { productId: DOWNLOAD }).expect(200);
      expect(again.body).toMatchObject({ quantity: 1, messages: ['Hourglass 2 (MP3) is already in your basket'] });
      const { summary } = await itemsOf(uuid);
      expect(summary).toMatchObject({ itemCount: 1, hasPhysical: false });
    });

    it('refuses a sold-out product with 409 and creates nothing', async () => {
      const res = await add(null, { productId: SOLD_OUT }).expect(409);
      expect(res.body).toEqual({ details: ['The Pale Echo (Cassette) is out of stock'] });
      expect(res.headers['x-cart-token']).toBeUndefined();
    });
  });

  describe('PUT and DELETE /store/cart/embed/items/{id}', () => {
    it('sets the quantity and answers the item', async () => {
      const uuid = await newCart();
      const { body: line } = await add(uuid, { productId: VINYL }).expect(200);
      const res = await update(uuid, line.id, { quantity: 4 }).expect(200);
      expect(res.body).toMatchObject({ id: line.id, quantity: 4, messages: [], total: 59.96, cart: { uuid, itemCount: 4 } });
    });

    it('accepts the update as JSON too', async () => {
      const uuid = await newCart();
      const { body: line } = await add(uuid, { productId: VINYL }).expect(200);
      await api().put(`/store/cart/embed/items/${line.id}`).set('X-Cart-Token', uuid).send({ quantity: 2 }).expect(200);
      expect((await itemsOf(uuid)).summary.itemCount).toBe(2);
    });

    it('clamps to the stock, and a download to one, with a message', async () => {
      const uuid = await newCart();
      const { body: cd } = await add(uuid, { productId: LOW_STOCK }).expect(200);
      const { body: mp3 } = await add(uuid, { productId: DOWNLOAD }).expect(200);
      expect((await update(uuid, cd.id, { quantity: 5 }).expect(200)).body).toMatchObject({
        quantity: 3,
        messages: ['Only 3 left in stock'],
      });
      expect((await update(uuid, mp3.id, { quantity: 2 }).expect(200)).body).toMatchObject({
        quantity: 1,
        messages: ['Only one of each download per order'],
      });
    });

    it('removes the line at quantity 0', async () => {
      const uuid = await newCart();
      const { body: line } = await add(uuid, { productId: VINYL }).expect(200);
      const res = await update(uuid, line.id, { quantity: 0 }).expect(200);
      expect(res.body).toMatchObject({ id: line.id, quantity: 0, cart: { uuid, itemCount: 0 } });
      expect((await itemsOf(uuid)).results).toEqual([]);
    });

    it('deletes a line, answering it with quantity 0; a second delete is 404', async () => {
      const uuid = await newCart();
      const { body: line } = await add(uuid, { productId: VINYL, quantity: 2 }).expect(200);
      const res = await remove(uuid, line.id).expect(200);
      expect(res.body).toMatchObject({ id: line.id, quantity: 0, product: { id: VINYL }, messages: [] });
      expect((await remove(uuid, line.id).expect(404)).body).toEqual({ details: [`Cart item ${line.id} is not in this basket`] });
    });

    it('takes a cart out of checkout when it changes', async () => {
      const uuid = await newCart();
      const { body: line } = await add(uuid, { productId: VINYL }).expect(200);
      await api().get(`/store/cart/checkout/${uuid}`).expect(200);
      expect((await api().get('/store/cart/embed').set('X-Cart-Token', uuid)).body).toMatchObject({ inCheckout: true, status: 'checkout' });
      await update(uuid, line.id, { quantity: 2 }).expect(200);
      expect((await api().get('/store/cart/embed').set('X-Cart-Token', uuid)).body).toMatchObject({ inCheckout: false, status: 'open' });
    });
  });

  describe('bad input gets a 4xx with details and changes nothing', () => {
    let uuid: string;
    let lineId: number;
    let before: unknown;

    beforeEach(async () => {
      uuid = await newCart();
      lineId = (await add(uuid, { productId: VINYL, quantity: 2 }).expect(200)).body.id;
      before = await itemsOf(uuid);
    });
    afterEach(async () => {
      expect(await itemsOf(uuid)).toEqual(before);
    });

    const post = (body: string, type = 'form') => api().post('/store/cart/embed/items').set('X-Cart-Token', uuid).type(type).send(body);

    it.each([
      ['an unknown product', { productId: '99999' }, ['productId 99999 is not a product of this store']],
      ['a product no longer sold', { productId: INACTIVE }, [`productId ${INACTIVE} is not a product of this store`]],
      ['a negative quantity', { productId: VINYL, quantity: -1 }, ['quantity must be greater than or equal to 1']],
      ['a zero quantity', { productId: VINYL, quantity: 0 }, ['quantity must be greater than or equal to 1']],
      ['a fractional quantity', { productId: VINYL, quantity: 1.5 }, ['quantity must be an integer']],
      ['a quantity as text', { productId: VINYL, quantity: '2' }, ['quantity must be a number']],
      ['a huge quantity', { productId: VINYL, quantity: 1000 }, ['quantity must be less than or equal to 999']],
      ['no product id', { quantity: 1 }, ['productId is required']],
      ['an id with separators', { productId: '9/../1' }, ['productId must be an id']],
      ['an unknown field', { productId: VINYL, price: 0.01 }, ['price is not allowed']],
      ['not an object', [VINYL], ['value must be of type object']],
      ['a bundle without its choices', { productId: BUNDLE }, ['Please choose a format', 'Please choose a t-shirt size']],
      ['a bundle with two formats', { productId: BUNDLE, items: [black, clear, medium] }, ['Please choose only one format']],
      [
        'an option of another product',
        { productId: BUNDLE, items: [{ id: '1', optionGroup: 'Size' }, medium] },
        ['items[0]: 1 is not an option of this product', 'Please choose a format'],
      ],
      [
        'an option in the wrong group',
        { productId: BUNDLE, items: [{ id: '61', optionGroup: 'T-Shirt Size' }, medium] },
        ['items[0]: 61 is a Format option, not T-Shirt Size', 'Please choose a format'],
      ],
      ['a size for a product without options', { productId: VINYL, items: [medium] }, ['items[0]: 65 is not an option of this product']],
      ['a t-shirt without its size', { productId: TSHIRT }, ['Please choose a size']],
    ])('400 for %s', async (_name, input, details) => {
      const res = await post(form(input)).expect(400);
      expect(res.body).toEqual({ details });
    });

    it('400 for a malformed body: no body field, JSON that is not JSON, extra fields', async () => {
      expect((await post('').expect(400)).body).toEqual({ details: ['The form field body (the JSON input) is required'] });
      expect((await post('body=%7Bnot%20json').expect(400)).body).toEqual({ details: ['The form field body must be JSON'] });
      expect((await post(`${form({ productId: VINYL })}&quantity=5`).expect(400)).body).toEqual({
        details: ['Unexpected form field quantity: send only body=<JSON>'],
      });
      expect((await post('{"productId":', 'json').expect(400)).body).toEqual({ details: ['The body is not valid JSON'] });
    });

    it('415 for another content type, 413 for an oversized payload', async () => {
      expect((await post('productId=9', 'text/plain').expect(415)).body.details[0]).toMatch(
        /^Send the input as the form field body=<JSON>/,
      );
      const huge = form({ productId: VINYL, note: 'x'.repeat(9_000) });
      expect((await post(huge).expect(413)).body).toEqual({ details: ['The body is too large: at most 8kb'] });
    });

    it('400 for a PUT quantity that is negative, fractional or missing', async () => {
      expect((await update(uuid, lineId, { quantity: -1 }).expect(400)).body).toEqual({
        details: ['quantity must be greater than or equal to 0'],
      });
      expect((await update(uuid, lineId, { quantity: 2.5 }).expect(400)).body).toEqual({ details: ['quantity must be an integer'] });
      expect((await update(uuid, lineId, {}).expect(400)).body).toEqual({ details: ['quantity is required'] });
      expect((await update(uuid, 'abc', { quantity: 1 }).expect(400)).body).toEqual({
        details: ['The cart item id must be a positive whole number'],
      });
    });

    it("404 for another cart's item, which stays as it was", async () => {
      const other = await newCart();
      const theirs = (await add(other, { productId: DOWNLOAD }).expect(200)).body.id;
      const theirsBefore = await itemsOf(other);
      expect((await update(uuid, theirs, { quantity: 3 }).expect(404)).body).toEqual({
        details: [`Cart item ${theirs} is not in this basket`],
      });
      await remove(uuid, theirs).expect(404);
      expect(await itemsOf(other)).toEqual(theirsBefore);
    });

    it('400 for bad headers, and for a change without a token', async () => {
      expect((await api().get('/store/cart/embed').set('X-Cart-Token', 'not-a-uuid').expect(400)).body).toEqual({
        details: ['X-Cart-Token must be the uuid of a cart'],
      });
      expect(
        (
          await post(form({ productId: VINYL }))
            .set('X-Client-Currency', 'JPY')
            .expect(400)
        ).body,
      ).toEqual({ details: ['X-Client-Currency must be one of USD, GBP, EUR'] });
      expect((await api().get('/store/cart/embed/items').set('X-Client-Country', 'GBR').expect(400)).body).toEqual({
        details: ['X-Client-Country must be a two-letter country code'],
      });
      const anonymous = await api()
        .put(`/store/cart/embed/items/${lineId}`)
        .type('form')
        .send(form({ quantity: 1 }))
        .expect(400);
      expect(anonymous.body).toEqual({ details: ['X-Cart-Token is required to change a cart item'] });
    });

    it('405 for other methods and 404 JSON for other store paths', async () => {
      const res = await api().patch('/store/cart/embed/items').expect(405);
      expect(res.headers.allow).toBe('GET, POST');
      expect((await api().post('/store/cart/embed').expect(405)).headers.allow).toBe('GET');
      expect((await api().get('/store/cart/embed/nothing-here').expect(404)).body).toEqual({ details: ['Not found'] });
    });
  });

  describe('GET /store/cart/embed/products/{id}/availability', () => {
    const availability = (id: string, headers: Record<string, string> = {}) =>
      api().get(`/store/cart/embed/products/${id}/availability`).query(bust()).set(headers);

    it('answers inStock and inTerritory', async () => {
      expect((await availability(VINYL).expect(200)).body).toEqual({ id: VINYL, inStock: true, inTerritory: true });
      expect((await availability(SOLD_OUT).expect(200)).body).toEqual({ id: SOLD_OUT, inStock: false, inTerritory: true });
      expect((await availability(DOWNLOAD).expect(200)).body.inStock).toBe(true);
    });

    it("decides the territory from the country sent, the cart's, or the currency's", async () => {
      expect((await availability(US_ONLY, { 'X-Client-Country': 'gb' })).body.inTerritory).toBe(false);
      expect((await availability(US_ONLY, { 'X-Client-Country': 'CA' })).body.inTerritory).toBe(true);
      expect((await availability(US_ONLY, { 'X-Client-Currency': 'GBP' })).body.inTerritory).toBe(false);
      expect((await availability(US_ONLY, { 'X-Client-Currency': 'USD' })).body.inTerritory).toBe(true);
      // EUR names no single country: the checkout decides.
      expect((await availability(US_ONLY, { 'X-Client-Currency': 'EUR' })).body.inTerritory).toBe(true);
      const german = (await store.open(null, { currency: 'EUR', shippingTo: 'DE' })).stored.cart.uuid;
      expect((await availability(DISCOUNTED, { 'X-Cart-Token': german })).body.inTerritory).toBe(true);
      expect((await availability(US_ONLY, { 'X-Cart-Token': german })).body.inTerritory).toBe(false);
    });

    it('404 for an unknown or withdrawn product', async () => {
      expect((await availability('99999').expect(404)).body).toEqual({ details: ['Product 99999 was not found'] });
      await availability(INACTIVE).expect(404);
    });
  });

  describe('concurrent changes to one cart', () => {
    it('loses no add: 20 adds at once make one line of 20', async () => {
      const uuid = await newCart();
      const answers = await Promise.all(Array.from({ length: 20 }, () => add(uuid, { productId: VINYL })));
      expect(answers.every((res) => res.status === 200)).toBe(true);
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
      expect(answers.map((res) => res.body.quantity).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const { results, summary } = await itemsOf(uuid);
      expect(results).toHaveLength(1);
      expect(summary.itemCount).toBe(20);
    });

    it('loses no update: updates of several lines and adds at once all land', async () => {
      const uuid = await newCart();
      const ids: number[] = [];
      for (const productId of [VINYL, DISCOUNTED, US_ONLY]) ids.push((await add(uuid, { productId }).expect(200)).body.id);
      const answers = await Promise.all([
        update(uuid, ids[0]!, { quantity: 5 }),
        update(uuid, ids[1]!, { quantity: 6 }),
        update(uuid, ids[2]!, { quantity: 7 }),
        ...Array.from({ length: 5 }, () => add(uuid, { productId: BUNDLE, items: [black, medium] })),
        ...Array.from({ length: 5 }, () => add(uuid, { productId: BUNDLE, items: [clear, large] })),
      ]);
      expect(answers.every((res) => res.status === 200)).toBe(true);
      const { results, summary } = await itemsOf(uuid);
      expect(results.map((line: { quantity: number }) => line.quantity)).toEqual([5, 6, 7, 5, 5]);
      expect(summary.itemCount).toBe(28);
    });

    it('never sells more than the stock, however many add at once', async () => {
      const uuid = await newCart();
      const answers = await Promise.all(Array.from({ length: 10 }, () => add(uuid, { productId: LOW_STOCK })));
      expect(answers.filter((res) => res.body.messages.length === 0)).toHaveLength(3);
      expect(answers.filter((res) => res.body.messages[0] === 'Only 3 left in stock')).toHaveLength(7);
      expect((await itemsOf(uuid)).summary.itemCount).toBe(3);
    });
  });

  describe('logging', () => {
    it('never logs the cart token', async () => {
      const uuid = (await add(null, { productId: VINYL }).expect(200)).headers['x-cart-token'];
      await api().get(`/store/cart/checkout/${uuid}`).expect(200);
      expect(logs.text).toContain('/store/cart/checkout/[redacted]');
      expect(logs.text).toContain('cart created');
      expect(logs.text).not.toContain(uuid);
    });
  });
});

/** What every open, anonymous cart in dollars to the US says of itself, items or not. */
const OPEN_ANONYMOUS_US_CART = {
  currency: { code: 'USD' },
  inCheckout: false,
  shippingTo: { country: 'US' },
  status: 'open',
  store: { id: 'embedded', name: 'Demo store' },
  type: 'anonymous',
  user: null,
  vouchers: [],
};

describe('carts in SQLite', () => {
  it('survive a restart', async () => {
    const file = path.join(dir, 'restart.sqlite');
    const first = createEmbeddedCartStore({ file });
    const before = await listen(first);
    const made = await addAt(before.server, null, { productId: BUNDLE, items: [black, medium] }).expect(200);
    const uuid = cartTokenOf(made);
    const beforeItems = (await request(before.server).get('/store/cart/embed/items').set('X-Cart-Token', uuid)).body;
    await close(before.server);
    first.close();

    const second = createEmbeddedCartStore({ file });
    const after = await listen(second);
    const afterItems = (await request(after.server).get('/store/cart/embed/items').set('X-Cart-Token', uuid).expect(200)).body;
    expect(afterItems).toEqual(beforeItems);
    expect(afterItems.results).toHaveLength(1);
    await close(after.server);
    second.close();
  });

  it('keep their schema version, and refuse a file from newer code', () => {
    const file = path.join(dir, 'schema.sqlite');
    openCartDatabase(file).close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA user_version').get()?.user_version).toBe(cartSchemaVersion);
    db.exec('PRAGMA user_version = 99');
    db.close();
    expect(() => openCartDatabase(file)).toThrow(`Cart schema version 99 is newer than this code knows (${cartSchemaVersion})`);
  });

  it('are deleted when abandoned: empty after a day, any after 30 days', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clocked = createEmbeddedCartStore({ file: path.join(dir, 'purge.sqlite'), now: () => now });
    const init = { currency: 'GBP' as const, shippingTo: null };
    const empty = clocked.open(null, init).stored.cart.uuid;
    const added = clocked.addLine(null, init, { productId: VINYL, choices: [], key: '' }, () => ({ quantity: 1, messages: [] }));
    const full = added.kind === 'applied' ? added.cart.uuid : '';
    now = new Date('2026-01-02T00:00:01Z');
    expect(clocked.purgeExpired()).toBe(1);
    expect([clocked.find(empty), clocked.find(full)?.lines.length]).toEqual([null, 1]);
    now = new Date('2026-01-31T00:00:01Z');
    expect(clocked.purgeExpired()).toBe(1);
    expect(clocked.find(full)).toBeNull();
    clocked.close();
  });

  it('loses no update between two processes writing the same cart file', async () => {
    const file = path.join(dir, 'two-processes.sqlite');
    const ours = createEmbeddedCartStore({ file });
    const target = { productId: VINYL, choices: [], key: '' };
    const plusOne = (state: { current: number }) => ({ quantity: state.current + 1, messages: [] });
    const first = ours.addLine(null, { currency: 'GBP', shippingTo: null }, target, plusOne);
    if (first.kind !== 'applied') throw new Error('no cart');
    const uuid = first.cart.uuid;
    const rounds = 1_500;

    // A second process (another replica) on the same file, adding to the same line.
    const script = `
      const { createEmbeddedCartStore } = require('./server/sources/store/embedded-cart-store.ts');
      const store = createEmbeddedCartStore({ file: process.env.CART_FILE });
      process.stdout.write('ready\\n');
      process.stdin.once('data', () => {
        for (let i = 0; i < ${rounds}; i += 1) {
          store.addLine(process.env.CART_UUID, { currency: 'GBP', shippingTo: null }, { productId: '${VINYL}', choices: [], key: '' }, (s) => ({ quantity: s.current + 1, messages: [] }));
        }
        store.close();
      });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, CART_FILE: file, CART_UUID: uuid },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    child.stdin.end('go\n');
    for (let i = 0; i < rounds; i += 1) ours.addLine(uuid, { currency: 'GBP', shippingTo: null }, target, plusOne);
    expect(await exited).toBe(0);

    const lines = ours.find(uuid)!.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(1 + 2 * rounds);
    ours.close();
  });
});

describe('carts in Redis (REDIS_URL)', () => {
  it('follow the visitor across replicas: each replica sees the lines the other added', async () => {
    const prefix = `replicas-${(storeCount += 1)}:`;
    const replicas = [];
    for (let i = 0; i < 2; i += 1) replicas.push(await listen(createRedisCartStore(await redisConnection(), { keyPrefix: prefix })));
    const [a, b] = [replicas[0]!.server, replicas[1]!.server];
    const uuid = cartTokenOf(await addAt(a, null, { productId: VINYL }).expect(200));
    await addAt(b, uuid, { productId: DOWNLOAD }).expect(200);
    await addAt(a, uuid, { productId: VINYL }).expect(200);
    for (const replica of [a, b]) {
      const { results, summary } = (await request(replica).get('/store/cart/embed/items').set('X-Cart-Token', uuid).expect(200)).body;
      expect(results.map((line: { product: { id: string }; quantity: number }) => [line.product.id, line.quantity])).toEqual([
        [VINYL, 2],
        [DOWNLOAD, 1],
      ]);
      expect(summary.itemCount).toBe(3);
    }
    await Promise.all(replicas.map((replica) => close(replica.server)));
  });

  it('loses no update between two replicas writing the same cart at once', async () => {
    const prefix = `race-${(storeCount += 1)}:`;
    const [ours, theirs] = [
      createRedisCartStore(await redisConnection(), { keyPrefix: prefix }),
      createRedisCartStore(await redisConnection(), { keyPrefix: prefix }),
    ];
    const target = { productId: VINYL, choices: [], key: '' };
    const plusOne = (state: { current: number }) => ({ quantity: state.current + 1, messages: [] });
    const init = { currency: 'GBP' as const, shippingTo: null };
    const first = await ours.addLine(null, init, target, plusOne);
    if (first.kind !== 'applied') throw new Error('no cart');
    const uuid = first.cart.uuid;
    const rounds = 100;
    await Promise.all(
      [ours, theirs].map(async (replica) => {
        for (let i = 0; i < rounds; i += 1)
          await Promise.all([replica.addLine(uuid, init, target, plusOne), replica.addLine(uuid, init, target, plusOne)]);
      }),
    );
    const lines = (await theirs.find(uuid))!.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(1 + 4 * rounds);
  });

  it('are bounded: an empty cart expires after a day, one with lines 30 days after its last change', async () => {
    const prefix = `ttl-${(storeCount += 1)}:`;
    const connection = await redisConnection();
    const carts = createRedisCartStore(connection, { keyPrefix: prefix });
    const { stored } = await carts.open(null, { currency: 'GBP', shippingTo: null });
    const key = `${prefix}cart:${stored.cart.uuid}`;
    const emptyTtl = await connection.pttl(key);
    expect(emptyTtl).toBeGreaterThan(EMPTY_CART_LIFETIME_MS - 60_000);
    expect(emptyTtl).toBeLessThanOrEqual(EMPTY_CART_LIFETIME_MS);
    await carts.addLine(stored.cart.uuid, { currency: 'GBP', shippingTo: null }, { productId: VINYL, choices: [], key: '' }, () => ({
      quantity: 1,
      messages: [],
    }));
    const fullTtl = await connection.pttl(key);
    expect(fullTtl).toBeGreaterThan(CART_LIFETIME_MS - 60_000);
    expect(fullTtl).toBeLessThanOrEqual(CART_LIFETIME_MS);
  });

  it('answer 503, never a 500, for a cart value they cannot read', async () => {
    const connection = await redisConnection();
    const prefix = `garbled-${(storeCount += 1)}:`;
    const { server: replica } = await listen(createRedisCartStore(connection, { keyPrefix: prefix }));
    const uuid = '00000000-0000-4000-8000-00000000abcd';
    await connection.set(`${prefix}cart:${uuid}`, '{not json');
    const res = await request(replica).get('/store/cart/embed').set('X-Cart-Token', uuid);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ details: ['The basket is unavailable right now: please try again in a moment'] });
    await close(replica);
  });

  it('answer 503 with a clear text while Redis is down (never a 500, never a lost line), and work again once it is back', async () => {
    const connection = await redisConnection();
    const { server: replica } = await listen(createRedisCartStore(connection, { keyPrefix: `outage-${(storeCount += 1)}:` }));
    const uuid = cartTokenOf(await addAt(replica, null, { productId: VINYL }).expect(200));
    await redis!.kill();
    await lastReadWithin(
      5_000,
      () => connection.status,
      (status) => status !== 'ready',
      20,
    );
    const refused = await addAt(replica, uuid, { productId: DOWNLOAD });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ details: ['The basket is unavailable right now: please try again in a moment'] });
    expect(refused.headers['retry-after']).toBe('5');
    const read = await request(replica).get('/store/cart/embed').set('X-Cart-Token', uuid);
    expect(read.status).toBe(503);
    const checkout = await request(replica).get(`/store/cart/checkout/${uuid}`);
    expect([checkout.status, checkout.text]).toEqual([503, 'The basket is unavailable right now: please try again in a moment']);

    // The test server keeps nothing on disk: the cart is gone with it, and a new basket works again.
    await redis!.start();
    await lastReadWithin(
      10_000,
      () => connection.status,
      (status) => status === 'ready',
      20,
    );
    const again = await addAt(replica, null, { productId: VINYL }).expect(200);
    await request(replica).get('/store/cart/embed/items').set('X-Cart-Token', cartTokenOf(again)).expect(200);
    await close(replica);
  });
});
