import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createEmbeddedCartStore, type EmbeddedCartStore } from '../../server/sources/store/embedded-cart-store';
import { createTestSite } from '../support/test-site';

jest.setTimeout(20_000);

const VINYL = '9'; // The Pale Echo (Vinyl 12”), £14.99 / $19.99
const DISCOUNTED = '4'; // Hourglass 2 (Vinyl 1×LP), £26.99 less £13.50
const DOWNLOAD = '1'; // Hourglass 2 (MP3), £9.99
const AMPERSAND = '190'; // Monsoon & Hourglass (Cassette), £9.99
const BUNDLE = '501'; // Crossing the Pulse Vinyl + T-Shirt Bundle

let dir: string;
let store: EmbeddedCartStore;
let server: Server;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'store-checkout-test-'));
  store = createEmbeddedCartStore({ file: path.join(dir, 'carts.sqlite') });
  const { app } = await createTestSite({ sources: { carts: store } });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = () => request(server);
const form = (input: unknown) => `body=${encodeURIComponent(JSON.stringify(input))}`;

/** A cart made by its first add (the only way over HTTP), then the other adds. */
async function cartWith(currency: string, ...adds: unknown[]): Promise<string> {
  const [first, ...rest] = adds;
  if (first === undefined) return store.open(null, { currency: currency as 'GBP', shippingTo: null }).stored.cart.uuid;
  const made = await api().post('/store/cart/embed/items').set('X-Client-Currency', currency).type('form').send(form(first)).expect(200);
  const uuid = made.headers['x-cart-token'] as string;
  for (const input of rest)
    await api().post('/store/cart/embed/items').set('X-Cart-Token', uuid).type('form').send(form(input)).expect(200);
  return uuid;
}

/** The checkout page of a cart, which opens. */
const checkoutPage = (uuid: string) => api().get(`/store/cart/checkout/${uuid}`).expect(200);
const cartOf = async (uuid: string) => (await api().get('/store/cart/embed').set('X-Cart-Token', uuid).expect(200)).body;

describe('the embedded checkout page', () => {
  it("shows the lines and totals in the cart's currency, clearly the demo store, and marks the cart in checkout", async () => {
    const uuid = await cartWith(
      'GBP',
      { productId: VINYL, quantity: 2 },
      { productId: DISCOUNTED },
      {
        productId: BUNDLE,
        items: [
          { id: '62', optionGroup: 'Format' },
          { id: '66', optionGroup: 'T-Shirt Size' },
        ],
      },
    );
    const res = await checkoutPage(uuid);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(res.text).toContain('<title>Checkout — Lumen Tide demo store</title>');
    expect(res.text).toContain('>Demo store</p>');
    expect(res.text).toContain('This is the demo store: no payment is taken and nothing is sent.');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/styles-test.css">');
    // Lines: link, details, quantity, unit price, line total.
    expect(res.text).toContain(
      '<a class="underline underline-offset-4" href="/products/the-pale-echo/vinyl-12">The Pale Echo (Vinyl 12”)</a>',
    );
    expect(res.text).toContain(
      '<td class="py-3 text-right">2</td><td class="py-3 text-right">£14.99</td><td class="py-3 text-right">£29.98</td>',
    );
    expect(res.text).toContain('<s class="text-paper/50">£26.99</s> £13.49');
    expect(res.text).toContain('Bundle · Format: Clear vinyl · T-Shirt Size: L');
    // Totals: 29.98 + 13.49 + 39.99.
    expect(res.text).toContain('>Discount</th><td class="py-2 text-right">−£13.50</td>');
    expect(res.text).toContain('>Total:</th><td class="py-3 text-right font-semibold">£83.46</td>');
    expect(await cartOf(uuid)).toMatchObject({ inCheckout: true, status: 'checkout', costs: { total: 83.46, discount: 13.5 } });
  });

  it('formats the totals of a dollar cart with the narrow symbol', async () => {
    const uuid = await cartWith('USD', { productId: VINYL }, { productId: DOWNLOAD });
    const res = await checkoutPage(uuid);
    expect(res.text).toContain('<td class="py-3 text-right">$19.99</td>');
    expect(res.text).toContain('>Total:</th><td class="py-3 text-right font-semibold">$32.98</td>');
    expect(res.text).not.toContain('US$');
  });

  it("holds under the site's CSP: no script, no inline style, the response nonce unused", async () => {
    const uuid = await cartWith('GBP', { productId: VINYL });
    const res = await checkoutPage(uuid);
    // Not a stored page: the build's hash and this response's nonce (decision 0029).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[\w+/=]+' 'nonce-[\w-]+' 'strict-dynamic' 'self';/);
    expect(res.text).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('escapes content', async () => {
    const uuid = await cartWith('GBP', { productId: AMPERSAND });
    const res = await checkoutPage(uuid);
    expect(res.text).toContain('>Monsoon &amp; Hourglass (Cassette)</a>');
    expect(res.text).not.toContain('Monsoon & Hourglass');
  });

  it("shows an empty basket with the settings' link, without putting it in checkout", async () => {
    const uuid = await cartWith('GBP');
    const res = await checkoutPage(uuid);
    expect(res.text).toContain('Your basket is empty');
    expect(res.text).toContain('<a class="underline underline-offset-4" href="/releases">Shop</a>');
    expect(await cartOf(uuid)).toMatchObject({ inCheckout: false, status: 'open' });
  });

  it('answers 404 with a page for an unknown or malformed token', async () => {
    for (const token of ['00000000-0000-4000-8000-000000000000', 'not-a-token', '%3Cscript%3E']) {
      const res = await api().get(`/store/cart/checkout/${token}`).expect(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<h1 class="mt-4 text-3xl font-semibold">Basket not found</h1>');
      expect(res.text).toContain('This checkout link is not valid or has expired.');
      expect(res.text).not.toContain('<script');
    }
  });

  it('takes GET only', async () => {
    const uuid = await cartWith('GBP', { productId: VINYL });
    const res = await api().post(`/store/cart/checkout/${uuid}`).expect(405);
    expect(res.headers.allow).toBe('GET');
  });
});

describe('choosing the store', () => {
  it('mounts the embedded store and tells the browser /store when STORE_URL is unset', async () => {
    const res = await api().get('/about').expect(200);
    const env = JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}').env;
    expect(env.storeUrl).toBe('/store');
    const connect = (res.headers['content-security-policy'] ?? '').split(';').find((d: string) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });

  it('with a real store: the browser gets its address, the CSP allows its origin, the embedded store is not served', async () => {
    const { app } = await createTestSite({ env: { STORE_URL: 'https://store.label.example/shop' }, sources: { carts: null } });
    const real = createServer(app);
    await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
    const res = await request(real).get('/about').expect(200);
    const env = JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}').env;
    expect(env.storeUrl).toBe('https://store.label.example/shop');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://store.label.example;");
    const cart = await request(real).get('/store/cart/embed');
    await new Promise<void>((resolve) => real.close(() => resolve()));
    expect(cart.headers['content-type']).toMatch(/^text\/html/);
    expect(cart.status).toBe(404);
  });
});
