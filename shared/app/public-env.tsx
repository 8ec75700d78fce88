import { createContext, useContext, type ReactNode } from 'react';
import { EMBEDDED_EMAIL_FORMS_PATH } from '../lib/catalog/email-forms';
import type { TagManagerSettings } from '../lib/consent/consent';
import type { Locale } from '../lib/catalog/prices';
import type { ContactStores } from '../lib/contact/contact-stores';

/** The part of the server's configuration the browser may see. Nothing secret goes in here. */
export interface PublicEnv {
  publicUrl: string;
  defaultLocale: Locale;
  /** Where e-mail sign-up form scripts load from: the service's origin, or the embedded twin's path. */
  emailFormsUrl: string;
  /** The analytics host the cookie banner calls; '' (or absent) is the site itself, the embedded twin. */
  analyticsHost?: string;
  /** The tag manager consent is sent to; null (or absent) when none is configured. */
  tagManager?: TagManagerSettings | null;
  /** Present (true) only on pages rendered for a verified preview cookie: toolbar shown, data fetched fresh. */
  preview?: boolean;
  /** The contact form's two store departments (names, links, support addresses); absent → no store notices. */
  contactStores?: ContactStores;
  /**
   * Where the cart API (`{storeUrl}/cart/embed/...`) and the checkout (`{storeUrl}/cart/checkout/{token}`)
   * are: the real store's address, or EMBEDDED_STORE_URL, the site's embedded store.
   */
  storeUrl?: string;
}

/** The embedded store's path on this site, used when no real store is configured (docs/decisions/0017). */
export const EMBEDDED_STORE_URL = '/store';

const PublicEnvContext = createContext<PublicEnv>({
  publicUrl: '',
  defaultLocale: 'gb',
  emailFormsUrl: EMBEDDED_EMAIL_FORMS_PATH,
  analyticsHost: '',
  tagManager: null,
  storeUrl: EMBEDDED_STORE_URL,
});

export function PublicEnvProvider({ env, children }: { env: PublicEnv; children: ReactNode }) {
  return <PublicEnvContext.Provider value={env}>{children}</PublicEnvContext.Provider>;
}

export function usePublicEnv(): PublicEnv {
  return useContext(PublicEnvContext);
}
