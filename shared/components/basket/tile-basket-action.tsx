import { basketProductOf } from '../../lib/cart/basket-product';
import { needsChoices } from '../../lib/cart/needs-choices';
import type { BasketProduct } from '../../lib/cart/cart-types';
import { CHOOSE_OPTIONS_TEXT } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';
import { AddToBasketButtonIsland } from './add-to-basket-button';

export interface TileBasketActionProps {
  product: BasketProduct;
  /** The product's page, where its options are chosen. */
  href: string | null;
  className: string;
}

/**
 * A product tile's basket control: "Add to Basket" for a product that needs no choice, an island
 * carrying only what adding reads of the product (docs/decisions/0118); a product with options
 * (sizes, a bundle's parts) is chosen on its page, so its tile links there, with no script at all.
 */
export function TileBasketAction({ product, href, className }: TileBasketActionProps) {
  if (needsChoices(product) && href) {
    return (
      <SmartLink href={href} className={`${className} ${FOCUS_RING} hover:border-accent hover:text-accent`}>
        {CHOOSE_OPTIONS_TEXT}
      </SmartLink>
    );
  }
  return <AddToBasketButtonIsland product={basketProductOf(product)} className={className} />;
}
