/**
 * The demo's grids have no holes (decision 0105): a grid's load-more control or More link is its
 * last cell, so a page of a collection is `limit` cells, and the demo picks limits that fill whole
 * rows at every breakpoint — 12 for grids of 2/3/4 columns, 6 for 2/3/6.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { collectionLimit } from '../../shared/lib/catalog/collection-paging';
import { fillsWholeRows, wholeRowsCellCount } from '../../shared/lib/catalog/grid-rows';
import { readDemoContent } from '../support/demo-content';

interface View {
  collection?: string;
  display?: string;
  limit?: number;
  columns?: number;
  pagination?: boolean;
  moreLink?: unknown;
}

/** Every collection view in the demo's pages, with the page it sits on. */
function demoViews(): { page: string; view: View }[] {
  const pagesDir = path.resolve(__dirname, '..', '..', 'content', 'pages');
  const found: { page: string; view: View }[] = [];
  const walk = (node: unknown, page: string) => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, page));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.kind === 'collection' && record.view && typeof record.view === 'object') found.push({ page, view: record.view });
    Object.values(record).forEach((child) => walk(child, page));
  };
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.json'))) {
    walk(readDemoContent(`pages/${file}`), file);
  }
  return found;
}

const grids = demoViews().filter(({ view }) => view.display === 'grid' && view.collection !== 'bandsintownEvents');

describe('the demo grids fill whole rows at 2, 3, 4 and 6 columns', () => {
  it('finds the grids of the home page, /releases, /artists, /merch, /events, /news, /radio and /playlists', () => {
    const pages = new Set(grids.map(({ page }) => page));
    for (const page of [
      'index.json',
      'releases.json',
      'artists.json',
      'merch.json',
      'events.json',
      'news.json',
      'radio.json',
      'playlists.json',
    ]) {
      expect(pages).toContain(page);
    }
  });

  it.each(grids.map(({ page, view }) => [page, view.collection, view]))(
    '%s, %s: a page of the grid is whole rows',
    (_page, _collection, view) => {
      const cells = collectionLimit(view.limit);
      expect({ cells, whole: fillsWholeRows(cells, view.columns) }).toEqual({ cells, whole: true });
      expect(cells % wholeRowsCellCount(view.columns)).toBe(0);
    },
  );

  it('the home page keeps each grid to one row of 6 on a wide screen', () => {
    const home = grids.filter(({ page }) => page === 'index.json');
    expect(home.length).toBeGreaterThan(0);
    for (const { view } of home) expect({ limit: view.limit, columns: view.columns }).toEqual({ limit: 6, columns: 6 });
  });
});
