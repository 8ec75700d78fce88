import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchSiteRoutes, preloadRoutes, siteRoutes } from '../../shared/app/routes';

describe('routes table', () => {
  it('names a page module that exists for every route, so the build makes its chunk', () => {
    for (const route of siteRoutes) {
      expect(existsSync(path.resolve(__dirname, '../../shared/pages', `${route.pageModule}.tsx`))).toBe(true);
    }
  });

  it('sends each route shape to its page', () => {
    expect(matchSiteRoutes('/features/a-post').map((r) => r.pageModule)).toEqual(['post-page']);
    expect(matchSiteRoutes('/events/a-night').map((r) => r.pageModule)).toEqual(['event-page']);
    expect(matchSiteRoutes('/products/a-release').map((r) => r.pageModule)).toEqual(['product-group-page']);
    expect(matchSiteRoutes('/products/12-a-release/3-vinyl').map((r) => r.pageModule)).toEqual(['product-page']);
    expect(matchSiteRoutes('/search').map((r) => r.pageModule)).toEqual(['search-page']);
  });

  it('sends / and any other path to the content page', () => {
    expect(matchSiteRoutes('/').map((r) => r.pageModule)).toEqual(['content-page']);
    expect(matchSiteRoutes('/about/the-label').map((r) => r.pageModule)).toEqual(['content-page']);
  });

  it('loads the code of the matched pages before rendering', async () => {
    const [route] = await preloadRoutes('/about');
    const module = await route!.page.preload();
    expect(typeof module.default).toBe('function');
  });
});
