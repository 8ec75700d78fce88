import { BasketButton } from '../../shared/components/basket/basket-button';
import { CurrencyNotice } from '../../shared/components/basket/currency-notice';
import { CookieBanner } from '../../shared/components/consent/cookie-banner';
import { MenuButton } from '../../shared/components/frame/menu-button';
import { RouteProgress } from '../../shared/app/route-progress';
import type { IslandLoader } from './hydrate-islands';

/**
 * An island that hydrates at once (`loading: 'at-once'`): code every first view runs, part of the
 * entry rather than a file of its own fetched after it.
 */
const inEntry = (component: Awaited<ReturnType<IslandLoader>>): IslandLoader =>
  Object.assign(() => Promise.resolve(component), { inEntry: true });

/**
 * Every island the site's pages may hold, by the name its element carries, each in its own chunk
 * (docs/decisions/0118; the islands themselves: shared/app/frame-islands.tsx, page-islands.ts). A name the server
 * writes and this list lacks is reported when the page runs, and by tests/unit/island-loaders.test.ts.
 */
export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
  // The frame's islands that hydrate at once (shared/app/frame-islands.tsx).
  'route-progress': inEntry(RouteProgress),
  'menu-button': inEntry(MenuButton),
  'basket-button': inEntry(BasketButton),
  'currency-notice': inEntry(CurrencyNotice),
  'cookie-banner': inEntry(CookieBanner),
  // Those that wait for a visitor or a store.
  'main-navigation': () => import('../../shared/components/frame/main-navigation').then((m) => m.MainNavigation),
  'search-button': () => import('../../shared/components/search/search-button').then((m) => m.SearchButton),
  'overlay-menu': () => import('../../shared/components/frame/site-overlay-menu').then((m) => m.SiteOverlayMenu),
  'video-popup': () => import('../../shared/components/video/video-popup-while-open').then((m) => m.VideoPopupWhileOpen),
  toasts: () => import('../../shared/app/toasts').then((m) => m.Toasts),
  'audio-player': () => import('../../shared/components/player/audio-player').then((m) => m.AudioPlayer),
  // The pages' (shared/app/page-islands.ts).
  'preview-button': () => import('../../shared/components/storefront/preview-button').then((m) => m.PreviewButton),
  'add-to-basket-form': () => import('../../shared/components/basket/add-to-basket-form').then((m) => m.AddToBasketForm),
  'add-to-basket-button': () => import('../../shared/components/basket/add-to-basket-button').then((m) => m.AddToBasketButton),
  'next-page-button': () => import('../../shared/components/storefront/next-page-button').then((m) => m.NextPageButton),
  'product-gallery': () => import('../../shared/components/storefront/product-gallery').then((m) => m.ProductGallery),
  'collection-carousel': () => import('../../shared/components/storefront/collection-carousel').then((m) => m.CollectionCarousel),
  'video-playlist': () => import('../../shared/components/video/video-playlist-slot').then((m) => m.VideoPlaylist),
  'contact-form': () => import('../../shared/components/contact/contact-form').then((m) => m.default),
  'episode-play-button': () => import('../../shared/components/storefront/episode-play-button').then((m) => m.EpisodePlayButton),
  'listen-live-button': () => import('../../shared/components/page/listen-live-button').then((m) => m.ListenLiveButton),
  tracklist: () => import('../../shared/components/storefront/tracklist').then((m) => m.Tracklist),
  'email-form': () => import('../../shared/components/slots/email-form-slot').then((m) => m.EmailFormEmbed),
  'preview-toolbar': () => import('../../shared/components/preview/preview-toolbar').then((m) => m.PreviewToolbar),
  'filter-dropdown': () => import('../../shared/components/storefront/filter-dropdown').then((m) => m.FilterDropdown),
};
