import { waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

/**
 * Pages rendered per request and streamed (the page cache off, as for a preview or a filtered
 * listing): deferred blocks arrive after the shell with their data, and hydration asks for nothing.
 */

jest.setTimeout(90_000);

const e2e = siteAndBrowserForFile({ env: { PAGE_CACHE_MB: '0' } });

describe('a streamed page in a browser', () => {
  it.each([
    ['the home page (collections, concerts, videos)', '/'],
    ['an artist (concerts)', '/artists/fen-and-fathom'],
    ['careers (jobs)', '/careers'],
    ['radio (videos)', '/radio'],
  ])('%s hydrates with no console error and no GraphQL request', async (_name, path) => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    const response = await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'networkidle0' });
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
