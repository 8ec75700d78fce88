import type { Page } from 'puppeteer';
import { screenshot } from './browser';

/**
 * The steps of the main visitor journey (home → a release → its artist → E.P.s → an event → a
 * feature), each a client-side navigation checked as it lands; the embedded and the Directus
 * journeys walk the same steps.
 */

export const heading = (page: Page) => page.$eval('h1', (element) => element.textContent?.trim() ?? '');

export async function clickAndWaitForHeading(page: Page, selector: string): Promise<string> {
  const before = await heading(page);
  await page.click(selector);
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() !== text, { timeout: 15_000 }, before);
  await page.waitForNetworkIdle({ idleTime: 200 });
  return heading(page);
}

/** From a page listing releases: the first release (screenshot `{shotPrefix}-release`), then its artist. */
export async function visitReleaseThenArtist(page: Page, shotPrefix: string): Promise<void> {
  const release = await clickAndWaitForHeading(page, 'main a[href^="/products/"]');
  expect(page.url()).toMatch(/\/products\/[^/]+$/);
  expect(release.length).toBeGreaterThan(0);
  await screenshot(page, `${shotPrefix}-release`);

  const artist = await clickAndWaitForHeading(page, 'main article a[href^="/artists/"]');
  expect(page.url()).toMatch(/\/artists\/[^/]+$/);
  expect(artist.length).toBeGreaterThan(0);
}

/** The releases, then the format menu: open it, choose E.P.; the list is filtered in place. */
export async function filterReleasesToEps(page: Page): Promise<void> {
  await clickAndWaitForHeading(page, 'header nav a[href="/releases"]');
  await page.click('main nav[aria-label="Filters"] summary');
  await page.click('main a[href*="format=ep"]');
  await page.waitForFunction(() => location.search.includes('format=ep'));
  await page.waitForNetworkIdle({ idleTime: 300 });
  // The grid's tiles (the page's featured release above them has a type label too).
  const labels = await page.$$eval('main ul[role="list"] article p.uppercase', (nodes) => nodes.map((node) => node.textContent));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.every((label) => label === 'E.P.')).toBe(true);
}

/** The events, the first event, the news and its first feature (screenshot `{shotPrefix}-feature`). */
export async function visitEventThenFeature(page: Page, shotPrefix: string): Promise<void> {
  await clickAndWaitForHeading(page, 'header nav a[href="/events"]');
  const event = await clickAndWaitForHeading(page, 'main a[href^="/events/"]');
  expect(page.url()).toMatch(/\/events\/[^/]+$/);
  expect(event.length).toBeGreaterThan(0);

  await clickAndWaitForHeading(page, 'header nav a[href="/news"]');
  await clickAndWaitForHeading(page, 'main a[href^="/features/"]');
  expect(page.url()).toMatch(/\/features\/[^/]+$/);
  await screenshot(page, `${shotPrefix}-feature`);
}
