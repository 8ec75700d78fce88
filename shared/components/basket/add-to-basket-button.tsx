import type { BasketProduct, ChosenItem } from '../../lib/cart';
import { ADD_TO_BASKET_TEXT } from '../../lib/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { useBasket } from './basket-context';

export interface AddToBasketButtonProps {
  product: BasketProduct;
  /** The chosen options; null while one is still to be chosen (the button is disabled). */
  chosen?: readonly ChosenItem[] | null;
  className?: string;
  /** The id of a hint that explains a disabled button. */
  describedBy?: string;
}

/**
 * "Add to Basket" (spec 000 §2). Disabled in the server render and during hydration (the cart is
 * the visitor's and exists only in the browser), on a site without a store, and while an option is
 * still to be chosen; while its add runs it stays focusable but ignores clicks (aria-disabled).
 */
export function AddToBasketButton({ product, chosen = [], className = '', describedBy }: AddToBasketButtonProps) {
  const { store, state } = useBasket();
  const adding = state.adding[product.id] === true;
  return (
    <button
      type="button"
      data-product-id={product.id}
      disabled={!store || chosen === null}
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (store && chosen && !adding) void store.add(product, chosen);
      }}
      className={`${className} ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60`.trim()}
    >
      {ADD_TO_BASKET_TEXT}
    </button>
  );
}
