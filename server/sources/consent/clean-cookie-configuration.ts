import sanitizeHtml from 'sanitize-html';
import {
  CONSENT_HTML_ATTRIBUTES,
  CONSENT_HTML_TAGS,
  CONSENT_URL_SCHEMES,
  type CookieConfiguration,
} from '../../../shared/lib/consent/consent';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...CONSENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CONSENT_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...CONSENT_URL_SCHEMES],
  allowProtocolRelative: false,
};

/** One message or description with only formatting and safe links left (no script, no handler). */
export function cleanConsentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** The configuration as the banner may render it: every HTML field cleaned, nothing else changed. */
export function cleanCookieConfiguration(config: CookieConfiguration): CookieConfiguration {
  return {
    message: cleanConsentHtml(config.message),
    preferences: {
      message: cleanConsentHtml(config.preferences.message),
      items: config.preferences.items.map(({ param, name, title, description }) => ({
        param,
        name,
        title,
        description: cleanConsentHtml(description),
      })),
    },
  };
}
