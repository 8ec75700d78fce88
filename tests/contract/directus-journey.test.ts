import type { Browser, Page } from 'puppeteer';
import { launchBrowser, screenshot, waitForHydration, watchPage } from '../support/browser';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { contractDirectus, directusEnv } from './contract-directus';

/**
 * The main visitor journey with the built site reading its content from a real Directus (the
 * contract project's, holding the demo label): home → a release → its artist → releases filtered
 * → an event → a feature, client-side all along, with no console errors — images included, which
 * the site serves from Directus's files through its own /assets route.
 */

jest.setTimeout(120_000);

let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSiteProcess({ env: { ...directusEnv(contractDirectus()), PAGE_CACHE_MB: '0' }, timeoutMs: 30_000 }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  if (site) expect(await site.stop()).toBe(0);
});

const heading = (page: Page) => page.$eval('h1', (element) => element.textContent?.trim() ?? '');

async function clickAndWaitForHeading(page: Page, selector: string): Promise<string> {
  const before = await heading(page);
  await page.click(selector);
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() !== text, { timeout: 15_000 }, before);
  await page.waitForNetworkIdle({ idleTime: 200 });
  return heading(page);
}

describe('the visitor journey on Directus', () => {
  it('runs on Directus', () => {
    expect(site.logs.find((entry) => entry.msg === 'listening')).toMatchObject({ content: 'directus' });
  });

  it('home → a release → its artist → filtered releases → an event → a feature, with no errors', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    const problems = watchPage(page);
    const images: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.request().resourceType() === 'image') {
        images.push({ url: response.url(), status: response.status() });
      }
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(await heading(page)).not.toBe('');

    const release = await clickAndWaitForHeading(page, 'main a[href^="/products/"]');
    expect(page.url()).toMatch(/\/products\/[^/]+$/);
    expect(release.length).toBeGreaterThan(0);
    await screenshot(page, 'directus-journey-release');

    const artist = await clickAndWaitForHeading(page, 'main article a[href^="/artists/"]');
    expect(page.url()).toMatch(/\/artists\/[^/]+$/);
    expect(artist.length).toBeGreaterThan(0);

    await clickAndWaitForHeading(page, 'header nav a[href="/releases"]');
    await page.click('main details summary');
    await page.click('main a[href*="format=ep"]');
    await page.waitForFunction(() => location.search.includes('format=ep'));
    await page.waitForNetworkIdle({ idleTime: 300 });
    const labels = await page.$$eval('main ul[role="list"] article p.uppercase', (nodes) => nodes.map((node) => node.textContent));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label === 'E.P.')).toBe(true);

    await clickAndWaitForHeading(page, 'header nav a[href="/events"]');
    const event = await clickAndWaitForHeading(page, 'main a[href^="/events/"]');
    expect(page.url()).toMatch(/\/events\/[^/]+$/);
    expect(event.length).toBeGreaterThan(0);

    await clickAndWaitForHeading(page, 'header nav a[href="/news"]');
    await clickAndWaitForHeading(page, 'main a[href^="/features/"]');
    expect(page.url()).toMatch(/\/features\/[^/]+$/);
    await screenshot(page, 'directus-journey-feature');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Cover art and portraits came from Directus through the site's /assets route.
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => image.status >= 400)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
