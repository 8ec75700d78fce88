import { CART_TOKEN_STORAGE_KEY } from '../../shared/lib/cart';
import { CartRequestError, createCartClient } from '../../shared/components/basket/cart-client';
import { readCartToken, storeCartToken } from '../../shared/components/basket/cart-token';
import { createFakeCartApi, memoryStorage } from './basket-fake-cart-api';

const products = [
  {
    id: '4',
    title: 'Hourglass 2 (Vinyl 1×LP)',
    format: 'Vinyl',
    distribution: 'physical' as const,
    price: 26.99,
    discount: 13.5,
    stock: 3,
  },
  { id: '5', title: 'Hourglass 2 (MP3)', format: 'MP3', distribution: 'digital' as const, price: 7.99 },
];

function setup(currency = 'GBP') {
  const api = createFakeCartApi(products);
  const storage = memoryStorage();
  let clock = 1_700_000_000_000;
  const client = createCartClient({ storeUrl: '/store', currency, fetch: api.fetch, storage, now: () => clock++ });
  return { api, storage, client };
}

describe('the cart client (spec 000 §6, §7, §8; the store contract)', () => {
  it("stores the first cart answer's uuid under the cart token key and sends it as X-Cart-Token from then on", async () => {
    const { api, storage, client } = setup();
    expect(client.token()).toBeNull();
    const cart = await client.getCart();
    expect(cart.uuid).toBe('cart-1');
    expect(storage.getItem(CART_TOKEN_STORAGE_KEY)).toBe('cart-1');
    expect(api.requests[0]!.headers['x-cart-token']).toBeUndefined();

    await client.getItems();
    await client.getCart();
    expect(api.requests.slice(1).map((request) => request.headers['x-cart-token'])).toEqual(['cart-1', 'cart-1']);
    // The same cart, not a new one per call.
    expect(api.carts.size).toBe(1);
  });

  it('sends the currency and a fresh cache-busting timestamp with every call, never from the cache', async () => {
    const { api, client } = setup('EUR');
    const calls: RequestInit[] = [];
    const recordingClient = createCartClient({
      storeUrl: '/store/',
      currency: 'EUR',
      storage: memoryStorage(),
      fetch: (input, init) => {
        calls.push(init ?? {});
        return api.fetch(input, init);
      },
    });
    await recordingClient.getCart();
    await client.getCart();
    await client.getItems();
    await client.availability('4');
    for (const request of api.requests) {
      expect(request.headers['x-client-currency']).toBe('EUR');
      expect(request.query.get('_')).toMatch(/^\d{13}$/);
    }
    const stamps = api.requests.slice(1).map((request) => request.query.get('_'));
    expect(new Set(stamps).size).toBe(stamps.length);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/cart/embed',
      '/cart/embed',
      '/cart/embed/items',
      '/cart/embed/products/4/availability',
    ]);
    expect(calls[0]!.cache).toBe('no-store');
  });

  it('posts a new line form-encoded as body=<encoded JSON> and reads the answer', async () => {
    const { api, client } = setup();
    await client.getCart();
    const line = await client.addItem({ productId: '4', quantity: 1, items: [] });
    const post = api.mutations()[0]!;
    expect(post.method).toBe('POST');
    expect(post.path).toBe('/cart/embed/items');
    expect(post.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(post.headers['x-cart-token']).toBe('cart-1');
    expect(post.body).toBe(`body=${encodeURIComponent(JSON.stringify({ productId: '4', quantity: 1, items: [] }))}`);
    expect(line).toMatchObject({
      id: 'line-1',
      quantity: 1,
      product: { id: '4', distribution: 'physical' },
      price: { value: 26.99, currency: 'GBP', discount: 13.5 },
    });
  });

  it('updates with PUT { quantity } and removes with DELETE', async () => {
    const { api, client } = setup();
    await client.getCart();
    const line = await client.addItem({ productId: '4', quantity: 1, items: [] });
    const updated = await client.updateItem(line!.id, 10);
    // The store caps at its stock: its quantity is the one that counts.
    expect(updated?.quantity).toBe(3);
    await client.removeItem(line!.id);
    expect(api.mutations().map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/cart/embed/items', expect.any(String)],
      ['PUT', '/cart/embed/items/line-1', '{"quantity":10}'],
      ['DELETE', '/cart/embed/items/line-1', null],
    ]);
    expect((await client.getItems()).results).toEqual([]);
  });

  it("turns a failed answer into a CartRequestError carrying the body's details", async () => {
    const { api, client } = setup();
    await client.getCart();
    api.failNext('POST', /items$/, 409, { details: ['Hourglass 2 is out of stock', { message: 'Try another format' }] });
    const failure = await client.addItem({ productId: '4', quantity: 1, items: [] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CartRequestError);
    expect(failure).toMatchObject({ failure: 'status', status: 409, details: ['Hourglass 2 is out of stock', 'Try another format'] });

    api.failNext('PUT', /items\//, 500, 'not json');
    await expect(client.updateItem('line-9', 2)).rejects.toMatchObject({ failure: 'status', status: 500, details: [] });
  });

  it('names network failures and timeouts', async () => {
    const offline = createCartClient({
      storeUrl: '/store',
      currency: 'GBP',
      storage: memoryStorage(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.getCart()).rejects.toMatchObject({ failure: 'network', status: null });

    const hanging = createCartClient({
      storeUrl: '/store',
      currency: 'GBP',
      storage: memoryStorage(),
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
        ),
    });
    await expect(hanging.getItems()).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('starts a new cart once when the stored one is gone', async () => {
    const { api, storage, client } = setup();
    storage.setItem(CART_TOKEN_STORAGE_KEY, 'expired');
    api.failNext('GET', /^\/cart\/embed$/, 404, { details: ['No such cart'] });
    const cart = await client.getCart();
    expect(cart.uuid).toBe('cart-1');
    expect(readCartToken(storage)).toBe('cart-1');
    expect(api.requests.map((request) => request.headers['x-cart-token'])).toEqual(['expired', undefined]);
  });

  it('lives without storage (blocked site data): the token lasts as long as the answers', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readCartToken(refusing)).toBeNull();
    expect(() => storeCartToken('x', refusing)).not.toThrow();
    expect(readCartToken(null)).toBeNull();
  });
});
