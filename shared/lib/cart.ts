/**
 * The basket's rules (spec 000 §2 "Basket panel", §3 cart fields, §4, §6–§9): its constants, the
 * store's cart dialect reshaped into the app's types (in this one place), the add-to-basket
 * decision, the physical-items notice, the total, the catch-all locale switch and the add-to-cart
 * analytics event. Pure: the browser's calls live in shared/components/basket/cart-client.ts.
 */
import { isFutureDate } from './badges';
import { PROMOTED_CAROUSEL_AFTER_TOUCH_MS, PROMOTED_CAROUSEL_AUTOPLAY_MS } from './carousel';
import { formatPrice, isLocale, priceFor, reducedValue, resolveCatchAllLocale, CATCH_ALL_LOCALE, LOCALE_CURRENCIES, LOCALES, type CurrencyCode, type Locale, type Price } from './prices';

// Constants (spec 000 §6, §7, §9).

/** The header that carries the visitor's anonymous cart identity. */
export const CART_TOKEN_HEADER = 'X-Cart-Token';
/** The header that tells the store which currency the visitor's locale prices in (contract). */
export const CLIENT_CURRENCY_HEADER = 'X-Client-Currency';
/** The browser's local-storage key the cart token is kept under (spec 000 §6 "cart token key"). */
export const CART_TOKEN_STORAGE_KEY = 'cart-token';
/** Every store request carries a cache-busting timestamp under this query parameter. */
export const CACHE_BUST_PARAM = '_';
/** Quantity changes wait this long after the last one before they are sent. */
export const QUANTITY_DEBOUNCE_MS = 1000;
/** The count badge pulses this long after a refetch. */
export const COUNT_PING_MS = 3000;
/** The stepper's minimum; there is no maximum by default (spec 000 §5). */
export const MIN_QUANTITY = 0;
/** The promoted carousel: every 4000 ms, 8000 ms after a touch ends (defined with the carousels). */
export { PROMOTED_CAROUSEL_AFTER_TOUCH_MS, PROMOTED_CAROUSEL_AUTOPLAY_MS };
/** Budget for each browser call to the store (ours): counted from when the browser queues it. */
export const CART_REQUEST_TIMEOUT_MS = 10_000;
/** The format that marks a bundle (spec 000 §3 "Product for basket"). */
export const BUNDLE_FORMAT = 'Bundle';

/** The store's cart paths, below the store's address (contract). */
export const CART_PATHS = {
  cart: '/cart/embed',
  items: '/cart/embed/items',
  item: (id: string) => `/cart/embed/items/${encodeURIComponent(id)}`,
  availability: (productId: string) => `/cart/embed/products/${encodeURIComponent(productId)}/availability`,
  checkout: (token: string) => `/cart/checkout/${encodeURIComponent(token)}`,
} as const;

// App types: what the components read. Raw answers become these in the parse functions below.

export type Distribution = 'physical' | 'digital';

export interface CartProduct {
  id: string;
  format: string;
  title: string;
  distribution: Distribution | string;
  /** An asset id or an image URL. */
  image: string | null;
  href: string | null;
  /** The store marks a pre-order (a release dated in the future)... */
  preOrder: boolean;
  /** ...or gives the date the product becomes available, for the basket to compare with now. */
  availableFrom: string | null;
}

/** A product option chosen for a line (a size, a bundle's format). */
export interface ChosenItem {
  id: string;
  optionGroup: string;
  /** The option's name ("M", "Black vinyl"), when the store gives it: shown on the line. */
  title?: string;
}

export interface CartLinePrice {
  value: number;
  currency: string;
  discount: number;
}

export interface CartLine {
  id: string;
  quantity: number;
  product: CartProduct;
  messages: string[];
  price: CartLinePrice | null;
  /** The line's chosen options, when the store reports them. */
  items: ChosenItem[] | null;
}

/** GET {store}/cart/embed: the fields the site reads of the cart (spec 000 §3 "Cart"). */
export interface Cart {
  uuid: string;
  itemCount: number;
  currency: string | null;
  total: number | null;
  discount: number | null;
  inCheckout: boolean;
}

export interface CartSummary {
  itemCount: number;
  total: number | null;
  currency: string | null;
}

/** GET {store}/cart/embed/items: the lines and their summary. */
export interface CartItems {
  results: CartLine[];
  summary: CartSummary;
}

/** GET {store}/cart/embed/products/{id}/availability. */
export interface Availability {
  inStock: boolean;
  inTerritory: boolean;
}

/**
 * The body of POST {store}/cart/embed/items, before it is encoded: the product id, the quantity and
 * the chosen items (spec 000 §7). The id's field is `productId`, as the store reads it.
 */
export interface CartItemInput {
  productId: string;
  quantity: number;
  items: ChosenItem[];
}

/** What adding needs of a product (spec 000 §3 "Product for basket"). */
export interface BasketProduct {
  id: string;
  format?: string | null;
  prices?: readonly Price[] | null;
  items?: readonly { id: string; title?: string | null; option_group: string }[] | null;
}

// Parsing: the store's answers, checked and reshaped. Unknown fields are ignored.

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
    availableFrom: text(product.date_available) ?? text(product.release_date) ?? (isObject(product.group) ? text(product.group.date_available) ?? text(product.group.release_date) : null),
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
  const results = (Array.isArray(answer.results) ? answer.results : []).map(parseCartLine).filter((line): line is CartLine => line !== null);
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

// Adding (spec 000 §4 "Add to basket").

export function isBundle(product: { format?: string | null }): boolean {
  return product.format?.trim().toLowerCase() === BUNDLE_FORMAT.toLowerCase();
}

/** The option groups of a product and their choices, in the order the product lists them. */
export function optionGroups(product: BasketProduct): { name: string; options: { id: string; title: string }[] }[] {
  const groups = new Map<string, { id: string; title: string }[]>();
  for (const item of product.items ?? []) {
    const options = groups.get(item.option_group) ?? [];
    options.push({ id: item.id, title: item.title ?? item.id });
    groups.set(item.option_group, options);
  }
  return Array.from(groups, ([name, options]) => ({ name, options }));
}

/** Whether the product needs choices (a size, a bundle's parts) before it can be added. */
export function needsChoices(product: BasketProduct): boolean {
  return (product.items?.length ?? 0) > 0;
}

/**
 * The chosen items for a selection (option group → item id): one per group, in the product's
 * group order. Null while a group has no valid choice.
 */
export function chosenItems(product: BasketProduct, selection: Readonly<Record<string, string | undefined>>): ChosenItem[] | null {
  const chosen: ChosenItem[] = [];
  for (const group of optionGroups(product)) {
    const id = selection[group.name];
    if (!id || !group.options.some((option) => option.id === id)) return null;
    chosen.push({ id, optionGroup: group.name });
  }
  return chosen;
}

const sameChoices = (a: readonly ChosenItem[], b: readonly ChosenItem[]) => {
  const key = (items: readonly ChosenItem[]) => items.map((item) => `${item.optionGroup}\u0000${item.id}`).sort().join('\u0001');
  return key(a) === key(b);
};

/**
 * The line an add raises, if any: a line of the same product, unless the product is a bundle. A
 * product with chosen options (a size) only matches a line the store reports with the same
 * choices, so an L is never added by raising the M already in the basket.
 */
export function matchingLine(product: BasketProduct, lines: readonly CartLine[], chosen: readonly ChosenItem[] = []): CartLine | null {
  if (isBundle(product)) return null;
  return (
    lines.find((line) => {
      if (line.product.id !== product.id) return false;
      if (chosen.length === 0) return true;
      return line.items !== null && sameChoices(line.items, chosen);
    }) ?? null
  );
}

export type AddStep = { kind: 'raise'; lineId: string; quantity: number } | { kind: 'add'; input: CartItemInput };

/**
 * Adding a product: a non-bundle product already in the basket gets its line's quantity raised by
 * 1 (PUT); otherwise a new line with quantity 1 and the chosen items (POST).
 */
export function addStep(product: BasketProduct, lines: readonly CartLine[], chosen: readonly ChosenItem[] = []): AddStep {
  const line = matchingLine(product, lines, chosen);
  if (line) return { kind: 'raise', lineId: line.id, quantity: line.quantity + 1 };
  return { kind: 'add', input: { productId: product.id, quantity: 1, items: chosen.map(({ id, optionGroup }) => ({ id, optionGroup })) } };
}

/** The form-encoded body of the add call: `body=<encoded JSON>` (spec 000 §7). */
export function addItemBody(input: CartItemInput): string {
  return `body=${encodeURIComponent(JSON.stringify(input))}`;
}

// The panel (spec 000 §2 "Basket panel", §4, §5).

/** A line is labelled "Pre-order" when the store says so or its product is not available yet. */
export function isPreOrder(product: Pick<CartProduct, 'preOrder' | 'availableFrom'>, now: Date): boolean {
  return product.preOrder || isFutureDate(product.availableFrom, now);
}

export function isPhysical(line: Pick<CartLine, 'product'>): boolean {
  return line.product.distribution === 'physical';
}

/** "Shipping and taxes apply at checkout" shows when any line is physical. */
export function showsShippingNotice(lines: readonly Pick<CartLine, 'product'>[]): boolean {
  return lines.some(isPhysical);
}

/** A typed or stepped quantity as a whole number of at least 0 (no maximum); null when not a number. */
export function normaliseQuantity(value: number | string): number | null {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  if (!Number.isFinite(parsed)) return null;
  return Math.max(MIN_QUANTITY, Math.trunc(parsed));
}

/** What a quantity change sends: zero removes the line. */
export function quantityStep(quantity: number): 'remove' | 'update' {
  return quantity <= MIN_QUANTITY ? 'remove' : 'update';
}

/** What one line costs: its unit price after discount, times its quantity. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number | null {
  if (!line.price) return null;
  return Math.round((line.price.value - Math.min(line.price.discount, line.price.value)) * line.quantity * 100) / 100;
}

/**
 * The "Total:" amount, formatted in the basket's currency: the store's summary total when it gives
 * one, else the sum of the lines; the summary's currency, else the lines', else the locale's.
 */
export function basketTotal(items: Pick<CartItems, 'results' | 'summary'>, localeCurrency: string): string {
  const currency = items.summary.currency ?? items.results.find((line) => line.price)?.price?.currency ?? localeCurrency;
  const total = items.summary.total ?? items.results.reduce((sum, line) => sum + (lineTotal(line) ?? 0), 0);
  return formatPrice(Math.round(total * 100) / 100, currency);
}

/** The external checkout link: {store}/cart/checkout/{token}. */
export function checkoutUrl(storeUrl: string, token: string): string {
  return `${storeUrl.replace(/\/+$/, '')}${CART_PATHS.checkout(token)}`;
}

/** A store address with the cache-busting timestamp (spec 000 §7: every store request). */
export function withCacheBust(url: string, now: number): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${CACHE_BUST_PARAM}=${now}${hash !== undefined ? `#${hash}` : ''}`;
}

// Promoted products (spec 000 §4).

/**
 * A promoted product shows when it is not in the basket and is either a bundle or in stock and in
 * the visitor's territory. Unknown availability (the call failed) counts as not available.
 */
export function isPromotable(product: BasketProduct, availability: Availability | null, lines: readonly Pick<CartLine, 'product'>[]): boolean {
  if (lines.some((line) => line.product.id === product.id)) return false;
  if (isBundle(product)) return true;
  return availability !== null && availability.inStock && availability.inTerritory;
}

// Locale (spec 000 §2 "The locale 'catchAll' ...").

/**
 * The locale to switch to for the cart's currency, or null to stay. Only a visitor on the default,
 * unprefixed addresses (the 'catchAll' locale) is switched, to the currency's country code when that
 * is one of ours and prices differently from where they are.
 */
export function localeSwitch(addressLocale: Locale | null, defaultLocale: Locale, cartCurrency: string | null | undefined): Locale | null {
  if (addressLocale !== null || !cartCurrency) return null;
  const target = resolveCatchAllLocale(CATCH_ALL_LOCALE, cartCurrency);
  if (!isLocale(target) || target === defaultLocale) return null;
  return target;
}

export interface CurrencyNotice {
  pageCurrency: CurrencyCode;
  cartCurrency: CurrencyCode;
  /** Where prices are in the cart's currency: a locale prefix, or null for the unprefixed addresses. */
  locale: Locale | null;
}

/**
 * A cart keeps the currency it was made in; on a locale prefix the visitor chose (`/us/...`) the
 * page prices in that locale's currency. When the two differ the page says so and offers the cart
 * currency's addresses (docs/decisions/0033). Null when they agree, when there is no cart yet, on
 * the unprefixed addresses (the catch-all switch moves those) and for a currency no locale serves.
 */
export function currencyNotice({ addressLocale, defaultLocale, cartCurrency }: { addressLocale: Locale | null; defaultLocale: Locale; cartCurrency: string | null | undefined }): CurrencyNotice | null {
  if (addressLocale === null || !cartCurrency) return null;
  const pageCurrency = LOCALE_CURRENCIES[addressLocale];
  if (cartCurrency === pageCurrency) return null;
  const target = LOCALES.find((locale) => LOCALE_CURRENCIES[locale] === cartCurrency);
  if (!target) return null;
  return { pageCurrency, cartCurrency: LOCALE_CURRENCIES[target], locale: target === defaultLocale ? null : target };
}

/** The same address under a locale prefix: `/us/releases?x=1#a`. */
export function localisedAddress(locale: Locale, path: string, search = '', hash = ''): string {
  return `/${locale}${path === '/' ? '' : path}${search}${hash}`;
}

// Analytics (spec 000 §7 "Add-to-cart analytics event").

/** The event's name in the tag manager's vocabulary (GA4's recommended e-commerce event). */
export const ADD_TO_CART_EVENT_NAME = 'add_to_cart';

export interface AddToCartEvent {
  value: number;
  currency: string;
  items: { item_id: string }[];
}

/**
 * The add-to-cart event: what one more of the product costs in the visitor's currency (after
 * discount; the line's price when the store answered one), the currency in upper case, and the
 * product as an item. Null when the product has no price in that currency.
 */
export function addToCartEvent(product: BasketProduct, currency: string, linePrice: CartLinePrice | null = null): AddToCartEvent | null {
  const price: Price | null = linePrice ? { currency: { code: linePrice.currency }, value: linePrice.value, discount: linePrice.discount } : priceFor(product.prices, currency);
  if (!price) return null;
  return { value: reducedValue(price), currency: price.currency.code.toUpperCase(), items: [{ item_id: product.id }] };
}
