import { island } from '../../app/island';
import { needsChoices } from '../../lib/cart/needs-choices';
import type { BasketProduct } from '../../lib/cart/cart-types';
import { CHOOSE_OPTIONS_TEXT } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';
import { AddToBasketButton } from './add-to-basket-button';

export interface TileBasketActionProps {
  product: BasketProduct;
  /** The product's page, where its options are chosen. */
  href: string | null;
  className: string;
}

/**
 * A product tile's basket control: "Add to Basket" for a product that needs no choice; a product
 * with options (sizes, a bundle's parts) is chosen on its page, so its tile links there.
 */
export function TileBasketAction({ product, href, className }: TileBasketActionProps) {
  if (needsChoices(product) && href) {
    return (
      <SmartLink href={href} className={`${className} ${FOCUS_RING} hover:border-accent hover:text-accent`}>
        {CHOOSE_OPTIONS_TEXT}
      </SmartLink>
    );
  }
  return <AddToBasketButton product={product} className={className} />;
}

/** The tile's control as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const TileBasketActionIsland = island('tile-basket-action', TileBasketAction);
