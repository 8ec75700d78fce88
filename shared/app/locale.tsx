import { createContext, useContext, type ReactNode } from 'react';
import { currencyForLocale, type CurrencyCode, type Locale } from '../lib/catalog/prices';

export interface SiteLocale {
  /** The address's locale, or the configured default when there is no prefix. */
  locale: Locale;
  currency: CurrencyCode;
  /** When the page was rendered: release badges and upcoming lists use one instant on both sides. */
  now: Date;
}

const LocaleContext = createContext<SiteLocale>({ locale: 'gb', currency: 'GBP', now: new Date(0) });

export function LocaleProvider({
  locale,
  defaultLocale,
  now,
  children,
}: {
  locale: Locale | null;
  defaultLocale: Locale;
  now: Date;
  children: ReactNode;
}) {
  const effective = locale ?? defaultLocale;
  return (
    <LocaleContext.Provider value={{ locale: effective, currency: currencyForLocale(effective, defaultLocale), now }}>
      {children}
    </LocaleContext.Provider>
  );
}

export function useSiteLocale(): SiteLocale {
  return useContext(LocaleContext);
}
