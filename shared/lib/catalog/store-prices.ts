/**
 * Retail prices from the store (spec 001 §7, docs/decisions/0035-retail-prices.md): the store's
 * answer for one currency replaces the content's price in that currency; the content's prices are
 * the fallback when the store cannot be asked.
 */
import type { Price } from './prices';

/** One entry of the store's retail/products answer, as far as prices go. */
export interface StoreProductPrice {
  id: string;
  price: Price;
}

const inCurrency = (price: Price, code: string) => price.currency.code.toUpperCase() === code.toUpperCase();

/**
 * `prices` with `currency` as the store has it: its price when it lists the product, no price in
 * that currency when it answered without it (not sold there), the content's when `answer` is null
 * (the store failed or timed out). An answer entry in another currency is not trusted.
 */
export function withStorePrice(
  prices: readonly Price[],
  currency: string,
  productId: string,
  answer: readonly StoreProductPrice[] | null,
): Price[] {
  if (answer === null) return [...prices];
  const others = prices.filter((price) => !inCurrency(price, currency));
  const entry = answer.find((candidate) => candidate.id === productId);
  if (!entry) return others;
  if (!inCurrency(entry.price, currency)) return [...prices];
  const index = prices.findIndex((price) => inCurrency(price, currency));
  const store: Price = { currency: { code: currency.toUpperCase() }, value: entry.price.value, discount: entry.price.discount ?? 0 };
  if (index === -1) return [...prices, store];
  return prices.map((price, at) => (at === index ? store : price));
}
