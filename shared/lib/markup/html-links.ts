/**
 * Links inside rich-text markup. The server cleans the markup once for every locale, so a link to
 * one of the site's pages is written without the visitor's locale prefix (`/contact`); the page
 * puts the prefix back (`/us/contact`), server and browser alike, so links keep the locale.
 */

/** Whether an href is a path on this site (`/x`), not a protocol-relative `//host` address. */
export function isSitePath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** The markup with every site-path href prefixed by `base` (`/us`); unchanged when base is ''. */
export function prefixSiteLinks(html: string, base: string): string {
  if (!base) return html;
  return html.replace(/(<a\b[^>]*?\shref=")(\/(?!\/|\\)[^"]*)"/gi, (_match, start: string, path: string) => {
    const already = path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`);
    return `${start}${already ? path : `${base}${path}`}"`;
  });
}

/** What a screen reader hears after an outside link's text. */
export const NEW_TAB_TEXT = '(opens in a new tab)';

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * The markup with every http(s) link that `isOutside` names (one matching no route of the site)
 * opening in a new tab with no-referrer and nofollow, its new-tab note for screen readers and the
 * external icon after its text (spec 000 §2 "Links"). Site paths, mailto and tel links are kept.
 */
export function markOutsideLinks(html: string, isOutside: (href: string) => boolean, iconMarkup: string): string {
  return html.replace(
    /<a\b([^>]*?)\shref="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/gi,
    (whole, before: string, href: string, after: string, text: string) => {
      const target = decodeAttribute(href);
      if (!/^https?:\/\//i.test(target) || !isOutside(target)) return whole;
      const attributes = `${before} href="${href}"${after}`.replace(/\s(target|rel)="[^"]*"/gi, '');
      return `<a${attributes} target="_blank" rel="noreferrer nofollow">${text}<span class="sr-only"> ${NEW_TAB_TEXT}</span>${iconMarkup}</a>`;
    },
  );
}
