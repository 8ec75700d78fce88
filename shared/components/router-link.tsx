import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useSiteNavigation } from '../app/site-navigation-context';
import { isPlainClick, routerHref } from '../lib/routing/site-links';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path, or a query or hash on the current page (what `internalPath` returns). */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of this site, followed by the router (same tab, no reload). It writes the href
 * React Router's `Link` writes and navigates as it does, but reads the router once per page
 * (SiteNavigationProvider) instead of through a dozen hooks per link: a listing has over a hundred
 * links, each rendered on the server and hydrated in the browser.
 */
export function RouterLink({ to, replace, preventScrollReset, onClick, target, ...rest }: RouterLinkProps) {
  const { navigate, location, basename } = useSiteNavigation();
  const followLink = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As the router's link does: a link to the address already shown replaces it in the history.
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(to, { replace: replace ?? routerHref(to, '', location) === here, preventScrollReset });
  };
  return <a {...rest} href={routerHref(to, basename, location)} target={target} onClick={followLink} />;
}
