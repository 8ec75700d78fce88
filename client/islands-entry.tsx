import type { ReactNode } from 'react';
import { GridPagingContext, type AppendGridPage } from '../shared/app/grid-paging';
import { LocaleProvider } from '../shared/app/locale';
import { SiteProviders } from '../shared/app/site-providers';
import type { QueryEngine } from '../shared/app/site-query';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '../shared/app/site-data';
import { splitLocalePath } from '../shared/lib/routing/locale-path';
import { createBrowserQueryEngine } from './browser-query-engine';
import { createGridPaging } from './islands/grid-paging';
import { createIslandHydration, type IslandHydration } from './islands/hydrate-islands';
import { islandLoaders } from './islands/island-loaders';
import { navigateByPages } from './islands/page-navigation';
import { PlatformNavigationProvider } from './islands/platform-navigation';
import { recoverFailedServerImages, watchServerImages } from './islands/server-images';

/** The page's public environment and render time, as the server wrote them (a navigation replaces them). */
function pageData(): Pick<SiteData, 'env' | 'renderedAt'> {
  return JSON.parse(document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent ?? '{}') as SiteData;
}

/** What every island's root renders around it: the providers the server rendered it inside. */
function withPageProviders(engine: QueryEngine, appendGridPage: AppendGridPage, content: ReactNode): ReactNode {
  const { env, renderedAt } = pageData();
  const { locale } = splitLocalePath(window.location.pathname);
  return (
    <SiteProviders engine={engine} env={env}>
      <LocaleProvider locale={locale} defaultLocale={env.defaultLocale} now={new Date(renderedAt)}>
        <PlatformNavigationProvider>
          <GridPagingContext.Provider value={appendGridPage}>{content}</GridPagingContext.Provider>
        </PlatformNavigationProvider>
      </LocaleProvider>
    </SiteProviders>
  );
}

function start() {
  // Islands read no query the page rendered: what they ask for comes from the network (Apollo Client
  // loads when a query first needs it, docs/decisions/0054).
  const engine = createBrowserQueryEngine(
    {},
    {
      preview: pageData().env.preview === true,
      loadClient: () => import('./network-client').then(({ createNetworkClient }) => createNetworkClient()),
    },
  );
  // The grids' paging brings in tiles whose islands hydrate; the islands' roots are given it.
  const appendGridPage: AppendGridPage = (control, href) => createGridPaging(serverHtml)(control, href);
  const islands = createIslandHydration({
    loaders: islandLoaders,
    wrap: (content) => withPageProviders(engine, appendGridPage, content),
  });
  // What comes into the page as the server's HTML (the first view, a navigation's page, a grid's
  // next tiles): its islands hydrate and its lazy images are watched.
  const serverHtml: IslandHydration = {
    hydrateIn(scope) {
      islands.hydrateIn(scope);
      watchServerImages(scope);
    },
    unmountIn: (scope) => islands.unmountIn(scope),
  };
  recoverFailedServerImages();
  serverHtml.hydrateIn(document);
  navigateByPages({ islands: serverHtml });
}

// Islands in blocks the server streamed after the shell are in place once the document is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
