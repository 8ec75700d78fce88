/**
 * What the header's search button needs: every page shows it, so these stay apart from the rest of
 * search (./search.ts), which loads with the overlay or the search page.
 */
export const SEARCH_BUTTON_TEXT = 'Search';
export const SEARCH_PATH = '/search';
