import type { CartLine } from '../../lib/cart/cart-types';
import { ADDED_TO_BASKET_TEXT, VIEW_BASKET_TEXT } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';
import { ResponsiveImage } from '../storefront/responsive-image';
import { openBasket } from './basket-opener';

/**
 * The confirmation of an add: the record's cover, what went in (title and format) and a way to the
 * basket, which opens its panel and closes the toast. Comes with the basket's own code, not the page's.
 */
export function AddedToast({ line, closeToast }: { line: CartLine; closeToast: () => void }) {
  const { product } = line;
  return (
    <div data-added-toast="" className="flex items-center gap-3">
      <ResponsiveImage src={product.image} preset="featured" sizes="56px" alt="" priority className="w-14 shrink-0 rounded-sm" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-accent">{ADDED_TO_BASKET_TEXT}</p>
        <p className="truncate font-semibold">{product.title || product.format}</p>
        {product.title && product.format ? <p className="text-sm text-paper/70">{product.format}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => {
          closeToast();
          openBasket();
        }}
        className={`shrink-0 rounded-full bg-accent px-3 py-2 text-sm font-semibold text-ink hover:opacity-90 ${FOCUS_RING}`}
      >
        {VIEW_BASKET_TEXT}
      </button>
    </div>
  );
}
