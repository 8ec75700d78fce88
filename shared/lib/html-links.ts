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
