import { productHref } from '../../../shared/lib/catalog/item-links';
import { formatPrice, isDiscounted, reducedValue } from '../../../shared/lib/catalog/prices';
import { EMPTY_BASKET_TEXT, TOTAL_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import { cartCosts, lineTotal } from '../../sources/store/cart-pricing';
import { CART_LIFETIME_MS, type CartRecord } from '../../sources/store/embedded-cart-store';
import type { PricedLine } from './embedded-store-answers';

/**
 * The embedded store's checkout hand-off page ({store}/cart/checkout/{token}, spec 000 §2): the
 * basket's lines and totals in its currency, clearly the demo store. Plain HTML with no script and
 * no inline style, styled by the site's stylesheet, so the site's CSP holds as it is.
 */

export const DEMO_STORE_TEXT = 'Demo store';
export const DEMO_STORE_NOTICE =
  'This is the demo store: no payment is taken and nothing is sent. With a real store configured, the Checkout link goes to its checkout.';
export const CHECKOUT_NOT_FOUND_TEXT = 'This checkout link is not valid or has expired.';

export interface CheckoutPageInput {
  stylesheets: readonly string[];
  siteName: string;
  cart: CartRecord;
  lines: readonly PricedLine[];
  /** Where the empty basket's link goes (site settings; spec 000 §2 default /releases). */
  emptyLink: { url: string; text: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

function documentHtml(title: string, stylesheets: readonly string[], main: string): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${links}</head>` +
    `<body class="bg-ink text-paper"><main class="mx-auto max-w-3xl px-4 py-10">` +
    `<p class="inline-block rounded-full border border-accent px-3 py-1 text-xs font-semibold uppercase tracking-widest text-accent">${DEMO_STORE_TEXT}</p>` +
    `${main}</main></body></html>`
  );
}

function lineRow({ line, product, price }: PricedLine, currency: string): string {
  const chosen = new Map(product.items.map((option) => [option.id, option]));
  const details = [
    product.format,
    product.variant,
    ...line.choices.map((choice) => `${choice.optionGroup}: ${chosen.get(choice.id)?.title ?? choice.id}`),
  ]
    .filter((detail): detail is string => Boolean(detail))
    .map(escapeHtml)
    .join(' · ');
  const title = escapeHtml(product.title);
  const link = product.group
    ? `<a class="underline underline-offset-4" href="${escapeHtml(productHref(product.group.slug, product.slug))}">${title}</a>`
    : title;
  const unit = isDiscounted(price)
    ? `<s class="text-paper/50">${formatPrice(price.value, currency)}</s> ${formatPrice(reducedValue(price), currency)}`
    : formatPrice(price.value, currency);
  return (
    `<tr><td class="py-3">${link}<span class="mt-1 block text-sm text-paper/60">${details}</span></td>` +
    `<td class="py-3 text-right">${line.quantity}</td><td class="py-3 text-right">${unit}</td>` +
    `<td class="py-3 text-right">${formatPrice(lineTotal({ price, quantity: line.quantity }), currency)}</td></tr>`
  );
}

export function checkoutPageHtml({ stylesheets, siteName, cart, lines, emptyLink }: CheckoutPageInput): string {
  const title = `Checkout — ${siteName} ${DEMO_STORE_TEXT.toLowerCase()}`;
  const heading = `<h1 class="mt-4 text-3xl font-semibold">Checkout</h1><p class="mt-2 text-paper/70">${escapeHtml(DEMO_STORE_NOTICE)}</p>`;
  if (lines.length === 0) {
    return documentHtml(
      title,
      stylesheets,
      `${heading}<p class="mt-8 text-lg">${EMPTY_BASKET_TEXT}</p><p class="mt-4"><a class="underline underline-offset-4" href="${escapeHtml(emptyLink.url)}">${escapeHtml(emptyLink.text)}</a></p>`,
    );
  }
  const currency = cart.currency;
  const costs = cartCosts(lines.map(({ price, line }) => ({ price, quantity: line.quantity })));
  const discountRow =
    costs.discount > 0
      ? `<tr><th scope="row" colspan="3" class="py-2 text-right font-medium">Discount</th><td class="py-2 text-right">−${formatPrice(costs.discount, currency)}</td></tr>`
      : '';
  const table =
    `<table class="mt-8 w-full text-left"><caption class="sr-only">Your basket</caption>` +
    `<thead><tr class="border-b border-white/10 text-sm text-paper/60"><th scope="col" class="py-2">Item</th>` +
    `<th scope="col" class="py-2 text-right">Quantity</th><th scope="col" class="py-2 text-right">Price</th><th scope="col" class="py-2 text-right">Total</th></tr></thead>` +
    `<tbody class="divide-y divide-white/10">${lines.map((line) => lineRow(line, currency)).join('')}</tbody>` +
    `<tfoot class="border-t border-white/20">${discountRow}<tr><th scope="row" colspan="3" class="py-3 text-right font-semibold">${TOTAL_TEXT}</th>` +
    `<td class="py-3 text-right font-semibold">${formatPrice(costs.total, currency)}</td></tr></tfoot></table>`;
  const shipping = lines.some(({ product }) => product.distribution === 'physical')
    ? '<p class="mt-4 text-sm text-paper/70">A real store adds shipping and taxes here; the demo store charges neither.</p>'
    : '';
  return documentHtml(
    title,
    stylesheets,
    `${heading}${table}${shipping}<p class="mt-8"><a class="underline underline-offset-4" href="/">Back to the shop</a></p>`,
  );
}

export function checkoutNotFoundHtml(stylesheets: readonly string[]): string {
  return documentHtml(
    'Basket not found',
    stylesheets,
    `<h1 class="mt-4 text-3xl font-semibold">Basket not found</h1><p class="mt-2 text-paper/70">${CHECKOUT_NOT_FOUND_TEXT} Baskets are kept for ${CART_LIFETIME_MS / 86_400_000} days after their last change.</p>` +
      '<p class="mt-8"><a class="underline underline-offset-4" href="/">Go to the home page</a></p>',
  );
}
