import { createContext, useContext } from 'react';
import type { Location, NavigateFunction } from 'react-router-dom';

/** The page's navigation as the site's links and dialogs read it. */
export interface SiteNavigation {
  navigate: NavigateFunction;
  /** The current location, without the basename. */
  location: Location;
  /** The basename: a locale prefix (`/gb`), or ''. */
  basename: string;
}

/**
 * Provided inside the router (site-navigation.tsx), or by the platform in an island
 * (client/islands/platform-navigation.tsx): a module of its own, so an island reads it without
 * bringing the router into the browser.
 */
export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** The page's navigation; the provider sits just inside the router (server render, browser entry) or an island's root. */
export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('A router link needs SiteNavigationProvider inside its router');
  return navigation;
}
