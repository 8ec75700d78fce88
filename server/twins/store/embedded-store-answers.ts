import { artistHref, productHref } from '../../../shared/lib/catalog/item-links';
import type { Price } from '../../../shared/lib/catalog/prices';
import type { ContentSource, Product } from '../../sources/content/content-source';
import { cartCosts, lineTotal, unitPrice, type CartCosts } from '../../sources/store/cart-pricing';
import { lineMessages, type QuantityLimits } from '../../sources/store/cart-quantity';
import type { CartLine, CartRecord } from '../../sources/store/embedded-cart-store';

/**
 * The embedded store's answers (spec 000 §3 Cart, Cart item; §7), built in one place from the stored
 * cart and the content's products. A line carries what a basket row shows (title, format, image,
 * link, artist), so the browser needs no second lookup.
 */

export interface ProductAnswer {
  id: string;
  title: string;
  format: string;
  variant: string | null;
  distribution: 'physical' | 'digital';
  /** Asset id of the cover (served at /assets/{id}); null when the product has none. */
  image: string | null;
  /** The product's page on this site. */
  href: string | null;
  group: {
    id: string;
    title: string;
    slug: string;
    artist: { name: string; href: string } | null;
    /** The dates that make a line a pre-order (spec 000 §2 "Release badge"). */
    release_date: string | null;
    date_available: string | null;
  } | null;
}

export interface ChosenItemAnswer {
  id: string;
  optionGroup: string;
  title: string;
}

/** A cart item; the POST, PUT and DELETE answers have this shape too (quantity 0 once removed). */
export interface ItemAnswer {
  id: number;
  quantity: number;
  product: ProductAnswer;
  /** The chosen items of a product with options (a bundle's format and size). */
  items: ChosenItemAnswer[];
  /** Shown to the visitor as notifications (spec 000 §7, §8), e.g. "Only 3 left in stock". */
  messages: string[];
  /** Unit price in the cart's currency; `discount` is taken off `value`. */
  price: Price;
  /** What the line costs: (value − discount) × quantity. */
  total: number;
}

export interface SummaryAnswer {
  /** Units in the basket (the badge's count). */
  itemCount: number;
  total: number;
  discount: number;
  currency: { code: string };
  /** Any physical line: "Shipping and taxes apply at checkout" (spec 000 §2). */
  hasPhysical: boolean;
}

export interface CartAnswer {
  checkout: { url: string };
  costs: CartCosts;
  currency: { code: string };
  dateCreated: string;
  dateUpdated: string;
  id: number;
  inCheckout: boolean;
  itemCount: number;
  shippingTo: { country: string } | null;
  status: 'open' | 'checkout';
  store: { id: string; name: string };
  type: 'anonymous';
  user: null;
  uuid: string;
  vouchers: never[];
}

/** A stored line with its product and its unit price in the cart's currency. */
export interface PricedLine {
  line: CartLine;
  product: Product;
  price: Price;
}

export const EMBEDDED_STORE = { id: 'embedded', name: 'Demo store' } as const;

export const quantityLimits = (product: Product): QuantityLimits => ({
  title: product.title,
  stock: product.stock,
  digital: product.distribution === 'digital',
});

/**
 * The cart's lines with their products. A line whose product is no longer sold (taken off the
 * catalogue, or without a price in the cart's currency) is left out of answers and totals.
 */
export async function priceLines(content: ContentSource, cart: CartRecord, lines: readonly CartLine[]): Promise<PricedLine[]> {
  const priced = await Promise.all(
    lines.map(async (line): Promise<PricedLine | null> => {
      const product = await content.getById('products', line.productId, { preview: false });
      const price = product && unitPrice(product.prices, cart.currency);
      return product && price ? { line, product, price } : null;
    }),
  );
  return priced.filter((entry) => entry !== null);
}

export function productAnswer(product: Product): ProductAnswer {
  const group = product.group;
  return {
    id: product.id,
    title: product.title,
    format: product.format,
    variant: product.variant ?? null,
    distribution: product.distribution,
    image: group?.cover_image ?? group?.images?.[0] ?? null,
    href: group ? productHref(group.slug, product.slug) : null,
    group: group
      ? {
          id: group.id,
          title: group.title,
          slug: group.slug,
          artist: group.artist ? { name: group.artist.name, href: artistHref(group.artist.slug) } : null,
          release_date: group.release_date ?? null,
          date_available: product.date_available ?? group.date_available ?? null,
        }
      : null,
  };
}

export function itemAnswer({ line, product, price }: PricedLine, messages: string[]): ItemAnswer {
  const titles = new Map(product.items.map((option) => [option.id, option.title]));
  return {
    id: line.id,
    quantity: line.quantity,
    product: productAnswer(product),
    items: line.choices.map((choice) => ({ id: choice.id, optionGroup: choice.optionGroup, title: titles.get(choice.id) ?? choice.id })),
    messages,
    price,
    total: lineTotal({ price, quantity: line.quantity }),
  };
}

/** The lines as GET .../items answers them, each noting a stock that fell below its quantity. */
export function itemAnswers(priced: readonly PricedLine[]): ItemAnswer[] {
  return priced.map((entry) => {
    const elsewhere = priced
      .filter((other) => other.product.id === entry.product.id && other.line.id !== entry.line.id)
      .reduce((sum, other) => sum + other.line.quantity, 0);
    return itemAnswer(entry, lineMessages(entry.line.quantity, quantityLimits(entry.product), elsewhere));
  });
}

export function summaryAnswer(currency: string, priced: readonly PricedLine[]): SummaryAnswer {
  const costs = cartCosts(priced.map(({ price, line }) => ({ price, quantity: line.quantity })));
  return {
    itemCount: priced.reduce((sum, { line }) => sum + line.quantity, 0),
    total: costs.total,
    discount: costs.discount,
    currency: { code: currency },
    hasPhysical: priced.some(({ product }) => product.distribution === 'physical'),
  };
}

/** GET /cart/embed without a token: the cart fields of an empty basket, with no uuid (no cart exists yet). */
export function emptyBasketAnswer(init: { currency: string; shippingTo: string | null }): Omit<
  CartAnswer,
  'checkout' | 'id' | 'uuid' | 'dateCreated' | 'dateUpdated'
> & {
  checkout: null;
  id: null;
  uuid: null;
  dateCreated: null;
  dateUpdated: null;
} {
  return {
    checkout: null,
    costs: { total: 0, discount: 0 },
    currency: { code: init.currency },
    dateCreated: null,
    dateUpdated: null,
    id: null,
    inCheckout: false,
    itemCount: 0,
    shippingTo: init.shippingTo ? { country: init.shippingTo } : null,
    status: 'open',
    store: { ...EMBEDDED_STORE },
    type: 'anonymous',
    user: null,
    uuid: null,
    vouchers: [],
  };
}

export function cartAnswer(cart: CartRecord, priced: readonly PricedLine[], checkoutUrl: string): CartAnswer {
  const summary = summaryAnswer(cart.currency, priced);
  return {
    checkout: { url: checkoutUrl },
    costs: { total: summary.total, discount: summary.discount },
    currency: { code: cart.currency },
    dateCreated: cart.dateCreated,
    dateUpdated: cart.dateUpdated,
    id: cart.id,
    inCheckout: cart.inCheckout,
    itemCount: summary.itemCount,
    shippingTo: cart.shippingTo ? { country: cart.shippingTo } : null,
    status: cart.inCheckout ? 'checkout' : 'open',
    store: { ...EMBEDDED_STORE },
    type: 'anonymous',
    user: null,
    uuid: cart.uuid,
    vouchers: [],
  };
}
