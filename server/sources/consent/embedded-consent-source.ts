import type { ContentSource } from '../content/content-source';
import type { CookieConfigurationRecord } from '../content/model';
import { cleanCookieConfiguration } from './clean-cookie-configuration';
import type { ConsentSource } from './consent-source';

/**
 * The analytics host's embedded twin: the cookie configuration and the snippets come from the
 * content settings (content/cookies.json). Registration keeps nothing: the twin's route logs it.
 */
export function createEmbeddedConsentSource(content: Pick<ContentSource, 'getCookieConfiguration'>): ConsentSource {
  // Content records are stable objects, so each is cleaned once.
  const cleaned = new WeakMap<CookieConfigurationRecord, ReturnType<typeof cleanCookieConfiguration>>();
  const configuration = async () => {
    const record = await content.getCookieConfiguration();
    let config = cleaned.get(record);
    if (!config) {
      config = cleanCookieConfiguration(record);
      cleaned.set(record, config);
    }
    return config;
  };

  return {
    cookieConfiguration: configuration,
    async registerConsent() {},
    async snippets(params) {
      const record = await content.getCookieConfiguration();
      const wanted = new Set(params);
      // In the configuration's order, so the page runs them in the order editors listed them.
      const value = record.preferences.items
        .filter((item) => wanted.has(item.param))
        .map((item) => record.snippets[item.param] ?? '')
        .filter(Boolean)
        .join('\n');
      return { value };
    },
  };
}
