/**
 * Every user-facing text of the storefront specification (spec 000), exactly as written there, in
 * one place. Components and the other modules of shared/lib import their texts from here, so a
 * text is never spelt twice and a test pins each one.
 *
 * Texts the specification does not give (the titles of the filter drop-downs) are marked as ours.
 */

// Product tiles, badges and buttons (spec 000 §2 "Release badge", "Prices", "Add button text").
export const ADD_TO_BASKET_TEXT = 'Add to Basket';
export const PRE_ORDER_TEXT = 'Pre-order';
export const OUT_NOW_TEXT = 'Out now';
export const SALE_TEXT = 'Sale';
/** When a pre-order ships, under its buy call ("Ships on 14 May 2027"): not in the specification, ours. */
export const shipsOnText = (day: string) => `Ships on ${day}`;
/** When a download on pre-order is out, beside its price ("Out on 14 May 2027"): ours. */
export const outOnText = (day: string) => `Out on ${day}`;

// Grid and collection view (spec 000 §2 "Grid", §8).
export const NO_ITEMS_TEXT = 'No items found';
export const CLEAR_FILTERS_TEXT = 'Clear filters';
export const LOADING_TEXT = 'Loading...';
/** The load-more button at rest: not in the specification (it gives only "Loading..."), ours. */
export const LOAD_MORE_TEXT = 'Load more';
export const MORE_TEXT = 'More';
export const COLLECTION_ERROR_TEXT = 'Error loading posts.';
/** The "by artist" line of carousel strips and featured items: `by {artist}`. */
export const BY_TEXT = 'by';

// Blocks (spec 000 §2 "Other blocks").
export const TICKETS_TEXT = 'Tickets';
export const APPLY_TEXT = 'Apply';
export const NO_JOBS_TEXT = 'Sorry, there are no available positions at this time, please check again at a later date.';

// Basket panel (spec 000 §2 "Basket panel").
export const BASKET_TEXT = 'Basket';
export const YOUR_BASKET_TEXT = 'Your Basket';
export const CLOSE_TEXT = 'Close';
export const TOTAL_TEXT = 'Total:';
export const SHIPPING_AND_TAXES_TEXT = 'Shipping and taxes apply at checkout';
export const CHECKOUT_TEXT = 'Checkout';
export const EMPTY_BASKET_TEXT = 'Your basket is empty';
/** The empty basket's link text when the site settings give none. */
export const DEFAULT_EMPTY_BASKET_LINK_TEXT = 'Shop';

// Type labels (spec 000 §3 "Derived item fields").
export const TYPE_LABEL_TEXTS = {
  posts: 'Features',
  events: 'Event',
  playlists: 'Playlist',
  radioShows: 'Radio',
  artists: 'Artist',
  ep: 'E.P.',
} as const;

// Filter menus (spec 000 §2 "Filter menus", §9).
export const ALL_TEXT = 'All';
export const RELEASE_FORMAT_TEXTS = {
  album: 'Album',
  ep: 'E.P.',
  single: 'Single',
  physical: 'Physical Product',
} as const;
export const MERCH_TYPE_TEXTS = {
  bundle: 'Bundles',
  merch: 'Merch',
  clothing: 'Clothing',
} as const;
export const ARTIST_SORT_TEXTS = {
  featured: 'Featured',
  nameAsc: 'Name Asc',
  nameDesc: 'Name Desc',
} as const;
export const RELEASE_SORT_TEXTS = {
  desc: 'Release Date Desc',
  asc: 'Release Date Asc',
} as const;
export const POST_SORT_TEXTS = {
  desc: 'Date Desc',
  asc: 'Date Asc',
} as const;

/** The phone's one control for a menu's drop-downs, and what follows the count of chosen filters in it: ours. */
export const FILTER_TOGGLE_TEXT = 'Filter';
export const ACTIVE_FILTERS_TEXT = 'active';

/** Titles of the filter drop-downs: not in the specification, ours. */
export const FILTER_MENU_TITLES = {
  tag: 'Tag',
  year: 'Year',
  sort: 'Sort',
  format: 'Format',
  label: 'Label',
  artist: 'Artist',
  type: 'Type',
} as const;
