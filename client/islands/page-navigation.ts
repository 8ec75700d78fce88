import { scrollToElement } from '../../shared/app/scroll-to-element';
import { SITE_DATA_ELEMENT_ID } from '../../shared/app/site-data';
import { HASH_SCROLL_DELAY_MS } from '../../shared/lib/frame/frame';
import type { IslandHydration } from './hydrate-islands';
import type { NavigationInfo } from './platform-navigation';
import { buildOf, fetchSitePage, PAGE_REGION_SELECTOR } from './site-page-fetch';

/**
 * Elements of the frame that show something of the page (the header's logo follows a label filter):
 * `data-page-region="name"`, each replaced by the new page's element of the same name. No islands inside.
 */
const FRAME_REGION_ATTRIBUTE = 'data-page-region';

/** Head elements that belong to a page rather than the site: replaced on each navigation. */
const PAGE_HEAD_SELECTOR = [
  'title',
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  'meta[property]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(',');

export interface PageNavigationOptions {
  islands: IslandHydration;
}

/**
 * Navigation within the site without a page load (docs/decisions/0118): the Navigation API's
 * `navigate` event is intercepted for links and GET forms to the site's own pages; the next page's
 * HTML is fetched (the page cache answers it), its main region and head metadata replace the
 * current ones, and its islands hydrate. What is outside the region (the header, the player) keeps
 * running. The browser restores scroll on back and forward and resets focus, as for any navigation.
 * Without the Navigation API (or for anything else: a download, a POST, another origin, a reload)
 * the browser navigates as it would without script.
 */
export function navigateByPages({ islands }: PageNavigationOptions): boolean {
  const navigation = window.navigation;
  if (!navigation) return false;
  const currentBuild = buildOf(document);
  navigation.addEventListener('navigate', (event) => {
    const destination = new URL(event.destination.url);
    if (!interceptable(event, destination)) return;
    const info = (event.info ?? {}) as NavigationInfo;
    const scroll = scrollRule(event, destination, info);
    event.intercept({
      // The browser's own scrolling: restored on back and forward, the top of a new page.
      scroll: scroll === 'browser' ? 'after-transition' : 'manual',
      async handler() {
        try {
          const next = await fetchSitePage(destination, event.signal);
          // A new release of the site, or not one of its pages: load it as the browser would.
          const region = next?.querySelector(PAGE_REGION_SELECTOR);
          if (!next || !region || buildOf(next) !== currentBuild) return reloadAt();
          replacePage(next, region, islands);
          if (scroll === 'to-hash') scrollToHashSoon(destination.hash);
        } catch (error) {
          if (event.signal.aborted) return;
          console.error('Navigation failed; loading the page instead', error);
          reloadAt();
        }
      },
    });
  });
  return true;
}

/**
 * Where a navigation leaves the visitor (spec 001 §2, as the whole-document client does): back and
 * forward where they were, and a new page at its top (the browser's own); a link with a hash
 * smoothly at its target; filters, paging and any change of the query alone where they are.
 */
function scrollRule(event: NavigateEvent, destination: URL, info: NavigationInfo): 'browser' | 'to-hash' | 'keep' {
  if (event.navigationType === 'traverse') return 'browser';
  if (destination.hash.length > 1) return 'to-hash';
  if (info.preventScrollReset || destination.pathname === window.location.pathname) return 'keep';
  return 'browser';
}

/** After HASH_SCROLL_DELAY_MS, to the element the hash names, if the page has it. */
function scrollToHashSoon(hash: string) {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (target) scrollToElement(target);
  }, HASH_SCROLL_DELAY_MS);
}

/** Only same-document-capable navigations to the site's own pages, by link, form (GET) or history. */
function interceptable(event: NavigateEvent, destination: URL): boolean {
  if (!event.canIntercept || event.hashChange || event.downloadRequest !== null || event.formData !== null) return false;
  if (event.navigationType === 'reload') return false;
  if (destination.origin !== window.location.origin) return false;
  // Files and endpoints are not pages.
  return !/^\/(assets|api|graphql|store|_next|media)(\/|$)/.test(destination.pathname) && !/\.[a-z0-9]+$/i.test(destination.pathname);
}

/** The URL is already the destination's: loading it again makes a full page load of it. */
function reloadAt() {
  window.location.reload();
}

function replacePage(next: Document, nextRegion: Element, islands: IslandHydration) {
  const region = document.querySelector(PAGE_REGION_SELECTOR);
  if (!region) return reloadAt();
  islands.unmountIn(region);
  region.replaceChildren(...[...nextRegion.childNodes].map((node) => document.importNode(node, true)));
  for (const element of document.querySelectorAll(`[${FRAME_REGION_ATTRIBUTE}]`)) {
    const name = element.getAttribute(FRAME_REGION_ATTRIBUTE) ?? '';
    const replacement = [...next.querySelectorAll(`[${FRAME_REGION_ATTRIBUTE}]`)].find(
      (candidate) => candidate.getAttribute(FRAME_REGION_ATTRIBUTE) === name,
    );
    if (replacement) element.replaceWith(document.importNode(replacement, true));
  }
  for (const element of document.head.querySelectorAll(PAGE_HEAD_SELECTOR)) element.remove();
  document.head.append(...[...next.head.querySelectorAll(PAGE_HEAD_SELECTOR)].map((node) => document.importNode(node, true)));
  document.documentElement.lang = next.documentElement.lang;
  // The page's render time and environment, which its islands render with.
  const siteData = next.getElementById(SITE_DATA_ELEMENT_ID);
  if (siteData) document.getElementById(SITE_DATA_ELEMENT_ID)?.replaceWith(document.importNode(siteData, true));
  islands.hydrateIn(region);
}
