import { priceFor, reducedValue, type Price } from '../../../shared/lib/catalog/prices';

/**
 * What a basket costs, in the basket's currency (spec 000 §3 Price: currency.code, value, discount;
 * the cart's costs: total, discount). Sums are taken in whole cents so 0.1 + 0.2 stays 0.30.
 */

/** One line as priced: the unit price and how many. */
export interface PricedLine {
  price: Price;
  quantity: number;
}

export interface CartCosts {
  /** What the visitor pays: Σ (value − discount) × quantity. */
  total: number;
  /** What the discounts take off: Σ discount × quantity. */
  discount: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The product's unit price in `currency`, as the cart answers it; null when it is not sold in it. */
export function unitPrice(prices: readonly Price[], currency: string): Price | null {
  const price = priceFor(prices, currency);
  if (!price) return null;
  const paid = reducedValue(price);
  return { value: price.value, discount: Math.round((price.value - paid) * 100) / 100, currency: { code: currency } };
}

/** The line's total: what the visitor pays for it. */
export function lineTotal(line: PricedLine): number {
  return (cents(reducedValue(line.price)) * line.quantity) / 100;
}

export function cartCosts(lines: readonly PricedLine[]): CartCosts {
  let total = 0;
  let discount = 0;
  for (const line of lines) {
    const paid = cents(reducedValue(line.price));
    total += paid * line.quantity;
    discount += (cents(line.price.value) - paid) * line.quantity;
  }
  return { total: total / 100, discount: discount / 100 };
}
