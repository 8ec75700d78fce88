/**
 * Craft (decision 0105): grids end without a hole at 390, 768, 1024 and 1440 px (the load-more
 * control or More link is the last cell and spans what is left of its row); the footer's columns
 * start on one line with 44 px link rows; choosing a size moves nothing below it; event titles wrap
 * rather than being clipped; the release page's left column does not run on empty at 1440.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { readDemoContent } from '../support/demo-content';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const e2e = siteAndBrowserForFile();

const WIDTHS = [390, 768, 1024, 1440] as const;
const GRID = 'main ul[data-collection-grid]';
/** A release with a tracklist, and a merch group whose colours are chosen in a size. */
const RELEASE = '/products/the-pale-echo';
const MERCH_GROUP = '/products/harbour-crewneck';
/** The Slate colour's product, found in the demo content (its id moves when the catalogue is regenerated). */
const SLATE_ID = readDemoContent<{ id: string; title: string }[]>('products.json').find(
  (entry) => entry.title === 'Harbour Crewneck (Slate)',
)!.id;
const SLATE_BUTTON = `button[data-product-id="${SLATE_ID}"]`;
const SLATE_SIZE = `li:has(${SLATE_BUTTON}) select`;

interface GridRows {
  columns: number;
  cells: number;
  /** Rows (but the last) with fewer cells than the grid has columns. */
  shortRows: number;
  /** Columns left empty at the end of the last row. */
  lastRowHole: number;
  endTile: boolean;
}

/** Each collection grid on the page: its columns, and what its rows leave empty. */
function gridRows(page: Page): Promise<GridRows[]> {
  return page.$$eval(GRID, (lists) =>
    lists.map((list) => {
      const style = getComputedStyle(list);
      const columns = style.gridTemplateColumns.split(' ').length;
      const gap = parseFloat(style.columnGap) || 0;
      const cells = [...list.children] as HTMLElement[];
      const track = (list.getBoundingClientRect().width - (columns - 1) * gap) / columns;
      // Columns used in each row (by the cells' top edge): a cell covers as many tracks as its width spans.
      const rows = new Map<number, number>();
      for (const cell of cells) {
        const box = cell.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, (rows.get(top) ?? 0) + Math.round((box.width + gap) / (track + gap)));
      }
      const filled = [...rows.entries()].sort(([a], [b]) => a - b).map(([, used]) => used);
      const last = filled.pop() ?? columns;
      return {
        columns,
        cells: cells.length,
        shortRows: filled.filter((used) => used < columns).length,
        lastRowHole: columns - last,
        endTile: cells.at(-1)?.hasAttribute('data-grid-end') ?? false,
      };
    }),
  );
}

describe('grids end without a hole', () => {
  it.each(WIDTHS.flatMap((width) => ['/releases', '/artists', '/merch', '/'].map((address) => [address, width] as const)))(
    '%s at %i px: every row of a grid that goes on is whole, its end tile closing the last',
    async (address, width) => {
      const { page, problems } = await openPage(e2e, address, { width });
      const grids = await gridRows(page);
      expect(grids.length).toBeGreaterThan(0);
      for (const grid of grids) {
        // The catalogue is larger than a page: each grid here goes on, with a load-more control or a More link.
        expect(grid).toEqual({ ...grid, endTile: true, shortRows: 0, lastRowHole: 0 });
      }
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );

  it.each(WIDTHS)('/events at %i px: a grid with an end tile has whole rows; one without is the whole list', async (width) => {
    const { page, problems } = await openPage(e2e, '/events', { width });
    const grids = await gridRows(page);
    expect(grids.length).toBeGreaterThan(0);
    for (const grid of grids) {
      expect(grid.shortRows).toBe(0);
      if (grid.endTile) expect(grid.lastRowHole).toBe(0);
      // A page of /events is 12 cells: a grid with fewer and no end tile holds every event there is.
      else expect(grid.cells).toBeLessThan(12);
    }
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('the footer', () => {
  it.each([390, 1024, 1440])('at %i px: the columns of a row start on one line, and every link is a 44 px row', async (width) => {
    const { page, problems } = await openPage(e2e, '/about', { width });
    const footer = await page.$eval('#site-footer section:nth-of-type(2) > div', (grid) => {
      /** The top of a column's first line of text. */
      const firstLineTop = (column: Element) => {
        const walker = document.createTreeWalker(column, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
        });
        const text = walker.nextNode()!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects()[0]!.top;
      };
      const columns = [...grid.children].map((column) => ({ top: column.getBoundingClientRect().top, text: firstLineTop(column) }));
      const rows = new Map<number, number[]>();
      for (const column of columns) rows.set(Math.round(column.top), [...(rows.get(Math.round(column.top)) ?? []), column.text]);
      return {
        columns: columns.length,
        lineSpread: Math.max(...[...rows.values()].map((tops) => Math.max(...tops) - Math.min(...tops))),
        linkHeights: [...grid.querySelectorAll('nav a')].map((link) => link.getBoundingClientRect().height),
      };
    });
    expect(footer.columns).toBeGreaterThan(1);
    expect(footer.lineSpread).toBeLessThanOrEqual(1);
    expect(footer.linkHeights.length).toBeGreaterThan(0);
    expect(Math.min(...footer.linkHeights)).toBeGreaterThanOrEqual(44);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('choosing a size', () => {
  it.each(phoneAndDesktop)('on a merch item at $width px moves nothing below the choice', async ({ width, height }) => {
    const { page, problems } = await openPage(e2e, MERCH_GROUP, { width, height, bypassCSP: true });
    const boxesBelow = () =>
      page.$eval(SLATE_SIZE, (select) => {
        const below = select.getBoundingClientRect().bottom + window.scrollY;
        return [...document.querySelectorAll('main *')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.top + window.scrollY >= below)
          .map((box) =>
            [Math.round(box.left), Math.round(box.top + window.scrollY), Math.round(box.width), Math.round(box.height)].join(','),
          );
      });
    const before = await boxesBelow();
    expect(before.length).toBeGreaterThan(0);
    await page.select(SLATE_SIZE, '27');
    await page.waitForFunction((button) => !document.querySelector<HTMLButtonElement>(button)!.disabled, {}, SLATE_BUTTON);
    expect(await boxesBelow()).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('event titles wrap', () => {
  it.each(phoneAndDesktop)('on /events at $width px no title is clipped, even one long word', async ({ width, height }) => {
    const { page, problems } = await openPage(e2e, '/events', { width, height });
    const clipped = await page.$$eval('main h3', (titles) => {
      // One long word, as a promoter might write it, put before the first title in a grid and the last on the page.
      const word = 'Zusammenkunftselektronikfestivalnachtprogramm';
      for (const title of [titles.find((h) => h.closest('ul[data-collection-grid]')), titles.at(-1)]) {
        const target = title?.querySelector('a') ?? title;
        if (target) target.textContent = `${word} ${target.textContent ?? ''}`;
      }
      return titles.filter((title) => title.scrollWidth > title.clientWidth).map((title) => title.textContent);
    });
    expect(clipped).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('the release page at 1440 px', () => {
  it('has no column running on empty beside the other', async () => {
    const { page, problems } = await openPage(e2e, RELEASE, { width: 1440, height: 900, bypassCSP: true });
    const layout = await page.$eval('main article', (article) => {
      const box = article.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      // A column part is stretched to its grid row: where its content ends is its last descendant's bottom.
      const parts = [...article.children]
        .filter((child) => child.getBoundingClientRect().height > 0)
        .map((child) => ({
          left: child.getBoundingClientRect().left,
          bottom: Math.max(...[...child.querySelectorAll('*')].map((inner) => inner.getBoundingClientRect().bottom)),
        }));
      const bottom = (inLeft: boolean) => Math.max(...parts.filter((part) => part.left < middle === inLeft).map((part) => part.bottom));
      return {
        bottom: box.bottom,
        left: bottom(true),
        right: bottom(false),
        columns: new Set(parts.map((part) => Math.round(part.left))).size,
      };
    });
    expect(layout.columns).toBe(2);
    // Neither column leaves more than a quarter of the screen of nothing under it at the article's end
    // (with the tracklist under the formats, the left column ended 510 px short of the right).
    expect(layout.bottom - layout.left).toBeLessThan(225);
    expect(layout.bottom - layout.right).toBeLessThan(225);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('at 390 px keeps the buying before the tracklist', async () => {
    const { page, problems } = await openPage(e2e, RELEASE, { width: 390, height: 844, bypassCSP: true });
    const order = await page.$eval('main article', (article) => {
      const top = (selector: string) => article.querySelector(selector)!.getBoundingClientRect().top;
      return { title: top('h1'), basket: top('button[data-product-id]'), tracklist: top('#tracklist') };
    });
    expect(order.title).toBeLessThan(order.basket);
    expect(order.basket).toBeLessThan(order.tracklist);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

/** The public release whose gallery has the most pictures (its cover and images): the longest thumbnail row. */
const LONGEST_GALLERY = `/products/${
  readDemoContent<{ slug: string; reference_type: string; visibility: string | null; images?: unknown[] }[]>('product_groups.json')
    .filter((group) => group.reference_type === 'release' && group.visibility === 'public')
    .sort((a, b) => (b.images?.length ?? 0) - (a.images?.length ?? 0))[0]!.slug
}`;

describe('a product gallery', () => {
  it.each(WIDTHS.flatMap((width) => [RELEASE, LONGEST_GALLERY].map((address) => [address, width] as const)))(
    '%s at %i px keeps its thumbnails on one row beside its arrows, and the page no wider than the screen',
    async (address, width) => {
      const { page, problems } = await openPage(e2e, address, { width });
      const row = await page.$eval('main section[aria-roledescription="carousel"]', (gallery) => {
        const thumbnails = [...gallery.querySelectorAll('ul button[aria-label]')].map((button) => button.getBoundingClientRect());
        const arrows = [...gallery.querySelectorAll('button[aria-label$="slide"]')].map((button) => button.getBoundingClientRect());
        return {
          thumbnails: thumbnails.map((box) => Math.round(box.top)),
          arrows: arrows.map((box) => ({ top: Math.round(box.top), right: box.right })),
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(row.thumbnails.length).toBeGreaterThan(1);
      // Every thumbnail starts where the first does, and the arrows sit on that row too, on screen.
      expect(new Set(row.thumbnails).size).toBe(1);
      for (const arrow of row.arrows) {
        expect(Math.abs(arrow.top - row.thumbnails[0]!)).toBeLessThanOrEqual(8);
        expect(arrow.right).toBeLessThanOrEqual(width);
      }
      expect(row.pageWidth).toBe(width);
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );
});
