import { isSameDocument, markDocument, screenshot, waitForHydration, watchPage } from '../support/browser';
import { demoHeaderMenuTexts } from '../support/demo-header-menu';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(60_000);

const e2e = siteAndBrowserForFile();

describe('the home page in a browser', () => {
  it('is rendered on the server: content is there with JavaScript disabled', async () => {
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    // The document is what this test is about: without JavaScript the browser loads every image at
    // once (no lazy loading), which on a cold server is generated media, not the page.
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'domcontentloaded' });
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Lumen Tide');
    expect(await page.title()).toBe('Lumen Tide');
    expect(await page.$$eval('header nav a', (links) => links.map((a) => a.textContent))).toEqual(demoHeaderMenuTexts);
    await page.close();
  });

  it('hydrates with no console error and no refetch of data it already has', async () => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests).toEqual([]);
    await page.setViewport({ width: 1440, height: 900 });
    await screenshot(page, 'home-desktop');
    await page.setViewport({ width: 390, height: 844 });
    await screenshot(page, 'home-phone');
    await page.close();
  });

  it('navigates client-side between two routes without a full reload', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    const problems = watchPage(page);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await markDocument(page);

    await page.click('header nav a[href="/releases"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Releases');
    expect(page.url()).toBe(`${e2e.site.url}/releases`);
    expect(await isSameDocument(page)).toBe(true);
    await page.waitForFunction(() => document.title === 'Releases');
    // The new page came as the server's HTML (docs/decisions/0118): no query asked for it.
    await page.waitForFunction(() => document.querySelectorAll('main article a[href^="/products/"]').length > 0);
    expect(problems.graphqlRequests).toEqual([]);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Lumen Tide');
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.graphqlRequests).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('hydrates a filtered listing reached by a campaign link (tracking parameters, any order) without a mismatch', async () => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    await page.goto(`${e2e.site.url}/releases?utm_source=newsletter&year=2024&format=album&fbclid=abc`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    expect(await page.$eval('main details a[href*="format=ep"]', (a) => a.getAttribute('href'))).toBe('/releases?format=ep&year=2024');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown address, hydrated without errors', async () => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    const response = await page.goto(`${e2e.site.url}/no-such-page`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Page not found');
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests).toEqual([]);
    await page.close();
  });
});
