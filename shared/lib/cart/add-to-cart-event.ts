/** The add-to-cart analytics event (spec 000 §7 "Add-to-cart analytics event"). */
import { priceFor, reducedValue, type Price } from '../catalog/prices';
import type { BasketProduct, CartLinePrice } from './cart-types';

/** The event's name in the tag manager's vocabulary (GA4's recommended e-commerce event). */
export const ADD_TO_CART_EVENT_NAME = 'add_to_cart';

export interface AddToCartEvent {
  value: number;
  currency: string;
  items: { item_id: string }[];
}

/**
 * The add-to-cart event: what one more of the product costs in the visitor's currency (after
 * discount; the line's price when the store answered one), the currency in upper case, and the
 * product as an item. Null when the product has no price in that currency.
 */
export function addToCartEvent(product: BasketProduct, currency: string, linePrice: CartLinePrice | null = null): AddToCartEvent | null {
  const price: Price | null = linePrice
    ? { currency: { code: linePrice.currency }, value: linePrice.value, discount: linePrice.discount }
    : priceFor(product.prices, currency);
  if (!price) return null;
  return { value: reducedValue(price), currency: price.currency.code.toUpperCase(), items: [{ item_id: product.id }] };
}
