import type { Request, RequestHandler, Response, Router } from 'express';
import type { Product } from '../../sources/content/content-source';
import { checkChoices } from '../../sources/store/cart-choices';
import { unitPrice } from '../../sources/store/cart-pricing';
import { decideAdd, decideSet } from '../../sources/store/cart-quantity';
import type { LineOutcome, StoredCart } from '../../sources/store/embedded-cart-store';
import { itemAnswer, quantityLimits } from './embedded-store-answers';
import { parseAddItem, parseItemId, parseUpdateItem } from './embedded-store-input';
import { fail, notInBasket, UNKNOWN_CART_TEXT } from './store-failures';
import { storeBodyParsers } from './store-request-body';
import { answerCartToken, headersOf, newCartFor, type StoreRouteContext } from './store-request';

/**
 * The calls that change a cart: add an item (which makes the cart when no token is sent, within
 * `cartCreation`'s budget), set a line's quantity, remove a line. A refusal changes nothing.
 */
export function addCartChangeRoutes(router: Router, context: StoreRouteContext, cartCreation: RequestHandler): void {
  const { content, carts, defaultCurrency } = context;

  /** A changed line's answer: the item (spec 000 §7: id, messages, price, product, quantity) and the cart's count. */
  async function answerChange(req: Request, res: Response, outcome: LineOutcome, product: Product, id: number): Promise<void> {
    if (outcome.kind === 'no-line') return notInBasket(res, id);
    if (outcome.kind === 'refused') return fail(res, 409, [outcome.message]);
    const price = unitPrice(product.prices, outcome.cart.currency);
    if (!price) return fail(res, 409, [`${product.title} is not sold in ${outcome.cart.currency}`]);
    answerCartToken(req, res, outcome.cart, outcome.createdCart);
    const lines = (await carts.find(outcome.cart.uuid))?.lines ?? [];
    res.json({
      ...itemAnswer({ line: outcome.line, product, price }, outcome.messages),
      cart: { uuid: outcome.cart.uuid, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) },
    });
  }

  /** The stored cart, the line and its product for a PUT or DELETE; null once the answer is sent. */
  async function lineFor(req: Request, res: Response): Promise<{ token: string; id: number; stored: StoredCart; product: Product } | null> {
    const headers = headersOf(req, res);
    if (!headers) return null;
    if (!headers.cartToken) {
      fail(res, 400, ['X-Cart-Token is required to change a cart item']);
      return null;
    }
    const id = parseItemId(String(req.params.id));
    if (!id.ok) {
      fail(res, 400, id.details);
      return null;
    }
    const stored = await carts.find(headers.cartToken);
    const line = stored?.lines.find((candidate) => candidate.id === id.value);
    // A line whose product left the catalogue is not shown, so it cannot be changed either.
    const product = line ? await content.getById('products', line.productId, { preview: false }) : null;
    if (!stored || !product) {
      notInBasket(res, id.value);
      return null;
    }
    return { token: headers.cartToken, id: id.value, stored, product };
  }

  router.post('/cart/embed/items', cartCreation, ...storeBodyParsers, async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // A token that names no cart is refused, never replaced by a new cart the browser did not ask for.
    if (headers.cartToken && !(await carts.find(headers.cartToken))) return fail(res, 404, [UNKNOWN_CART_TEXT]);
    const input = parseAddItem(req);
    if (!input.ok) return fail(res, 400, input.details);
    const product = await content.getById('products', input.value.productId, { preview: false });
    if (!product) return fail(res, 400, [`productId ${input.value.productId} is not a product of this store`]);
    const choices = checkChoices(product.items, input.value.items);
    if (!choices.ok) return fail(res, 400, choices.problems);
    // The price must exist in the currency of the cart this add lands in (an existing one, or a new one).
    const newCart = newCartFor(headers, defaultCurrency);
    const currency = (headers.cartToken && (await carts.find(headers.cartToken))?.cart.currency) || newCart.currency;
    if (!unitPrice(product.prices, currency)) return fail(res, 409, [`${product.title} is not sold in ${currency}`]);

    const target = { productId: product.id, choices: choices.choices, key: choices.key };
    const outcome = await carts.addLine(headers.cartToken, newCart, target, (state) =>
      decideAdd(input.value.quantity, state, quantityLimits(product)),
    );
    await answerChange(req, res, outcome, product, outcome.kind === 'applied' ? outcome.line.id : 0);
  });

  router.put('/cart/embed/items/:id', ...storeBodyParsers, async (req, res) => {
    const input = parseUpdateItem(req);
    const found = await lineFor(req, res);
    if (!found) return;
    if (!input.ok) return fail(res, 400, input.details);
    const { token, id, product } = found;
    const outcome = await carts.setQuantity(token, id, (state) => decideSet(input.value.quantity, state, quantityLimits(product)));
    await answerChange(req, res, outcome, product, id);
  });

  router.delete('/cart/embed/items/:id', async (req, res) => {
    const found = await lineFor(req, res);
    if (!found) return;
    await answerChange(req, res, await carts.removeLine(found.token, found.id), found.product, found.id);
  });
}
