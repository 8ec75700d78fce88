import type { Router } from 'express';
import type { CurrencyCode } from '../../../shared/lib/catalog/prices';
import { inStock } from '../../../shared/lib/cart/sold-out';
import { cartAnswer, emptyBasketAnswer, itemAnswers, priceLines, summaryAnswer } from './embedded-store-answers';
import { isProductId } from './embedded-store-input';
import { fail, UNKNOWN_CART_TEXT } from './store-failures';
import { answerCartToken, checkoutUrl, headersOf, newCartFor, type StoreRouteContext } from './store-request';

/** Currencies that name one country, for the territory check when no country is sent. */
const CURRENCY_COUNTRY: Partial<Record<CurrencyCode, string>> = { GBP: 'GB', USD: 'US' };

/**
 * The reading calls of the cart dialect: the cart, its items, a product's availability. Reading
 * never makes a cart: without a token (or with an expired one) the basket is empty.
 */
export function addCartReadRoutes(router: Router, { content, carts, defaultCurrency }: StoreRouteContext): void {
  router.get('/cart/embed', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // Reading makes no cart: without a token the basket is empty until the first add creates one.
    if (!headers.cartToken) {
      res.json(emptyBasketAnswer(newCartFor(headers, defaultCurrency)));
      return;
    }
    const stored = await carts.find(headers.cartToken);
    if (!stored) return fail(res, 404, [UNKNOWN_CART_TEXT]);
    answerCartToken(req, res, stored.cart, false);
    const priced = await priceLines(content, stored.cart, stored.lines);
    res.json(cartAnswer(stored.cart, priced, checkoutUrl(req, stored.cart.uuid)));
  });

  router.get('/cart/embed/items', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // Reading never creates a cart: no token (or an expired one) is an empty basket.
    const stored = headers.cartToken ? await carts.find(headers.cartToken) : null;
    if (!stored) {
      res.json({ results: [], summary: summaryAnswer(headers.currency ?? defaultCurrency, []) });
      return;
    }
    res.set('X-Cart-Token', stored.cart.uuid);
    const priced = await priceLines(content, stored.cart, stored.lines);
    res.json({ results: itemAnswers(priced), summary: summaryAnswer(stored.cart.currency, priced) });
  });

  router.get('/cart/embed/products/:id/availability', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    const id = String(req.params.id);
    const product = isProductId(id) ? await content.getById('products', id, { preview: false }) : null;
    if (!product) return fail(res, 404, [`Product ${id.slice(0, 64)} was not found`]);
    // The visitor's country: sent, or the cart's, or the one its currency names; unknown → the checkout decides.
    const cartCountry = headers.cartToken ? (await carts.find(headers.cartToken))?.cart.shippingTo : null;
    const country = headers.country ?? cartCountry ?? (headers.currency ? CURRENCY_COUNTRY[headers.currency] : undefined) ?? null;
    res.json({
      id: product.id,
      inStock: inStock(product.stock),
      inTerritory: product.territories.length === 0 || country === null || product.territories.includes(country),
    });
  });
}
