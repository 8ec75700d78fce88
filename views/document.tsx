import type { ReactNode } from 'react';
import { preload, preloadModule } from 'react-dom';
import { SITE_DATA_ELEMENT_ID, type DocumentAssets } from '../shared/app/site-data';

interface DocumentProps {
  assets: DocumentAssets;
  /**
   * The serialised SiteData; the browser passes back the exact text it found, so hydration matches.
   * The server passes a reader instead, which waits until the page's queries have answered.
   */
  siteDataJson: string | (() => string);
  nonce?: string;
  children: ReactNode;
}

/**
 * The HTML document around the app, rendered by React on the server and hydrated in the browser.
 * Page titles and meta tags are rendered by each page (PageMeta); React 19 hoists them into <head>.
 */
export function Document({ assets, siteDataJson, nonce, children }: DocumentProps) {
  for (const href of assets.modulePreloads) preloadModule(href, { as: 'script', nonce });
  // Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches twice.
  for (const href of assets.fonts ?? []) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d12" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="site" />
        ))}
      </head>
      <body>
        {children}
        <SiteDataElement json={siteDataJson} />
      </body>
    </html>
  );
}

/** A component of its own, so that only it waits for the page's data on the server, not the document. */
function SiteDataElement({ json }: { json: string | (() => string) }) {
  return (
    <script
      type="application/json"
      id={SITE_DATA_ELEMENT_ID}
      // Already escaped by serializeForScript: no content can close this tag.
      dangerouslySetInnerHTML={{ __html: typeof json === 'function' ? json() : json }}
    />
  );
}
