import { useSyncExternalStore, type ReactNode } from 'react';
import type { Location, NavigateOptions, To } from 'react-router-dom';
import { SiteNavigationContext, type SiteNavigation } from '../../shared/app/site-navigation-context';
import { routerHref } from '../../shared/lib/routing/site-links';
import { splitLocalePath } from '../../shared/lib/routing/locale-path';

/** What a navigation asks of the page that answers it (read by page-navigation.ts). */
export interface NavigationInfo {
  /** Keep the scroll position (filters, paging). */
  preventScrollReset?: boolean;
}

const pathOf = (to: To): string => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/** Follows the site's address once a navigation has put its page in (as the router commits), or the history's. */
function subscribe(onChange: () => void): () => void {
  const { navigation } = window;
  if (navigation) {
    navigation.addEventListener('navigatesuccess', onChange);
    return () => navigation.removeEventListener('navigatesuccess', onChange);
  }
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

let snapshot: { href: string; value: SiteNavigation } | undefined;

/** The site's navigation read from the browser's address, the same object while the address is the same. */
function currentNavigation(): SiteNavigation {
  const { href, pathname, search, hash } = window.location;
  if (snapshot?.href === href) return snapshot.value;
  const { basename, path } = splitLocalePath(pathname);
  const entry = window.navigation?.currentEntry;
  const location: Location = { pathname: path, search, hash, state: entry?.getState() ?? null, key: entry?.key ?? 'default' };
  const navigate = (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return window.history.go(to);
    const url = routerHref(pathOf(to), basename, location);
    if (!window.navigation) return window.location.assign(url);
    const info: NavigationInfo = { preventScrollReset: options.preventScrollReset };
    void window.navigation.navigate(url, { history: options.replace ? 'replace' : 'auto', state: options.state, info });
  };
  snapshot = { href, value: { navigate, location, basename } };
  return snapshot.value;
}

/**
 * The site's navigation inside an island (docs/decisions/0118): the browser's address and the
 * Navigation API stand in for the router, so a site link in an island writes the same href and
 * navigates without a page load (page-navigation.ts fetches the page). An island hydrates with
 * the address the server rendered it for: the browser's own.
 */
export function PlatformNavigationProvider({ children }: { children: ReactNode }) {
  const navigation = useSyncExternalStore(subscribe, currentNavigation, currentNavigation);
  return <SiteNavigationContext.Provider value={navigation}>{children}</SiteNavigationContext.Provider>;
}
