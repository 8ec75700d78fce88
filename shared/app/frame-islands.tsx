import { BasketButton } from '../components/basket/basket-button';
import { CurrencyNotice } from '../components/basket/currency-notice';
import { CookieBanner } from '../components/consent/cookie-banner';
import { MainNavigation } from '../components/frame/main-navigation';
import { MenuButton } from '../components/frame/menu-button';
import { SiteOverlayMenu } from '../components/frame/site-overlay-menu';
import { AudioPlayer } from '../components/player/audio-player';
import { SearchButton } from '../components/search/search-button';
import { VideoPopupWhileOpen } from '../components/video/video-popup-while-open';
import { island } from './island';
import { RouteProgress } from './route-progress';
import { Toasts } from './toasts';

/**
 * The frame's controls, each an island of its own (docs/decisions/0118). The ones a first view
 * shows (the route progress bar, the menu button, the basket's count, the cookie banner, a currency
 * notice) hydrate at once; the wide screen's navigation and the search when a visitor reaches for them; what another
 * island opens through a store (the overlay menu, the video, the toasts, the player bar) when that
 * store asks for it (`requestIsland`). Their loaders: client/islands/island-loaders.ts.
 */
export const RouteProgressIsland = island('route-progress', RouteProgress, { loading: 'at-once' });
export const MenuButtonIsland = island('menu-button', MenuButton, { loading: 'at-once' });
export const MainNavigationIsland = island('main-navigation', MainNavigation, { loading: 'reached' });
export const SearchButtonIsland = island('search-button', SearchButton, { loading: 'reached' });
export const BasketButtonIsland = island('basket-button', BasketButton, { loading: 'at-once' });
export const OverlayMenuIsland = island('overlay-menu', SiteOverlayMenu, { loading: 'asked' });
export const CurrencyNoticeIsland = island('currency-notice', CurrencyNotice, { loading: 'at-once' });
export const VideoPopupIsland = island('video-popup', VideoPopupWhileOpen, { loading: 'asked' });
export const ToastsIsland = island('toasts', Toasts, { loading: 'asked' });
export const AudioPlayerIsland = island('audio-player', AudioPlayer, { loading: 'asked' });
export const CookieBannerIsland = island('cookie-banner', CookieBanner, { loading: 'at-once' });
