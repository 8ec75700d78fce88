import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFound } from './not-found';

export interface SiteRoute {
  path: string;
  /** Name of the page's module under shared/pages: the key of its chunk in the build manifest. */
  pageModule: string;
  page: LazyPage<object>;
}

/** The routes table shared by the server render and the browser. More specific paths come first. */
export const siteRoutes: SiteRoute[] = [
  { path: '/features/:slug', pageModule: 'post-page', page: lazyPage(() => import('../pages/post-page')) },
  { path: '/artists/:slug', pageModule: 'artist-page', page: lazyPage(() => import('../pages/artist-page')) },
  { path: '/events/:slug', pageModule: 'event-page', page: lazyPage(() => import('../pages/event-page')) },
  { path: '/products/:groupSlug/:productSlug', pageModule: 'product-page', page: lazyPage(() => import('../pages/product-page')) },
  { path: '/products/:slug', pageModule: 'product-group-page', page: lazyPage(() => import('../pages/product-group-page')) },
  { path: '/search', pageModule: 'search-page', page: lazyPage(() => import('../pages/search-page')) },
  {
    path: '*',
    pageModule: 'content-page',
    page: lazyPage(() => import('../pages/content-page')),
  },
];

export const routeObjects: RouteObject[] = siteRoutes.map(({ path, page: Page }) => ({
  path,
  element: <Page />,
}));

export function matchSiteRoutes(pathname: string): SiteRoute[] {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  return matches.map((match) => siteRoutes[routeObjects.indexOf(match.route)]!).filter(Boolean);
}

/** Loads the code of every page the address needs before the first render. */
export async function preloadRoutes(pathname: string): Promise<SiteRoute[]> {
  const matched = matchSiteRoutes(pathname);
  // The server renders any page as a 404 when its item is missing: its code is there before the shell.
  const notFound = typeof window === 'undefined' ? [NotFound.preload()] : [];
  await Promise.all([...matched.map((route) => route.page.preload()), ...notFound]);
  return matched;
}
