/**
 * The demo's pictures fit their content, as a visitor sees them in Chromium: every artist and every
 * merch piece has a picture of its own, and no tile on the listing pages draws an empty box (each
 * shows a loaded picture or its title on a colour). axe finds nothing; no console errors.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const e2e = siteAndBrowserForFile();

const open = (address: string) => openPage(e2e, address, { width: 1440, height: 900, bypassCSP: true });

/**
 * The page's tiles: items drawn with a picture box (concert rows are dated lines, with no picture;
 * an article around a page's blocks holds tiles rather than being one).
 */
const TILES = 'main article:not(:has(article)):has([class*="aspect-"])';

/** Whether every tile shows a loaded picture or its title on a colour. */
const allShownInPage = (tiles: string) =>
  [...document.querySelectorAll(tiles)].every((tile) => {
    const image = tile.querySelector<HTMLImageElement>('img:not(noscript img)');
    return !!tile.querySelector('[data-title-tile]') || (!!image && image.complete && image.naturalWidth > 0);
  });

/** Whether the `index`-th tile shows its title, or its picture has an address (it is loading or loaded). */
const askedForInPage = (tiles: string, index: number) => {
  const tile = document.querySelectorAll(tiles)[index]!;
  return !!tile.querySelector('[data-title-tile]') || !!tile.querySelector('img:not(noscript img)')?.getAttribute('src');
};

/** Whether a visitor sees the `index`-th tile: what is drawn at its centre belongs to it (a carousel clips the slides it is not showing). */
const seenInPage = (tiles: string, index: number) => {
  const tile = document.querySelectorAll(tiles)[index]!;
  const box = tile.getBoundingClientRect();
  const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!drawn && tile.contains(drawn);
};

/** The tiles not (yet) showing a picture or title, each with its picture's state: what a failure reports. */
const unshownInPage = (tiles: string) =>
  [...document.querySelectorAll(tiles)].flatMap((tile, index) => {
    const image = tile.querySelector<HTMLImageElement>('img:not(noscript img)');
    if (tile.querySelector('[data-title-tile]') || (image && image.complete && image.naturalWidth > 0)) return [];
    const box = tile.getBoundingClientRect();
    return [
      {
        index,
        title: tile.querySelector('h3')?.textContent ?? '',
        top: Math.round(box.top + window.scrollY),
        src: image?.getAttribute('src') ?? null,
        complete: image?.complete ?? null,
        current: image?.currentSrc ?? null,
      },
    ];
  });

/** Whether the `index`-th tile shows its title or a loaded picture. */
const shownInPage = (tiles: string, index: number) => {
  const tile = document.querySelectorAll(tiles)[index]!;
  const image = tile.querySelector<HTMLImageElement>('img:not(noscript img)');
  return !!tile.querySelector('[data-title-tile]') || (!!image && image.complete && image.naturalWidth > 0);
};

/**
 * Brings every tile into view in turn, as a visitor scrolling down does; a tile the visitor then
 * sees must show its title or have asked for its picture before the scroll goes on. Then, as a
 * visitor scrolling back up, each tile not yet showing is brought into view again and must show
 * its picture or title; last, every tile must show one, the carousels' too as they turn. (A tile
 * only flicked past before its section hydrated asks for its picture when it comes near again, as
 * lazy images do, spec 000 §9; the browser's own lazy loading fetches a picture only while it is
 * near, so one asked for and then scrolled far away waits for the visitor to come back.)
 */
async function tilesShown(page: Page): Promise<void> {
  const count = await page.$$eval(TILES, (tiles) => tiles.length);
  const bringIntoView = (index: number) =>
    page.evaluate((tiles, i) => document.querySelectorAll(tiles)[i]!.scrollIntoView({ block: 'center' }), TILES, index);
  for (let index = 0; index < count; index++) {
    await bringIntoView(index);
    if (await page.evaluate(seenInPage, TILES, index)) await page.waitForFunction(askedForInPage, { timeout: 30_000 }, TILES, index);
  }
  for (let index = count - 1; index >= 0; index--) {
    if (await page.evaluate(shownInPage, TILES, index)) continue;
    await bringIntoView(index);
    if (await page.evaluate(seenInPage, TILES, index))
      await page.waitForFunction(shownInPage, { timeout: 30_000 }, TILES, index).catch(reportUnshown(page));
  }
  await page.waitForFunction(allShownInPage, { timeout: 60_000 }, TILES).catch(reportUnshown(page));
}

/** A wait that timed out, failed with the tiles still not showing and their pictures' state. */
const reportUnshown = (page: Page) => async (timedOut: unknown) => {
  throw new Error(`${String(timedOut)}; tiles not shown: ${JSON.stringify(await page.evaluate(unshownInPage, TILES))}`);
};

/** The tiles' main pictures, fetched as the browser shows them, as SHA-256 digests (one per tile). */
function tileImageDigests(page: Page): Promise<{ title: string; digest: string }[]> {
  return page.evaluate(async (selector) => {
    const tiles = [...document.querySelectorAll(selector)];
    return Promise.all(
      tiles.map(async (tile) => {
        const image = tile.querySelector<HTMLImageElement>('img:not(noscript img)');
        const bytes = await (await fetch(image?.currentSrc ?? '')).arrayBuffer();
        const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
          .map((b) => b.toString(16).padStart(2, '0'))
          .join('');
        return { title: tile.querySelector('h3')?.textContent ?? '', digest };
      }),
    );
  }, TILES);
}

/** Image boxes left empty: neither an image nor a typographic tile inside. */
function emptyImageBoxes(page: Page): Promise<string[]> {
  return page.$$eval('main [class*="aspect-"]', (boxes) =>
    boxes
      .filter((box) => box.children.length === 0 && box.textContent === '')
      .map((box) => box.closest('article')?.querySelector('h3')?.textContent ?? box.className),
  );
}

describe.each(['/artists', '/merch'])('%s: every tile its own picture', (address) => {
  it('no two tiles show the same bytes', async () => {
    const { page, problems } = await open(address);
    await tilesShown(page);
    const digests = await tileImageDigests(page);
    expect(digests.length).toBeGreaterThan(8);
    const seen = new Map<string, string>();
    const repeats = digests.flatMap(({ title, digest }) => {
      const first = seen.get(digest);
      seen.set(digest, title);
      return first ? [`${title} repeats ${first}`] : [];
    });
    expect(repeats).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe.each(['/', '/releases', '/news', '/events', '/radio', '/merch', '/artists'])('%s: no empty boxes', (address) => {
  it('every tile shows a loaded picture or its title, and axe finds nothing', async () => {
    const { page, problems } = await open(address);
    await tilesShown(page);
    expect(await emptyImageBoxes(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
