import { createContext } from 'react';

/**
 * True inside the block a visitor sees first (a page's first slot). Its first images are the page's
 * largest paint on a phone, so they are in the server's HTML and fetched at once, not when the
 * hydrated page sees them near the viewport.
 */
export const FirstViewContext = createContext(false);

/** How many tiles of a first-view grid load at once: a phone's first row. */
export const FIRST_VIEW_TILES = 2;
