import { trackedFetch } from '../../shared/app/network-activity';

/** The part of a page that is the page's own: everything else (header, player, footer) is the frame. */
export const PAGE_REGION_SELECTOR = '#main';

/** The build a document was made by: its stylesheets and the module it starts. Another build reloads. */
export const buildOf = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) => link.getAttribute('href')).join(' ');

/**
 * One of the site's pages as a document, fetched as HTML (the page cache answers it), or undefined
 * when the address is not a page (another content type). Counted as the page's network activity: the
 * route progress bar shows while it is on its way.
 */
export async function fetchSitePage(address: URL, signal?: AbortSignal): Promise<Document | undefined> {
  const response = await trackedFetch(fetch)(address, { signal, headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
