import { useEffect } from 'react';
import { usePublicEnv } from '../../app/public-env';
import { localeSwitch, localisedAddress } from '../../lib/cart/cart-locale';
import { splitLocalePath } from '../../lib/routing/locale-path';

/**
 * The 'catchAll' locale follows the cart (spec 000 §2): a visitor on the unprefixed addresses whose
 * cart is in another of our currencies moves to that locale's addresses, so every price matches
 * the basket. The router's basename is fixed when the page hydrates, hence a full (replacing)
 * navigation; the prefixed page comes from the page cache.
 */
export function useLocaleSwitch(cartCurrency: string | null | undefined): void {
  const { defaultLocale } = usePublicEnv();
  useEffect(() => {
    const { locale, path } = splitLocalePath(window.location.pathname);
    const target = localeSwitch(locale, defaultLocale, cartCurrency);
    if (target) window.location.replace(localisedAddress(target, path, window.location.search, window.location.hash));
  }, [cartCurrency, defaultLocale]);
}
