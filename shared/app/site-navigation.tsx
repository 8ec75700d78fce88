import { useMemo, type ReactNode } from 'react';
import { loadAllParts } from './content-part';
import { useHref, useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { SiteNavigationContext } from './site-navigation-context';

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
