import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../shared/app/app';
import { LocaleProvider } from '../shared/app/locale';
import { preloadRoutes } from '../shared/app/routes';
import { loadPartsInView } from '../shared/app/part-boundary';
import { splitLocalePath } from '../shared/lib/routing/locale-path';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '../shared/app/site-data';
import { SiteNavigationProvider } from '../shared/app/site-navigation';
import { SiteProviders } from '../shared/app/site-providers';
import { Document } from '../views/document';
import { createBrowserQueryEngine } from './browser-query-engine';

async function hydrate() {
  // The exact text the server wrote: rendered back unchanged, so the document hydrates as it is.
  const siteDataJson = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent ?? '';
  const siteData = JSON.parse(siteDataJson) as SiteData;
  const { locale, basename, path } = splitLocalePath(window.location.pathname);
  // The page's code, and that of the content parts on the first screen (docs/decisions/0106).
  await Promise.all([preloadRoutes(path), loadPartsInView()]);
  // Created right before hydrating: in preview its window of answering from the document must cover hydration.
  const preview = siteData.env.preview === true;
  const engine = createBrowserQueryEngine(siteData.results, {
    preview,
    // Apollo Client loads only when a query first needs the network (docs/decisions/0054).
    loadClient: () => import('./network-client').then(({ createNetworkClient }) => createNetworkClient()),
  });

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a visitor's input is handled in between).
  startTransition(() => {
    hydrateRoot(
      document,
      <Document assets={siteData.assets} siteDataJson={siteDataJson}>
        <SiteProviders engine={engine} env={siteData.env}>
          <LocaleProvider locale={locale} defaultLocale={siteData.env.defaultLocale} now={new Date(siteData.renderedAt)}>
            <BrowserRouter basename={basename || undefined}>
              <SiteNavigationProvider>
                <App />
              </SiteNavigationProvider>
            </BrowserRouter>
          </LocaleProvider>
        </SiteProviders>
      </Document>,
      {
        // Hydration mismatches and recovered render errors are bugs: surface them (tests fail on them).
        onRecoverableError(error) {
          console.error('Recoverable render error', error);
        },
      },
    );
  });
}

void hydrate();
