import { CONSENT_HTML_ATTRIBUTES, CONSENT_HTML_TAGS, isAllowedConsentHref, type CookieConfiguration } from '../../lib/consent/consent';

/** Elements removed with everything inside them; other unknown elements keep their text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
]);

/**
 * The banner's HTML cleaned in the browser (browser only: it parses with the DOM). The twin and
 * the server connector clean it already; a third-party host is called directly by the browser, so
 * the same allow-list is applied here before anything is rendered.
 */
export function sanitizeConsentHtml(html: string): string {
  // A template's content is inert: nothing in it loads or runs while it is inspected.
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML;
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!CONSENT_HTML_TAGS.includes(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const allowed = CONSENT_HTML_ATTRIBUTES[tag]?.includes(name) && (name !== 'href' || isAllowedConsentHref(value));
      if (!allowed) element.removeAttribute(name);
    }
  }
}

export function sanitizeCookieConfiguration(config: CookieConfiguration): CookieConfiguration {
  return {
    message: sanitizeConsentHtml(config.message),
    preferences: {
      message: sanitizeConsentHtml(config.preferences.message),
      items: config.preferences.items.map((item) => ({ ...item, description: sanitizeConsentHtml(item.description) })),
    },
  };
}
