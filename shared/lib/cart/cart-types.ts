/** The basket's app types: what the components read. Raw answers become these in parse-cart.ts. */
import type { Price } from '../catalog/prices';

export type Distribution = 'physical' | 'digital';

export interface CartProduct {
  id: string;
  format: string;
  title: string;
  distribution: Distribution | string;
  /** An asset id or an image URL. */
  image: string | null;
  href: string | null;
  /** The store marks a pre-order (a release dated in the future)... */
  preOrder: boolean;
  /** ...or gives the date the product becomes available, for the basket to compare with now. */
  availableFrom: string | null;
}

/** A product option chosen for a line (a size, a bundle's format). */
export interface ChosenItem {
  id: string;
  optionGroup: string;
  /** The option's name ("M", "Black vinyl"), when the store gives it: shown on the line. */
  title?: string;
}

export interface CartLinePrice {
  value: number;
  currency: string;
  discount: number;
}

export interface CartLine {
  id: string;
  quantity: number;
  product: CartProduct;
  messages: string[];
  price: CartLinePrice | null;
  /** The line's chosen options, when the store reports them. */
  items: ChosenItem[] | null;
}

/** GET {store}/cart/embed: the fields the site reads of the cart (spec 000 §3 "Cart"). */
export interface Cart {
  uuid: string;
  itemCount: number;
  currency: string | null;
  total: number | null;
  discount: number | null;
  inCheckout: boolean;
}

export interface CartSummary {
  itemCount: number;
  total: number | null;
  currency: string | null;
}

/** GET {store}/cart/embed/items: the lines and their summary. */
export interface CartItems {
  results: CartLine[];
  summary: CartSummary;
}

/** GET {store}/cart/embed/products/{id}/availability. */
export interface Availability {
  inStock: boolean;
  inTerritory: boolean;
}

/**
 * The body of POST {store}/cart/embed/items, before it is encoded: the product id, the quantity and
 * the chosen items (spec 000 §7). The id's field is `productId`, as the store reads it.
 */
export interface CartItemInput {
  productId: string;
  quantity: number;
  items: ChosenItem[];
}

/** What adding needs of a product (spec 000 §3 "Product for basket"). */
export interface BasketProduct {
  id: string;
  format?: string | null;
  prices?: readonly Price[] | null;
  items?: readonly { id: string; title?: string | null; option_group: string }[] | null;
  /** False when the store holds none (./sold-out.ts); unknown where a page did not ask. */
  in_stock?: boolean | null;
}
