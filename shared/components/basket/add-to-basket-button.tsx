import { island } from '../../app/island';
import type { BasketProduct, ChosenItem } from '../../lib/cart/cart-types';
import { ADD_TO_BASKET_TEXT } from '../../lib/catalog/storefront-texts';
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
  const { state, usable, load } = useBasket();
  const adding = state.adding[product.id] === true;
  // The basket's code comes with the first reach for it: a hover or focus fetches it ahead of the click.
  const preload = () => void load();
  return (
    <button
      type="button"
      data-product-id={product.id}
      disabled={!usable || chosen === null}
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      aria-describedby={describedBy}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        if (chosen && !adding) void load().then((store) => store?.add(product, chosen));
      }}
      className={`${className} ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60`.trim()}
    >
      {ADD_TO_BASKET_TEXT}
    </button>
  );
}

/** A tile's button as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const AddToBasketButtonIsland = island('add-to-basket-button', AddToBasketButton);
