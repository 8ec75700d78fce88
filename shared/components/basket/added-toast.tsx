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
  const title = product.title || product.format;
  // A store title often names its format already ("… (Vinyl 12″)"): then it is not repeated.
  const format = product.format && !title.toLowerCase().includes(product.format.toLowerCase()) ? product.format : null;
  return (
    <div data-added-toast="" className="flex w-full items-start gap-3">
      <ResponsiveImage src={product.image} preset="featured" sizes="64px" alt="" priority className="w-16 shrink-0 rounded-sm" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">{ADDED_TO_BASKET_TEXT}</p>
        <p className="mt-0.5 line-clamp-2 font-semibold leading-snug">{title}</p>
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="truncate text-sm text-paper/70">{format}</span>
          <button
            type="button"
            onClick={() => {
              closeToast();
              openBasket();
            }}
            className={`min-h-11 shrink-0 rounded-full bg-accent px-4 text-sm font-semibold text-ink hover:opacity-90 ${FOCUS_RING}`}
          >
            {VIEW_BASKET_TEXT}
          </button>
        </div>
      </div>
    </div>
  );
}
