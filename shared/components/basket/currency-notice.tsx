import { useHref, useLocation } from 'react-router-dom';
import { usePublicEnv } from '../../app/public-env';
import { currencyNotice, localisedAddress } from '../../lib/cart/cart-locale';
import { currencyNoticeText, currencySwitchText } from '../../lib/cart/cart-texts';
import { splitLocalePath } from '../../lib/routing/locale-path';
import { FOCUS_RING } from '../focus-ring';
import { useBasket } from './basket-context';

/**
 * When the visitor's cart is in another currency than the locale they are browsing (a GBP cart on
 * `/us/...`), the page says so and offers the cart currency's addresses, so what the page shows
 * and what the basket charges agree (docs/decisions/0033). A full navigation: the locale is the
 * router's basename. Browser-only, like the cart itself.
 */
export function CurrencyNotice() {
  const { state } = useBasket();
  const { defaultLocale } = usePublicEnv();
  const { pathname, search, hash } = useLocation();
  const { locale: addressLocale } = splitLocalePath(useHref('/'));
  const notice = currencyNotice({ addressLocale, defaultLocale, cartCurrency: state.cart?.currency });
  if (!notice) return null;
  const address = notice.locale ? localisedAddress(notice.locale, pathname, search, hash) : `${pathname}${search}${hash}`;
  return (
    <div
      role="status"
      data-currency-notice=""
      className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
    >
      <p>{currencyNoticeText(notice.cartCurrency, notice.pageCurrency)}</p>
      <a href={address} className={`font-semibold text-accent underline underline-offset-4 ${FOCUS_RING}`}>
        {currencySwitchText(notice.cartCurrency)}
      </a>
    </div>
  );
}
