import { CART_TOKEN_STORAGE_KEY } from '../../shared/lib/cart';
import { createCartClient } from '../../shared/components/basket/cart-client';
import { memoryStorage } from './basket-fake-cart-api';

/**
 * A store that makes a cart only on the first add (the embedded store): the basket of a visitor
 * without a cart is empty and carries no uuid; the add's answer brings the token.
 */
type Handler = (method: string, path: string, token: string | null) => { status: number; body: unknown };

function client(handler: Handler) {
  const storage = memoryStorage();
  const calls: { method: string; path: string; token: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'https://site.test');
    const method = init?.method ?? 'GET';
    const token = (init?.headers as Record<string, string>)['X-Cart-Token'] ?? null;
    calls.push({ method, path: url.pathname, token });
    const { status, body } = handler(method, url.pathname, token);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { storage, calls, cart: createCartClient({ storeUrl: '/store', currency: 'GBP', fetch, storage, now: () => 1_700_000_000_000 }) };
}

const emptyBasket = { uuid: null, id: null, itemCount: 0, currency: { code: 'GBP' }, costs: { total: 0, discount: 0 }, checkout: null };
const line = (uuid: string) => ({
  id: 7,
  quantity: 1,
  messages: [],
  price: { value: 14.99, discount: 0, currency: { code: 'GBP' } },
  product: { id: '1', title: 'A' },
  cart: { uuid, itemCount: 1 },
});

describe('the cart client with a store that makes carts on the first add', () => {
  it('reads an answer without a uuid as an empty basket and keeps no token', async () => {
    const { cart, storage } = client(() => ({ status: 200, body: emptyBasket }));
    expect(await cart.getCart()).toEqual({ uuid: '', itemCount: 0, currency: 'GBP', total: 0, discount: 0, inCheckout: false });
    expect(storage.getItem(CART_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("keeps the token the first add's answer reports and sends it from then on", async () => {
    const { cart, storage, calls } = client((method) =>
      method === 'POST' ? { status: 200, body: line('cart-9') } : { status: 200, body: { results: [], summary: {} } },
    );
    await cart.addItem({ productId: '1', quantity: 1, items: [] });
    expect(storage.getItem(CART_TOKEN_STORAGE_KEY)).toBe('cart-9');
    await cart.getItems();
    expect(calls.map((call) => call.token)).toEqual([null, 'cart-9']);
  });

  it('forgets a token whose cart is gone and lets the add start a new cart, once', async () => {
    const { cart, storage, calls } = client((_method, _path, token) =>
      token === 'expired' ? { status: 404, body: { details: ['This basket no longer exists'] } } : { status: 200, body: line('cart-10') },
    );
    storage.setItem(CART_TOKEN_STORAGE_KEY, 'expired');
    const answer = await cart.addItem({ productId: '1', quantity: 1, items: [] });
    expect(answer?.id).toBe('7');
    expect(calls.map((call) => call.token)).toEqual(['expired', null]);
    expect(storage.getItem(CART_TOKEN_STORAGE_KEY)).toBe('cart-10');
  });

  it('keeps the token when an add is refused for its input (400)', async () => {
    const { cart, storage, calls } = client(() => ({ status: 400, body: { details: ['productId 9 is not a product of this store'] } }));
    storage.setItem(CART_TOKEN_STORAGE_KEY, 'cart-1');
    await expect(cart.addItem({ productId: '9', quantity: 1, items: [] })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
    expect(storage.getItem(CART_TOKEN_STORAGE_KEY)).toBe('cart-1');
  });
});
