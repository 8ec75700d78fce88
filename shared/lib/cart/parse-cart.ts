/**
 * The store's cart dialect reshaped into the app's types, in this one place: answers checked,
 * unknown fields ignored.
 */
import type { Availability, Cart, CartItems, CartLine, CartLinePrice, CartProduct, ChosenItem } from './cart-types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
const currencyCode = (value: unknown): string | null => {
  const code = isObject(value) ? text(value.code) : text(value);
  return code ? code.toUpperCase() : null;
};

/**
 * A message or error detail as text: the store may send a string or an object with a message
 * (`{ message }`, `{ text }`, `{ detail }`); anything else is dropped.
 */
export function messageText(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (isObject(entry)) {
    for (const key of ['message', 'text', 'detail', 'msg']) {
      const value = entry[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

export function messageTexts(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.map(messageText).filter((entry): entry is string => entry !== null);
}

/** The `details` list of a failed call's JSON body (spec 000 §8), as texts. */
export function errorDetails(body: unknown): string[] {
  return isObject(body) ? messageTexts(body.details) : [];
}

/** The cart, or null when the answer is not one (no uuid). */
export function parseCart(value: unknown): Cart | null {
  const cart = isObject(value) && isObject(value.cart) ? value.cart : value;
  if (!isObject(cart)) return null;
  const uuid = text(cart.uuid);
  if (!uuid) return null;
  const costs = isObject(cart.costs) ? cart.costs : {};
  return {
    uuid,
    itemCount: Math.max(0, number(cart.itemCount) ?? 0),
    currency: currencyCode(cart.currency),
    total: number(costs.total),
    discount: number(costs.discount),
    inCheckout: cart.inCheckout === true,
  };
}

/**
 * A store that makes carts only on the first add answers the basket of a visitor without one as
 * a cart with no uuid: an empty basket (uuid '' here), which gives no token to keep.
 */
export function parseEmptyBasket(value: unknown): Cart | null {
  if (!isObject(value) || value.uuid !== null) return null;
  return { uuid: '', itemCount: 0, currency: currencyCode(value.currency), total: 0, discount: 0, inCheckout: false };
}

/** The cart token an add's answer reports (`cart.uuid`), when it made or used a cart. */
export function cartTokenOf(value: unknown): string | null {
  return isObject(value) && isObject(value.cart) ? text(value.cart.uuid) : null;
}

function parseChosenItems(value: unknown): ChosenItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isObject).flatMap((item) => {
    const id = text(item.id);
    const optionGroup = text(item.optionGroup ?? item.option_group);
    const title = text(item.title);
    if (!id || optionGroup === null) return [];
    return [title ? { id, optionGroup, title } : { id, optionGroup }];
  });
}

function parseProduct(value: unknown, fallbackId: string | null): CartProduct | null {
  const product = isObject(value) ? value : {};
  const id = text(product.id) ?? text(value) ?? fallbackId;
  if (!id) return null;
  const image = isObject(product.image) ? text(product.image.url ?? product.image.id) : text(product.image);
  return {
    id,
    format: text(product.format) ?? '',
    title: text(product.title) ?? text(product.name) ?? '',
    distribution: text(product.distribution) ?? 'digital',
    image: image || null,
    href: text(product.href) ?? text(product.url),
    preOrder: product.preOrder === true || product.pre_order === true,
    availableFrom:
      text(product.date_available) ??
      text(product.release_date) ??
      (isObject(product.group) ? (text(product.group.date_available) ?? text(product.group.release_date)) : null),
  };
}

function parseLinePrice(value: unknown): CartLinePrice | null {
  if (!isObject(value)) return null;
  const amount = number(value.value);
  const currency = currencyCode(value.currency);
  if (amount === null || !currency) return null;
  return { value: amount, currency, discount: Math.max(0, number(value.discount) ?? 0) };
}

/** One line (an item of GET .../items, or the answer of a POST or PUT); null without an id. */
export function parseCartLine(value: unknown): CartLine | null {
  const line = isObject(value) && isObject(value.cartItem) ? value.cartItem : value;
  if (!isObject(line)) return null;
  const id = text(line.id);
  const product = parseProduct(line.product, null);
  if (!id || !product) return null;
  return {
    id,
    quantity: Math.max(0, Math.trunc(number(line.quantity) ?? 0)),
    product,
    messages: messageTexts(line.messages),
    price: parseLinePrice(line.price),
    items: parseChosenItems(line.items),
  };
}

export function parseCartItems(value: unknown): CartItems {
  const answer = isObject(value) ? value : {};
  const results = (Array.isArray(answer.results) ? answer.results : [])
    .map(parseCartLine)
    .filter((line): line is CartLine => line !== null);
  const summary = isObject(answer.summary) ? answer.summary : {};
  return {
    results,
    summary: {
      itemCount: Math.max(0, number(summary.itemCount) ?? results.reduce((sum, line) => sum + line.quantity, 0)),
      total: number(isObject(summary.total) ? summary.total.value : summary.total),
      currency: currencyCode(summary.currency) ?? (isObject(summary.total) ? currencyCode(summary.total.currency) : null),
    },
  };
}

/** Availability: a field that is not `true` counts as no (spec 000 §4 shows only what is). */
export function parseAvailability(value: unknown): Availability {
  const answer = isObject(value) ? value : {};
  return { inStock: answer.inStock === true, inTerritory: answer.inTerritory === true };
}
