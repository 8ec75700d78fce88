import type { AppendGridPage } from '../../shared/app/grid-paging';
import type { IslandHydration } from './hydrate-islands';
import { buildOf, fetchSitePage, PAGE_REGION_SELECTOR } from './site-page-fetch';

/** A collection's grid, its tiles (each keyed by its item) and its last cell (the load-more control). */
const GRID_SELECTOR = '[data-collection-grid]';
const TILE_SELECTOR = ':scope > li[data-key]';
const END_CELL_SELECTOR = ':scope > [data-grid-end]';

/**
 * A grid's "Load more" where the page is server HTML with islands (docs/decisions/0118): the next
 * page's address is the one a visitor without JavaScript follows (`?page=N+1`, which the server
 * renders with one page more, from the page cache when it has it); its tiles the grid lacks are added
 * before the grid's last cell, which takes the new page's shape (the columns it spans, its next
 * address) or leaves with the last page, and their islands hydrate. A navigation away stops the fetch; a page of another build
 * is followed as a link.
 */
export function createGridPaging(islands: IslandHydration): AppendGridPage {
  return async (control, href) => {
    const grid = control.closest(GRID_SELECTOR);
    const region = document.querySelector(PAGE_REGION_SELECTOR);
    if (!grid || !region) throw new Error('The load-more control is not in a grid of the page');
    // The same grid in the next page: the page's blocks come in the same order.
    const position = [...region.querySelectorAll(GRID_SELECTOR)].indexOf(grid);
    const address = new URL(href, window.location.href);

    const leaving = new AbortController();
    const abort = () => leaving.abort();
    window.navigation?.addEventListener('navigate', abort, { once: true });
    grid.setAttribute('aria-busy', 'true');
    let next: Document | undefined;
    try {
      next = await fetchSitePage(address, leaving.signal);
    } finally {
      window.navigation?.removeEventListener('navigate', abort);
      grid.removeAttribute('aria-busy');
    }
    if (next && buildOf(next) !== buildOf(document)) {
      window.location.assign(address);
      return new Promise<never>(() => {});
    }
    const nextGrid = next?.querySelector(PAGE_REGION_SELECTOR)?.querySelectorAll(GRID_SELECTOR)[position];
    if (!nextGrid) throw new Error(`No grid ${position} in ${address.pathname}${address.search}`);

    const known = new Set([...grid.querySelectorAll(TILE_SELECTOR)].map((tile) => tile.getAttribute('data-key')));
    const endCell = grid.querySelector(END_CELL_SELECTOR);
    const added = [...nextGrid.querySelectorAll(TILE_SELECTOR)]
      .filter((tile) => !known.has(tile.getAttribute('data-key')))
      .map((tile) => document.importNode(tile, true) as HTMLElement);
    for (const tile of added) grid.insertBefore(tile, endCell);
    const nextEndCell = nextGrid.querySelector(END_CELL_SELECTOR);
    // The end cell spans what is left of the new last row; with the last page it leaves, and the
    // focus it held goes to the first new tile.
    if (endCell && nextEndCell) endCell.className = nextEndCell.className;
    else if (endCell) {
      const hadFocus = endCell.contains(document.activeElement);
      islands.unmountIn(endCell);
      endCell.remove();
      if (hadFocus) added[0]?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    }
    for (const tile of added) islands.hydrateIn(tile);
    return { nextPageHref: nextEndCell?.querySelector('a[href]')?.getAttribute('href') ?? null };
  };
}
