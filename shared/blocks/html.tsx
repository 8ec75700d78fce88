import type { ElementType, MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import { useSiteNavigation } from '../app/site-navigation-context';
import { usePublicEnv } from '../app/public-env';
import { EXTERNAL_ICON_MARKUP } from '../components/external-link-icon';
import { isSitePath, markOutsideLinks, prefixSiteLinks } from '../lib/markup/html-links';
import { internalPath } from '../lib/routing/site-links';

/** A plain left click on a link the page may handle itself (no new tab, no modifier keys). */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.button === 0 && !event.defaultPrevented && !anchor.target && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
  );
}

/**
 * Markup from rich text. Safe to insert because the server sanitised it (server/graphql/rich-text):
 * only inline formatting and http(s)/mailto links reach the browser. Links to the site's own pages
 * keep the visitor's locale prefix and, once the page has hydrated, navigate without a reload;
 * links to anywhere else open in a new tab with the external icon.
 */
export function Html({ as: Tag = 'span', html, className, id }: { as?: ElementType; html: string; className?: string; id?: string }) {
  // '' without a locale prefix, else '/us' (the router's basename).
  const base = useHref('/').replace(/\/$/, '');
  const { navigate } = useSiteNavigation();
  const { publicUrl } = usePublicEnv();
  const isOutside = (href: string) => internalPath(href, { siteOrigins: publicUrl ? [publicUrl] : [] }) === null;
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !isPlainClick(event, anchor)) return;
    const href = anchor.getAttribute('href');
    if (!isSitePath(href)) return;
    event.preventDefault();
    // The router adds the basename back.
    const underBase = base !== '' && (href === base || /^[/?#]/.test(href.slice(base.length))) && href.startsWith(base);
    // The router handles a failed navigation itself (its error element); nothing waits for it here.
    void navigate(underBase ? href.slice(base.length) || '/' : href);
  };
  return (
    <Tag
      id={id}
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markOutsideLinks(prefixSiteLinks(html, base), isOutside, EXTERNAL_ICON_MARKUP) }}
    />
  );
}
