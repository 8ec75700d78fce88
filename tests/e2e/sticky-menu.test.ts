/**
 * The sticky menu's border lines up with the content column on a wide screen (it ran 16 px past
 * it on each side at 1440 px), and on a phone spans the screen edge to edge like the header's.
 */
import type { Page } from 'puppeteer';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

/** The menu's border box and the main column's content box (inside its padding), in px. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const menu = document.querySelector('nav[aria-label="On this page"]')!.getBoundingClientRect();
    const main = document.querySelector('main')!;
    const box = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    return {
      menu: { left: menu.left, right: menu.right },
      column: { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) },
      viewport: document.documentElement.clientWidth,
    };
  });
}

describe('the sticky menu', () => {
  it.each(['/', '/about'])('%s at 1440 px: its border starts and ends with the content column', async (address) => {
    const { page, problems } = await openPage(e2e, address, { width: 1440 });
    const { menu, column } = await boxes(page);
    expect(column.right - column.left).toBeGreaterThan(1000);
    expect(menu.left).toBeCloseTo(column.left, 0);
    expect(menu.right).toBeCloseTo(column.right, 0);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('/about at 390 px: it spans the screen edge to edge, and no further', async () => {
    const { page, problems } = await openPage(e2e, '/about', { width: 390 });
    const { menu, viewport } = await boxes(page);
    expect(menu.left).toBeCloseTo(0, 0);
    expect(menu.right).toBeCloseTo(viewport, 0);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
