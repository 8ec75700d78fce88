import { lowestPrice, priceFor, priceView, type Price } from '../../lib/catalog/prices';
import { SALE_TEXT } from '../../lib/catalog/storefront-texts';
import type { PricedProduct } from './storefront-types';

/** Read before a struck-through original, for screen readers (ours, not a spec text). */
const WAS_TEXT = 'was';

export interface PriceTagProps {
  /** A product's prices. */
  prices?: readonly Price[] | null;
  /** A group's products: the lowest price across them is shown. Wins over `prices`. */
  products?: readonly PricedProduct[] | null;
  /** The visitor's currency (GBP, USD, EUR). */
  currency: string;
  /** Type size: tiles use small, product pages large (one size class, so none conflicts). */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const SIZES = { small: 'text-sm', medium: 'text-base', large: 'text-2xl' } as const;

/**
 * A price in the visitor's currency, en-GB format with a narrow symbol; discounted: the original
 * struck through, the reduced price and a "Sale" badge (spec 000 §2 "Prices"). Nothing when the
 * item has no price in that currency.
 */
export function PriceTag({ prices, products, currency, size = 'small', className = '' }: PriceTagProps) {
  const price = products && products.length > 0 ? lowestPrice(products, currency) : priceFor(prices, currency);
  if (!price) return null;
  const view = priceView(price);
  if (!view.isDiscounted) {
    return <p className={`${SIZES[size]} font-semibold tabular-nums ${className}`.trim()}>{view.original}</p>;
  }
  return (
    <p className={`flex flex-wrap items-center gap-x-2 ${SIZES[size]} tabular-nums ${className}`.trim()}>
      <s className="text-paper/50">
        <span className="sr-only">{WAS_TEXT} </span>
        {view.original}
      </s>
      <span className="font-semibold">{view.reduced}</span>
      <span className="rounded-sm bg-accent px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">{SALE_TEXT}</span>
    </p>
  );
}
