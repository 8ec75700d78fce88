/**
 * Which links stay on the site (spec 000 §2 "Links"): a link matching no internal route opens in a
 * new tab with no-referrer and nofollow; a rich-text link to an outside target shows an external icon.
 * Menus, tiles, banners and rich text all ask here.
 */

/** Paths the server answers itself (files, API): they are on the site but are not pages. */
export const SERVER_PATH_PREFIXES = ['/assets/', '/_next/', '/api/', '/graphql', '/healthz', '/readyz'] as const;

/**
 * The site's route shapes (spec 000 §2). Content pages (`/{path}`) take any other path, so every
 * page path on the site matches one of these.
 */
export const SITE_ROUTE_SHAPES: readonly RegExp[] = [
  /^\/features\/[^/]+$/,
  /^\/events\/[^/]+$/,
  /^\/artists\/[^/]+$/,
  /^\/products\/[^/]+(?:\/[^/]+)?$/,
  /^\/(?:[^/]+(?:\/[^/]+)*)?\/?$/,
];

export interface LinkOptions {
  /** Origins (`https://lumentide.example`) whose absolute URLs are the site's own. */
  siteOrigins?: readonly string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const isAbsolute = (link: string) => SCHEME.test(link) || link.startsWith('//');

/** The URL of an absolute link when it is on one of the site's origins. */
function onSiteOrigin(link: string, options: LinkOptions): URL | null {
  let url: URL;
  try {
    url = new URL(link, 'http://relative.invalid');
  } catch {
    return null;
  }
  const own = (options.siteOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return own ? url : null;
}

/** The path is one of the server's endpoints or under one of its folders. */
const isServerPath = (pathname: string) =>
  SERVER_PATH_PREFIXES.some((prefix) => {
    const base = prefix.replace(/\/$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });

/**
 * The path (with query and hash) a link leads to on this site, when it is a page the site's router
 * renders; null for links elsewhere, to other schemes, to the server's own files and API, and for
 * bare relative paths ("about"), which content does not use.
 */
export function internalPath(href: string | null | undefined, options: LinkOptions = {}): string | null {
  const link = href?.trim();
  if (!link) return null;
  if (link.startsWith('#') || link.startsWith('?')) return link;
  let path: string;
  if (isAbsolute(link)) {
    const url = onSiteOrigin(link, options);
    if (!url) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  } else if (link.startsWith('/')) {
    path = link;
  } else {
    return null;
  }
  const pathname = path.replace(/[?#].*$/, '');
  if (isServerPath(pathname)) return null;
  return SITE_ROUTE_SHAPES.some((shape) => shape.test(pathname)) ? path : null;
}

/** Whether the link is a page of this site (router link, same tab). */
export function isInternalLink(href: string | null | undefined, options: LinkOptions = {}): boolean {
  return internalPath(href, options) !== null;
}

/**
 * Whether the link leaves the site (the rich-text external icon): an absolute or
 * protocol-relative URL on another origin, or another scheme (mailto:, tel:).
 */
export function isExternalLink(href: string | null | undefined, options: LinkOptions = {}): boolean {
  const link = href?.trim();
  return !!link && isAbsolute(link) && onSiteOrigin(link, options) === null;
}

/** The `target` and `rel` of a link that matches no internal route. */
export const OUTSIDE_LINK_ATTRIBUTES = { target: '_blank', rel: 'noreferrer nofollow' } as const;

/** A link with a hash keeps the scroll position (spec 000 §2). */
export function keepsScrollPosition(href: string | null | undefined): boolean {
  return !!href && href.includes('#');
}

/**
 * The `href` a router link writes for a site path (what `internalPath` returns): the router's basename
 * (a locale prefix, or '') before the path; a query or a hash alone stays on the current page. The
 * same address React Router's `Link` writes. `current` is the router's location, without the basename.
 */
export function routerHref(to: string, basename: string, current: { pathname: string }): string {
  // As React Router resolves them: a query replaces the current one, a hash alone drops it.
  const path = to.startsWith('?') || to.startsWith('#') ? `${current.pathname}${to}` : to;
  if (!basename) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  return `${pathname === '/' ? basename : `${basename}${pathname}`}${rest}`;
}

/** A click the page should handle itself: the main button, no modifier key, in this tab (others open as the browser means). */
export function isPlainClick(
  event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean },
  target: string | undefined,
): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
