/** The cart's currency and the visitor's locale (spec 000 §2 "The locale 'catchAll' ..."; decision 0033). */
import {
  isLocale,
  resolveCatchAllLocale,
  CATCH_ALL_LOCALE,
  LOCALE_CURRENCIES,
  LOCALES,
  type CurrencyCode,
  type Locale,
} from '../catalog/prices';

/**
 * The locale to switch to for the cart's currency, or null to stay. Only a visitor on the default,
 * unprefixed addresses (the 'catchAll' locale) is switched, to the currency's country code when that
 * is one of ours and prices differently from where they are.
 */
export function localeSwitch(addressLocale: Locale | null, defaultLocale: Locale, cartCurrency: string | null | undefined): Locale | null {
  if (addressLocale !== null || !cartCurrency) return null;
  const target = resolveCatchAllLocale(CATCH_ALL_LOCALE, cartCurrency);
  if (!isLocale(target) || target === defaultLocale) return null;
  return target;
}

export interface CurrencyNotice {
  pageCurrency: CurrencyCode;
  cartCurrency: CurrencyCode;
  /** Where prices are in the cart's currency: a locale prefix, or null for the unprefixed addresses. */
  locale: Locale | null;
}

/**
 * A cart keeps the currency it was made in; on a locale prefix the visitor chose (`/us/...`) the
 * page prices in that locale's currency. When the two differ the page says so and offers the cart
 * currency's addresses (docs/decisions/0033). Null when they agree, when there is no cart yet, on
 * the unprefixed addresses (the catch-all switch moves those) and for a currency no locale serves.
 */
export function currencyNotice({
  addressLocale,
  defaultLocale,
  cartCurrency,
}: {
  addressLocale: Locale | null;
  defaultLocale: Locale;
  cartCurrency: string | null | undefined;
}): CurrencyNotice | null {
  if (addressLocale === null || !cartCurrency) return null;
  const pageCurrency = LOCALE_CURRENCIES[addressLocale];
  if (cartCurrency === pageCurrency) return null;
  const target = LOCALES.find((locale) => LOCALE_CURRENCIES[locale] === cartCurrency);
  if (!target) return null;
  return { pageCurrency, cartCurrency: LOCALE_CURRENCIES[target], locale: target === defaultLocale ? null : target };
}

/** The same address under a locale prefix: `/us/releases?x=1#a`. */
export function localisedAddress(locale: Locale, path: string, search = '', hash = ''): string {
  return `/${locale}${path === '/' ? '' : path}${search}${hash}`;
}
