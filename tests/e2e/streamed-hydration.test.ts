import type { Browser } from 'puppeteer';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

/**
 * Pages rendered per request and streamed (the page cache off, as for a preview or a filtered
 * listing): deferred blocks arrive after the shell with their data, and hydration asks for nothing.
 */

jest.setTimeout(90_000);

let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteProcess({ env: { PAGE_CACHE_MB: '0' } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (site) expect(await site.stop()).toBe(0);
});

describe('a streamed page in a browser', () => {
  it.each([
    ['the home page (collections, concerts, videos)', '/'],
    ['an artist (concerts)', '/artists/fen-and-fathom'],
    ['careers (jobs)', '/careers'],
    ['radio (videos)', '/radio'],
  ])('%s hydrates with no console error and no GraphQL request', async (_name, path) => {
    const page = await browser.newPage();
    const problems = watchPage(page);
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' });
    // Rendered for this request and streamed: no page cache answered it.
    expect(response?.headers()['x-page-cache']).toBeUndefined();
    await waitForHydration(page);
    // Every deferred block has arrived: no placeholder is left.
    expect(await page.$$('[aria-busy="true"]')).toHaveLength(0);
    expect(await page.$$('script[type="application/json"][id^="block-data"]')).not.toHaveLength(0);
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests).toEqual([]);
    await page.close();
  });
});
