import { createContext } from 'react';

/** What bringing a grid's next page in place left: the address of the page after it, if any. */
export interface GridPageAppended {
  nextPageHref: string | null;
}

/**
 * Brings the next page of the grid holding `control` into that grid, from the page at `href` (the
 * address a visitor without JavaScript follows). With the last page the control's cell leaves the
 * grid. Rejects, leaving the grid as it was, when the page cannot be had.
 */
export type AppendGridPage = (control: HTMLElement, href: string) => Promise<GridPageAppended>;

/**
 * Where pages are islands in server HTML (docs/decisions/0118), a grid's load-more control asks the
 * browser for its next page's HTML and adds the new tiles to the grid (client/islands/grid-paging.ts);
 * there is no such way where the browser renders pages, so the default is none.
 */
export const GridPagingContext = createContext<AppendGridPage | null>(null);
