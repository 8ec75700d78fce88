import type { Request } from 'express';
import Joi from 'joi';
import { LOCALE_CURRENCIES, type CurrencyCode } from '../../../shared/lib/catalog/prices';
import type { ChosenItem } from '../../sources/store/cart-choices';
import { MAX_LINE_QUANTITY } from '../../sources/store/cart-quantity';

/**
 * What the embedded store accepts (spec 000 §6, §7): the X-Cart-Token, X-Client-Currency and
 * X-Client-Country headers, and the bodies of the add and update calls. Each check answers every
 * problem found as one entry of a `details` list; nothing is guessed.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; details: string[] };

const CART_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY = /^[A-Za-z]{2}$/;
const CURRENCIES = Object.values(LOCALE_CURRENCIES) as CurrencyCode[];
/** Product and option ids as the content has them: short, no separators. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface StoreHeaders {
  /** Lower-case uuid, or null when the browser has no cart yet. */
  cartToken: string | null;
  /** The visitor's currency; null when not sent. */
  currency: CurrencyCode | null;
  /** Upper-case ISO country code; null when not sent. */
  country: string | null;
}

/** The three store headers; an empty header counts as absent (a browser with nothing stored). */
export function parseStoreHeaders(req: Request): Parsed<StoreHeaders> {
  const details: string[] = [];
  const token = req.get('x-cart-token')?.trim() || null;
  const currency = req.get('x-client-currency')?.trim().toUpperCase() || null;
  const country = req.get('x-client-country')?.trim() || null;
  if (token !== null && !CART_TOKEN.test(token)) details.push('X-Cart-Token must be the uuid of a cart');
  if (currency !== null && !CURRENCIES.includes(currency as CurrencyCode)) {
    details.push(`X-Client-Currency must be one of ${CURRENCIES.join(', ')}`);
  }
  if (country !== null && !COUNTRY.test(country)) details.push('X-Client-Country must be a two-letter country code');
  if (details.length > 0) return { ok: false, details };
  return {
    ok: true,
    value: { cartToken: token?.toLowerCase() ?? null, currency: currency as CurrencyCode | null, country: country?.toUpperCase() ?? null },
  };
}

/** A product id in a path (availability): the content's id shape. */
export function isProductId(value: string): boolean {
  return ID.test(value);
}

/** A cart token in a path (the checkout page): the same rule as the header. */
export function isCartToken(value: string): boolean {
  return CART_TOKEN.test(value);
}

/** A cart item id in a path: the store's line ids are positive integers. */
export function parseItemId(value: string): Parsed<number> {
  if (!/^[1-9]\d{0,14}$/.test(value)) return { ok: false, details: ['The cart item id must be a positive whole number'] };
  return { ok: true, value: Number(value) };
}

/** Ids may come as JSON numbers (they look like numbers); they are kept as strings. */
const id = Joi.alternatives(Joi.string().pattern(ID, 'an id'), Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER));

const quantity = Joi.number().integer().max(MAX_LINE_QUANTITY);

export interface AddItemInput {
  productId: string;
  quantity: number;
  items: ChosenItem[];
}

const addItemSchema = Joi.object({
  productId: id.required(),
  quantity: quantity.min(1).default(1),
  items: Joi.array()
    .items(Joi.object({ id: id.required(), optionGroup: Joi.string().trim().min(1).max(100).required() }))
    .max(20)
    .default([]),
}).required();

export interface UpdateItemInput {
  quantity: number;
}

const updateItemSchema = Joi.object({ quantity: quantity.min(0).required() }).required();

const validation: Joi.ValidationOptions = {
  abortEarly: false,
  // A quantity of "2" or 1.5 is a mistake to name, not to fix.
  convert: false,
  errors: { wrap: { label: false } },
  messages: { 'string.pattern.name': '{{#label}} must be {{#name}}' },
};

/**
 * The call's JSON input: the form field `body` holding encoded JSON (spec 000 §7, the canonical
 * form), or a JSON body. Anything else is a malformed body.
 */
function inputOf(req: Request): Parsed<unknown> {
  if (req.is('application/json')) return { ok: true, value: req.body };
  const form = (req.body ?? {}) as Record<string, unknown>;
  const extra = Object.keys(form).filter((key) => key !== 'body');
  if (extra.length > 0) return { ok: false, details: [`Unexpected form field ${extra.join(', ')}: send only body=<JSON>`] };
  if (typeof form.body !== 'string' || form.body.trim() === '')
    return { ok: false, details: ['The form field body (the JSON input) is required'] };
  try {
    return { ok: true, value: JSON.parse(form.body) };
  } catch {
    return { ok: false, details: ['The form field body must be JSON'] };
  }
}

function validate<T>(schema: Joi.Schema, input: unknown): Parsed<T> {
  const { value, error } = schema.validate(input, validation);
  if (error) return { ok: false, details: [...new Set(error.details.map((detail) => detail.message))] };
  return { ok: true, value: value as T };
}

export function parseAddItem(req: Request): Parsed<AddItemInput> {
  const input = inputOf(req);
  if (!input.ok) return input;
  const parsed = validate<{ productId: string | number; quantity: number; items: { id: string | number; optionGroup: string }[] }>(
    addItemSchema,
    input.value,
  );
  if (!parsed.ok) return parsed;
  const { productId, quantity: count, items } = parsed.value;
  return {
    ok: true,
    value: {
      productId: String(productId),
      quantity: count,
      items: items.map((item) => ({ id: String(item.id), optionGroup: item.optionGroup })),
    },
  };
}

export function parseUpdateItem(req: Request): Parsed<UpdateItemInput> {
  const input = inputOf(req);
  if (!input.ok) return input;
  return validate<UpdateItemInput>(updateItemSchema, input.value);
}
