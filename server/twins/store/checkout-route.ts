import type { Router } from 'express';
import { RELEASES_PATH } from '../../../shared/lib/catalog/item-derivations';
import { DEFAULT_EMPTY_BASKET_LINK_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import { checkoutNotFoundHtml, checkoutPageHtml } from './embedded-checkout-page';
import { priceLines } from './embedded-store-answers';
import { isCartToken } from './embedded-store-input';
import type { StoreRouteContext } from './store-request';

/** GET /cart/checkout/{token}: the demo checkout page; a basket with something to buy goes into checkout. */
export function addCheckoutRoute(router: Router, { content, carts }: StoreRouteContext, stylesheets: readonly string[]): void {
  router.get('/cart/checkout/:token', async (req, res) => {
    res.set({ 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    const token = String(req.params.token).toLowerCase();
    let stored = isCartToken(token) ? await carts.find(token) : null;
    if (!stored) {
      res.status(404).type('html').send(checkoutNotFoundHtml(stylesheets));
      return;
    }
    const priced = await priceLines(content, stored.cart, stored.lines);
    // Only a basket with something to buy goes into checkout.
    if (priced.length > 0) stored = (await carts.markInCheckout(token)) ?? stored;
    const settings = await content.getSiteSettings({ preview: false });
    const html = checkoutPageHtml({
      stylesheets,
      siteName: settings.siteName,
      cart: stored.cart,
      lines: priced,
      emptyLink: { url: settings.emptyCartLinkUrl || RELEASES_PATH, text: settings.emptyCartLinkText || DEFAULT_EMPTY_BASKET_LINK_TEXT },
    });
    res.type('html').send(html);
  });
}
