import type { ReactNode } from 'react';
import { LocaleProvider } from '../shared/app/locale';
import { PublicEnvProvider } from '../shared/app/public-env';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '../shared/app/site-data';
import { splitLocalePath } from '../shared/lib/routing/locale-path';
import { createIslandHydration } from './islands/hydrate-islands';
import { islandLoaders } from './islands/island-loaders';
import { navigateByPages } from './islands/page-navigation';

/** The page's public environment and render time, as the server wrote them (a navigation replaces them). */
function pageData(): Pick<SiteData, 'env' | 'renderedAt'> {
  return JSON.parse(document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent ?? '{}') as SiteData;
}

/** What every island's root renders around it: the providers the server rendered it inside. */
function withPageProviders(content: ReactNode): ReactNode {
  const { env, renderedAt } = pageData();
  const { locale } = splitLocalePath(window.location.pathname);
  return (
    <PublicEnvProvider env={env}>
      <LocaleProvider locale={locale} defaultLocale={env.defaultLocale} now={new Date(renderedAt)}>
        {content}
      </LocaleProvider>
    </PublicEnvProvider>
  );
}

function start() {
  const islands = createIslandHydration({ loaders: islandLoaders, wrap: withPageProviders });
  islands.hydrateIn(document);
  navigateByPages({ islands });
}

// Islands in blocks the server streamed after the shell are in place once the document is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
