/**
 * The pages' islands (docs/decisions/0118), each declared beside its component; gathered here only
 * so that the browser's loaders can be checked against them (tests/unit/island-loaders.test.ts).
 * The frame's: frame-islands.tsx.
 */
export { PreviewButtonIsland } from '../components/storefront/preview-button';
export { AddToBasketFormIsland } from '../components/basket/add-to-basket-form';
export { AddToBasketButtonIsland } from '../components/basket/add-to-basket-button';
export { FilterDropdownIsland } from '../components/storefront/filter-dropdown';
export { NextPageButtonIsland } from '../components/storefront/next-page-button';
export { ProductGalleryIsland } from '../components/storefront/product-gallery';
export { CollectionCarouselIsland } from '../components/storefront/collection-carousel';
export { VideoPlaylistIsland } from '../components/video/video-playlist-slot';
export { ContactFormIsland } from '../components/contact/contact-form';
export { EpisodePlayButtonIsland } from '../components/storefront/episode-play-button';
export { ListenLiveButtonIsland } from '../components/page/listen-live-button';
export { TracklistIsland } from '../components/storefront/tracklist';
export { EmailFormEmbedIsland } from '../components/slots/email-form-slot';
export { PreviewToolbarIsland } from '../components/preview/preview-toolbar';
