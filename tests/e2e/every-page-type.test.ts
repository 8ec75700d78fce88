/**
 * Every kind of page a visitor can reach, at a phone's and a desktop's size: axe finds nothing, and
 * on a phone no bar stays on screen besides the header and the player (issue 28: "never two sticky
 * bars on a phone"). Detail pages are found as a visitor finds them, through their listing's first
 * link, so the test follows the content wherever it goes.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(300_000);

const e2e = siteAndBrowserForFile();

/** The listings, and the detail page each one leads to (the link its first item makes). */
const LISTINGS = [
  { listing: '/releases', detail: 'main a[href^="/products/"]' },
  { listing: '/merch', detail: 'main a[href^="/products/"]' },
  { listing: '/artists', detail: 'main a[href^="/artists/"]' },
  { listing: '/events', detail: 'main a[href^="/events/"]' },
  { listing: '/news', detail: 'main a[href^="/features/"]' },
] as const;

const OTHER_PAGES = ['/', '/radio', '/about', '/contact', '/careers', '/playlists', '/search?q=lumen', '/no-such-page'];

/**
 * The bars that stay on screen while the page scrolls: sticky or fixed elements that are seen (not
 * transparent, hidden or off screen), at least half the viewport wide and 24 px tall, that are
 * neither the site's header nor the audio player nor inside them.
 */
const stayingBars = (page: Page) =>
  page.evaluate(() => {
    const frame = [...document.querySelectorAll('body header, section[aria-label="Audio player"]')];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { position } = getComputedStyle(element);
        if (position !== 'sticky' && position !== 'fixed') return false;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        if (box.width < innerWidth / 2 || box.height < 24 || box.right <= 0 || box.left >= innerWidth) return false;
        return !frame.some((part) => part === element || part.contains(element) || element.contains(part));
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`);
  });

describe.each(phoneAndDesktop)('every page type on a $name ($width × $height)', (viewport) => {
  const check = async (address: string) => {
    const { page, problems } = await openPage(e2e, address, { ...viewport, bypassCSP: true });
    expect(await axeViolations(page)).toEqual([]);
    if (viewport.width < 800) expect((await stayingBars(page)).length).toBeLessThanOrEqual(1);
    expect(problems.errors).toEqual([]);
    return page;
  };

  it.each(OTHER_PAGES)('%s', async (address) => {
    const page = await check(address);
    await page.close();
  });

  it.each(LISTINGS)('$listing and the first page it lists', async ({ listing, detail }) => {
    const page = await check(listing);
    const href = await page.$eval(detail, (link) => link.getAttribute('href')!);
    await page.close();
    const detailPage = await check(href);
    await detailPage.close();
  });
});
