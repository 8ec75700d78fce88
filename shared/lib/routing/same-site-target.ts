/**
 * Where a redirect may send a visitor: a path on this site, in any spelling browsers or proxies
 * might read. Used by the contact form's no-JavaScript return and by preview links, so an attacker
 * cannot borrow the site's address to send people elsewhere (an open redirect).
 */

/** Longest target accepted; real paths are far shorter. */
export const SAME_SITE_TARGET_MAX_LENGTH = 2048;

// Whitespace and control characters: browsers drop tabs and line breaks (`/\t/evil` → `//evil`),
// and CR/LF would split the Location header.
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;
/** Two slashes (or a slash and a backslash) at the start make a scheme-relative address: another host. */
const LEAVES_THE_SITE = /^[/\\]{2}/;

export interface SameSiteTargetOptions {
  /** Keep the query and fragment (preview links) or only the path (the contact form's return). */
  keep: 'path' | 'path-query-hash';
}

/**
 * The target resolved against `origin` and checked both before and after resolution (`/.//evil`
 * becomes `//evil` once its dot segment goes) and after percent-decoding (`/%2F%2Fevil`, `%5C`,
 * `%0d%0a`); undefined when it is not plainly a path on this site.
 */
export function sameSiteTarget(value: unknown, origin: string, options: SameSiteTargetOptions): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > SAME_SITE_TARGET_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || LEAVES_THE_SITE.test(value) || UNSAFE_CHARACTERS.test(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (LEAVES_THE_SITE.test(decoded) || UNSAFE_CHARACTERS.test(decoded)) return undefined;

  // Checked in both spellings: a proxy or browser may decode before it resolves dot segments.
  const url = resolvedOnSite(value, origin);
  if (!url || !resolvedOnSite(decoded, origin)) return undefined;
  const path = url.pathname;
  return options.keep === 'path' ? path : `${path}${url.search}${url.hash}`;
}

/** The URL of `target` on `origin`, or null when it lands on another origin or its path starts with `//`. */
function resolvedOnSite(target: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || LEAVES_THE_SITE.test(url.pathname)) return null;
  return url;
}
