import type { Config } from '../../config';

/**
 * Where Google's tag sends its measurements (GA4), from Google's CSP guide for the Google tag. Only
 * added when the tag manager is Google's; another tag manager's own origin is all we know of it.
 */
const GOOGLE_TAG_CONNECT_SOURCES = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The origins the page's consent code (and the tag it loads) talks to, for the CSP's connect-src:
 * the analytics host when it is not the site itself, and the tag manager when one is configured.
 * Scripts need no entry: the nonced code creates them, which 'strict-dynamic' trusts.
 */
export function consentConnectSources(config: Pick<Config, 'analyticsHost' | 'tagManager'>): string[] {
  const sources = new Set<string>();
  if (config.analyticsHost) sources.add(new URL(config.analyticsHost).origin);
  if (config.tagManager) {
    const url = new URL(config.tagManager.url);
    sources.add(url.origin);
    if (url.hostname === 'googletagmanager.com' || url.hostname.endsWith('.googletagmanager.com')) {
      for (const source of GOOGLE_TAG_CONNECT_SOURCES) sources.add(source);
    }
  }
  return [...sources];
}
