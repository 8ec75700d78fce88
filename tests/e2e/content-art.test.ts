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

/** Brings every tile within the lazy-load margin in turn, then waits until each shows a picture or its title. */
async function tilesShown(page: Page): Promise<void> {
  await page.evaluate(async (tiles) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const tile of document.querySelectorAll(tiles)) {
      tile.scrollIntoView({ block: 'center' });
      await frame();
    }
  }, TILES);
  await page.waitForFunction(
    (tiles) =>
      [...document.querySelectorAll(tiles)].every((tile) => {
        const image = tile.querySelector<HTMLImageElement>('img:not(noscript img)');
        return !!tile.querySelector('[data-title-tile]') || (!!image && image.complete && image.naturalWidth > 0);
      }),
    { timeout: 60_000 },
    TILES,
  );
}

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
