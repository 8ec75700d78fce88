import type { IslandLoader } from './hydrate-islands';

/**
 * Every island the site's pages may hold, by the name its element carries, each in its own chunk
 * (docs/decisions/0118; the islands themselves: shared/app/frame-islands.tsx, page-islands.ts). A name the server
 * writes and this list lacks is reported when the page runs, and by tests/unit/island-loaders.test.ts.
 */
export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
  'menu-button': () => import('../../shared/components/frame/menu-button').then((m) => m.MenuButton),
  'main-navigation': () => import('../../shared/components/frame/main-navigation').then((m) => m.MainNavigation),
  'search-button': () => import('../../shared/components/search/search-button').then((m) => m.SearchButton),
  'basket-button': () => import('../../shared/components/basket/basket-button').then((m) => m.BasketButton),
  'overlay-menu': () => import('../../shared/components/frame/site-overlay-menu').then((m) => m.SiteOverlayMenu),
  'currency-notice': () => import('../../shared/components/basket/currency-notice').then((m) => m.CurrencyNotice),
  'video-popup': () => import('../../shared/components/video/video-popup-while-open').then((m) => m.VideoPopupWhileOpen),
  toasts: () => import('../../shared/app/toasts').then((m) => m.Toasts),
  'audio-player': () => import('../../shared/components/player/audio-player').then((m) => m.AudioPlayer),
  'cookie-banner': () => import('../../shared/components/consent/cookie-banner').then((m) => m.CookieBanner),
  // The pages' (shared/app/page-islands.ts).
  'preview-button': () => import('../../shared/components/storefront/preview-button').then((m) => m.PreviewButton),
  'add-to-basket-form': () => import('../../shared/components/basket/add-to-basket-form').then((m) => m.AddToBasketForm),
  'tile-basket-action': () => import('../../shared/components/basket/tile-basket-action').then((m) => m.TileBasketAction),
};
