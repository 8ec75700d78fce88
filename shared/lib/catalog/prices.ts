/**
 * Prices (spec 000 §2 "Prices", §3 "Price", §9 "Price currency by locale"): which price of a
 * product to show for the visitor's currency, and how to show it — en-GB currency format with a
 * narrow symbol, the original struck through and the reduced price beside it when discounted.
 */
import { SALE_TEXT } from './storefront-texts';

/** A price as the API returns it: `discount` is the amount taken off `value` (0 = none). */
export interface Price {
  currency: { code: string };
  value: number;
  discount?: number | null;
}

/** What a price tile renders. `original` is struck through when `isDiscounted`. */
export interface PriceView {
  currency: string;
  /** `value` formatted. */
  original: string;
  /** `value − discount` formatted; equal to `original` when not discounted. */
  reduced: string;
  reducedValue: number;
  isDiscounted: boolean;
}

/** The badge a discounted price may show. */
export const SALE_BADGE_TEXT = SALE_TEXT;

/** The site's locales and the currency each one prices in. */
export const LOCALE_CURRENCIES = { us: 'USD', gb: 'GBP', eu: 'EUR' } as const;
export type Locale = keyof typeof LOCALE_CURRENCIES;
export type CurrencyCode = (typeof LOCALE_CURRENCIES)[Locale];
export const LOCALES: readonly Locale[] = Object.keys(LOCALE_CURRENCIES) as Locale[];

/** The locale that follows the visitor's cart (spec 000 §2). */
export const CATCH_ALL_LOCALE = 'catchAll';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_CURRENCIES, value);
}

/** The currency of `locale` (case-insensitive); of `defaultLocale` when `locale` is not one of ours. */
export function currencyForLocale(locale: string | null | undefined, defaultLocale: Locale): CurrencyCode {
  const key = locale?.toLowerCase();
  if (isLocale(key)) return LOCALE_CURRENCIES[key];
  return LOCALE_CURRENCIES[defaultLocale];
}

/**
 * The 'catchAll' locale becomes the cart currency's country code (its first two letters,
 * lowercased) when such a locale exists (spec 000 §2); any other locale stays as it is.
 */
export function resolveCatchAllLocale(locale: string, cartCurrencyCode: string | null | undefined): string {
  if (locale !== CATCH_ALL_LOCALE || !cartCurrencyCode) return locale;
  const country = cartCurrencyCode.slice(0, 2).toLowerCase();
  return isLocale(country) ? country : locale;
}

const sameCurrency = (price: Price, code: string) => price.currency?.code?.toUpperCase() === code.toUpperCase();

/** The price in `currencyCode` (case-insensitive), or null when the product has none in it. */
export function priceFor(prices: readonly Price[] | null | undefined, currencyCode: string): Price | null {
  return prices?.find((price) => sameCurrency(price, currencyCode)) ?? null;
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** The discount that applies: a positive finite amount, at most the value; otherwise 0. */
function effectiveDiscount(price: Price): number {
  const discount = price.discount ?? 0;
  if (!Number.isFinite(discount) || discount <= 0) return 0;
  return Math.min(discount, price.value);
}

/** What the visitor pays: value − discount, to the cent, never below 0. */
export function reducedValue(price: Price): number {
  return roundCents(price.value - effectiveDiscount(price));
}

export function isDiscounted(price: Price): boolean {
  return effectiveDiscount(price) > 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `value` in the en-GB currency format with a narrow symbol: £12.99, $12.99, €12.99. A currency
 * code Intl does not know is shown after the amount (`12.99 XYZ`) rather than breaking the page.
 */
export function formatPrice(value: number, currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    } catch {
      return `${value.toFixed(2)} ${code}`;
    }
    formatters.set(code, formatter);
  }
  return formatter.format(value);
}

export function priceView(price: Price): PriceView {
  const code = price.currency.code.toUpperCase();
  const reduced = reducedValue(price);
  const original = formatPrice(price.value, code);
  const discounted = isDiscounted(price);
  return {
    currency: code,
    original,
    reduced: discounted ? formatPrice(reduced, code) : original,
    reducedValue: reduced,
    isDiscounted: discounted,
  };
}

/** The view of the price in `currencyCode`, or null when there is none. */
export function priceViewFor(prices: readonly Price[] | null | undefined, currencyCode: string): PriceView | null {
  const price = priceFor(prices, currencyCode);
  return price ? priceView(price) : null;
}

/**
 * The lowest price in `currencyCode` across a group's products, compared by what the visitor pays
 * (after discount), for a "from" price. Null when no product has a price in that currency. On a
 * tie the first product's price wins.
 */
export function lowestPrice(
  products: readonly { prices?: readonly Price[] | null }[] | null | undefined,
  currencyCode: string,
): Price | null {
  let lowest: Price | null = null;
  for (const product of products ?? []) {
    const price = priceFor(product.prices, currencyCode);
    if (price && (lowest === null || reducedValue(price) < reducedValue(lowest))) lowest = price;
  }
  return lowest;
}

/** Whether the group's products cost different amounts in `currencyCode` (so "from" applies). */
export function hasPriceRange(products: readonly { prices?: readonly Price[] | null }[] | null | undefined, currencyCode: string): boolean {
  const amounts = new Set<number>();
  for (const product of products ?? []) {
    const price = priceFor(product.prices, currencyCode);
    if (price) amounts.add(reducedValue(price));
  }
  return amounts.size > 1;
}
