import { usePublicEnv } from '../../app/public-env';
import { useSiteNavigation } from '../../app/site-navigation-context';
import { currencyNotice, localisedAddress } from '../../lib/cart/cart-locale';
import { splitLocalePath } from '../../lib/routing/locale-path';
import { onDemand } from '../../app/on-demand';
import { useBasket } from './basket-context';

const CurrencyNoticeMessage = onDemand(() =>
  import('./currency-notice-message').then((module) => ({ default: module.CurrencyNoticeMessage })),
);

/**
 * When the visitor's cart is in another currency than the locale they are browsing (a GBP cart on
 * `/us/...`), the page says so and offers the cart currency's addresses, so what the page shows
 * and what the basket charges agree (docs/decisions/0033). A full navigation: the locale is the
 * router's basename. Browser-only, like the cart itself.
 */
export function CurrencyNotice() {
  const { state } = useBasket();
  const { defaultLocale } = usePublicEnv();
  const { location, basename } = useSiteNavigation();
  const { pathname, search, hash } = location;
  const { locale: addressLocale } = splitLocalePath(basename || '/');
  const notice = currencyNotice({ addressLocale, defaultLocale, cartCurrency: state.cart?.currency });
  if (!notice) return null;
  const address = notice.locale ? localisedAddress(notice.locale, pathname, search, hash) : `${pathname}${search}${hash}`;
  return <CurrencyNoticeMessage cartCurrency={notice.cartCurrency} pageCurrency={notice.pageCurrency} address={address} />;
}
