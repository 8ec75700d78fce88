import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { loadAllParts } from './content-part';
import { useHref, useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

export interface SiteNavigation {
  navigate: NavigateFunction;
  /** The router's location, without the basename. */
  location: Location;
  /** The router's basename: a locale prefix (`/gb`), or ''. */
  basename: string;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/**
 * The router's navigate, location and basename, read once for every router link of the page
 * (shared/components/router-link.tsx) instead of once per link.
 */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const location = useLocation();
  // A navigation re-renders the page: content parts still waiting for their code are needed now
  // (a part React has not hydrated holds the navigation until it can; docs/decisions/0106).
  const navigate = useMemo(() => {
    function navigateSite(to: To | number, options?: NavigateOptions) {
      void loadAllParts();
      return typeof to === 'number' ? routerNavigate(to) : routerNavigate(to, options);
    }
    return navigateSite;
  }, [routerNavigate]);
  const root = useHref('/');
  const basename = root === '/' ? '' : root;
  const value = useMemo(() => ({ navigate, location, basename }), [navigate, location, basename]);
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

/** The page's navigation; the provider sits just inside the router (server render, browser entry). */
export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('A router link needs SiteNavigationProvider inside its router');
  return navigation;
}
