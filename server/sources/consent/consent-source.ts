import type { ConsentMap, CookieConfiguration, SnippetsAnswer } from '../../../shared/lib/consent/consent';

/**
 * The analytics host (spec 001 §7): the cookie configuration, the registration of a visitor's
 * choice and the tracking snippets for the accepted params. The embedded twin answers from the
 * content settings; the connector calls a real host. HTML in the configuration is already clean.
 */
export interface ConsentSource {
  cookieConfiguration(): Promise<CookieConfiguration>;
  /** GET /register/acceptCookies: one boolean per param. */
  registerConsent(consent: ConsentMap): Promise<void>;
  /** GET /analytics/snippets for the accepted params. */
  snippets(params: readonly string[]): Promise<SnippetsAnswer>;
}
