import { BasketStore } from '../../shared/components/basket/basket-store';
import { createCartClient } from '../../shared/components/basket/cart-client';
import type { AddToCartEvent, CartLine } from '../../shared/lib/cart';
import { BASKET_UPDATE_FAILED_TEXT } from '../../shared/lib/cart/cart-texts';
import { createFakeCartApi, memoryStorage } from './basket-fake-cart-api';

const gbp = (value: number, discount = 0) => ({ currency: { code: 'GBP' }, value, discount });
const vinyl = { id: '4', format: 'Vinyl', prices: [gbp(26.99, 13.5)] };
const mp3 = { id: '5', format: 'MP3', prices: [gbp(7.99)] };
const bundle = { id: '498', format: 'Bundle', prices: [gbp(39.99)], items: [{ id: '61', title: 'Black vinyl', option_group: 'Format' }] };

let current: BasketStore | null = null;
afterEach(() => {
  current?.dispose();
  current = null;
  jest.useRealTimers();
});

/** A store on a fake cart API, disposed after the test. */
function setup() {
  const api = createFakeCartApi([
    { id: '4', title: 'Hourglass 2 (Vinyl 1×LP)', format: 'Vinyl', distribution: 'physical', price: 26.99, discount: 13.5, stock: 5 },
    { id: '5', title: 'Hourglass 2 (MP3)', format: 'MP3', distribution: 'digital', price: 7.99 },
    { id: '498', title: 'Bundle', format: 'Bundle', distribution: 'physical', price: 39.99 },
  ]);
  const notes: string[] = [];
  const events: AddToCartEvent[] = [];
  const confirmed: CartLine[] = [];
  const client = createCartClient({ storeUrl: '/store', currency: 'GBP', fetch: api.fetch, storage: memoryStorage() });
  const store = new BasketStore({
    client,
    currency: 'GBP',
    notify: (message) => notes.push(message),
    confirmAdd: (line) => confirmed.push(line),
    track: (event) => events.push(event),
  });
  current = store;
  return { api, store, notes, events, confirmed };
}

/** A store that has loaded its (empty) cart. */
async function started() {
  const basket = setup();
  await basket.store.start();
  return basket;
}

/** A started store with one line of `product`. */
async function withLine(product: typeof vinyl | typeof mp3) {
  const basket = await started();
  await basket.store.add(product);
  return { ...basket, lineId: basket.store.getState().lines[0]!.id };
}

describe('the basket store (spec 000 §4, §7, §8)', () => {
  it('loads the cart (storing the token) before its items, once', async () => {
    const { api, store } = setup();
    await Promise.all([store.start(), store.start()]);
    expect(api.requests.map((request) => request.path)).toEqual(['/cart/embed', '/cart/embed/items']);
    expect(api.requests[1]!.headers['x-cart-token']).toBe('cart-1');
    expect(store.getState()).toMatchObject({ status: 'ready', itemCount: 0, lines: [], checkoutUrl: '/store/cart/checkout/cart-1' });
  });

  it("adds a new line, then raises a non-bundle product's line by 1 (PUT), and always posts bundles", async () => {
    const { api, store } = await started();
    await store.add(vinyl);
    await store.add(mp3);
    await store.add(vinyl);
    await store.add(bundle, [{ id: '61', optionGroup: 'Format' }]);
    await store.add(bundle, [{ id: '61', optionGroup: 'Format' }]);
    expect(api.mutations().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /cart/embed/items',
      'POST /cart/embed/items',
      'PUT /cart/embed/items/line-1',
      'POST /cart/embed/items',
      'POST /cart/embed/items',
    ]);
    expect(api.mutations()[2]!.body).toBe('{"quantity":2}');
    expect(JSON.parse(new URLSearchParams(api.mutations()[3]!.body!).get('body')!)).toEqual({
      productId: '498',
      quantity: 1,
      items: [{ id: '61', optionGroup: 'Format' }],
    });
    const state = store.getState();
    expect(state.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      ['4', 2],
      ['5', 1],
      ['498', 1],
      ['498', 1],
    ]);
    expect(state.itemCount).toBe(5);
  });

  it('raises the count at once, refetches cart and items after the add, and pulses the badge for 3 s', async () => {
    jest.useFakeTimers();
    const { api, store } = await started();
    const before = api.requests.length;
    const adding = store.add(vinyl);
    expect(store.getState().itemCount).toBe(1);
    expect(store.getState().adding).toEqual({ '4': true });
    await adding;
    expect(api.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /cart/embed/items',
      'GET /cart/embed',
      'GET /cart/embed/items',
    ]);
    expect(store.getState()).toMatchObject({ pinging: true, adding: {}, itemCount: 1 });
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().pinging).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().pinging).toBe(false);
  });

  it("waits for a new visitor's cart before the first add, so the add lands in it", async () => {
    const { api, store } = setup();
    await store.add(vinyl);
    const post = api.requests.find((request) => request.method === 'POST')!;
    expect(post.headers['x-cart-token']).toBe('cart-1');
    expect(api.carts.size).toBe(1);
  });

  it.each([
    ['the page starts loading the cart, then the visitor adds', true],
    ['the add itself loads the cart', false],
  ])("raises a new visitor's first add to 1 and never shows 0 while the empty cart's first read answers (%s)", async (_, pageStarts) => {
    const { api, store } = setup();
    const counts: number[] = [store.getState().itemCount];
    store.subscribe(() => {
      if (store.getState().itemCount !== counts.at(-1)) counts.push(store.getState().itemCount);
    });
    const release = api.holdNext('GET', /^\/cart\/embed$/);
    const loading = pageStarts ? store.start() : null;
    const adding = store.add(vinyl);
    expect(store.getState().itemCount).toBe(1);
    release();
    expect(await adding).toBe(true);
    await loading;
    expect(counts).toEqual([0, 1]);
    expect(api.carts.get('cart-1')).toHaveLength(1);
  });

  it('shows each message of a mutation answer, and pushes the analytics event', async () => {
    const { api, store, notes, events } = await started();
    api.messagesNext(['Only 5 left in stock', 'Ships in May']);
    await store.add(vinyl);
    expect(notes).toEqual(['Only 5 left in stock', 'Ships in May']);
    expect(events).toEqual([{ value: 13.49, currency: 'GBP', items: [{ item_id: '4' }] }]);
  });

  it('confirms an add the store took as asked with the line now in the basket; not one it noted or refused', async () => {
    const { api, store, confirmed } = await started();
    await store.add(vinyl);
    await store.add(vinyl);
    expect(confirmed.map((line) => [line.product.title, line.quantity])).toEqual([
      ['Hourglass 2 (Vinyl 1×LP)', 1],
      ['Hourglass 2 (Vinyl 1×LP)', 2],
    ]);
    api.messagesNext(['Only 5 left in stock']);
    await store.add(vinyl);
    api.failNext('POST', /items$/, 409, { details: ['Hourglass 2 is out of stock'] });
    await store.add(mp3);
    expect(confirmed).toHaveLength(2);
  });

  it("shows each entry of a failure's details, and a general notice when there are none; the count comes back", async () => {
    const { api, store, notes, events } = await started();
    api.failNext('POST', /items$/, 409, { details: ['Hourglass 2 is out of stock', 'Nothing was added'] });
    expect(await store.add(vinyl)).toBe(false);
    expect(notes).toEqual(['Hourglass 2 is out of stock', 'Nothing was added']);
    expect(store.getState().itemCount).toBe(0);
    expect(events).toEqual([]);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    api.failNext('POST', /items$/, 502, null);
    await store.add(vinyl);
    expect(notes.at(-1)).toBe(BASKET_UPDATE_FAILED_TEXT);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('debounces quantity changes: shown at once, one PUT 1000 ms after the last, the store quantity replacing the local one', async () => {
    jest.useFakeTimers();
    const { api, store, notes, lineId } = await withLine(vinyl);
    const before = api.mutations().length;

    store.setQuantity(lineId, 2);
    await jest.advanceTimersByTimeAsync(600);
    store.setQuantity(lineId, 3);
    await jest.advanceTimersByTimeAsync(600);
    store.setQuantity(lineId, 9);
    expect(store.getState().drafts).toEqual({ [lineId]: 9 });
    await jest.advanceTimersByTimeAsync(999);
    expect(api.mutations()).toHaveLength(before);
    api.messagesNext(['Only 5 left in stock']);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.mutationsAfter(before)).toEqual(['PUT {"quantity":9}']);
    // The store held 5 in stock: its 5 replaces the 9.
    expect(store.getState().drafts).toEqual({});
    expect(store.getState().lines[0]!.quantity).toBe(5);
    expect(notes).toContain('Only 5 left in stock');
  });

  it('removes a line whose quantity is set to 0, after the debounce', async () => {
    jest.useFakeTimers();
    const { api, store, lineId } = await withLine(vinyl);
    store.setQuantity(lineId, 0);
    expect(store.getState().drafts[lineId]).toBe(0);
    await jest.advanceTimersByTimeAsync(1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.mutations().at(-1)).toMatchObject({ method: 'DELETE', path: `/cart/embed/items/${lineId}` });
    expect(store.getState().lines).toEqual([]);
    expect(store.getState().itemCount).toBe(0);
  });

  it('removes a line at once with the remove button, cancelling a pending change', async () => {
    jest.useFakeTimers();
    const { api, store, lineId } = await withLine(mp3);
    store.setQuantity(lineId, 4);
    await store.remove(lineId);
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.mutations().map((request) => request.method)).toEqual(['POST', 'DELETE']);
    expect(store.getState()).toMatchObject({ lines: [], drafts: {} });
  });

  it('answers availability, and null (silently) when the call fails', async () => {
    const { api, store, notes } = setup();
    api.unreachable.add('5');
    expect(await store.availability('4')).toEqual({ inStock: true, inTerritory: true });
    expect(await store.availability('5')).toBeNull();
    expect(notes).toEqual([]);
    // An answer is kept; a failure is asked again next time.
    api.unreachable.delete('5');
    expect(await store.availability('4')).toEqual({ inStock: true, inTerritory: true });
    expect(await store.availability('5')).toEqual({ inStock: true, inTerritory: true });
    expect(api.requests.map((request) => request.path.split('/')[4])).toEqual(['4', '5', '5']);
  });
});
