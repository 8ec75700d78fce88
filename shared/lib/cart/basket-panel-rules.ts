/** What the basket panel shows (spec 000 §2 "Basket panel", §4, §5): pre-orders, the shipping notice, quantities, totals. */
import { isFutureDate } from '../catalog/badges';
import { formatPrice } from '../catalog/prices';
import { MIN_QUANTITY } from './cart-constants';
import type { CartItems, CartLine, CartProduct } from './cart-types';

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
