/**
 * Search (spec 001 §2 "Search overlay", §4, §5, §9) in Chromium, on a phone and a desktop: the
 * overlay after hydration, and the /search page with JavaScript off.
 */
import type { Page } from 'puppeteer';
import { BROWSE_LINKS, SEARCH_DEBOUNCE_MS } from '../../shared/lib/frame/search';
import { axeViolations } from '../support/axe';
import {
  headerDialogButton,
  isSameDocument,
  markDocument,
  type PageProblems,
  screenshot,
  viewportScreenshot,
  watchPage,
  wheelAndSettle,
} from '../support/browser';
import { openPage, phoneAndDesktop, siteAndBrowserForFile, type VisitorViewport } from '../support/e2e-site';
import { timersRun, waitForDebounce, watchTimers } from '../support/page-timers';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const viewports = phoneAndDesktop;
type Viewport = VisitorViewport;

/** A page that lists many results, so the document is long enough to scroll. */
const LONG_PAGE = '/search?q=lumen';

/** A tab of the shared profile, before consent; the page's timers watched (the debounce is observed, not slept past). */
const open = (viewport: Viewport, path: string) =>
  // axe is injected for the audit only; the site's own CSP stays untouched for visitors.
  openPage(e2e, path, {
    width: viewport.width,
    height: viewport.height,
    ownProfile: false,
    consentGiven: false,
    bypassCSP: true,
    waitUntil: 'networkidle0',
    beforeLoad: watchTimers,
  });

/** The 'Search' button that opens the overlay (the link it replaces is gone once hydrated). */
const searchButton = (page: Page) => headerDialogButton(page, /^Search$/);

const DIALOG = '[role="dialog"][aria-label="Search"]';
const dialogOpen = (page: Page) => page.$(DIALOG).then((element) => element !== null);
const searchRequests = (problems: PageProblems) => problems.graphqlRequests.filter((body) => body.includes('"Search"'));
const rowTexts = (page: Page) => page.$$eval(`${DIALOG} li a`, (links) => links.map((a) => a.textContent ?? ''));

async function openOverlay(page: Page): Promise<void> {
  await (await searchButton(page)).click();
  await page.waitForSelector(DIALOG, { visible: true });
}

describe.each(viewports)('search on a $name ($width px)', (viewport) => {
  it('the overlay: scroll locked, input focused, no request under 3 characters, one request 500 ms after typing, rows, Nothing found.', async () => {
    const { page, problems } = await open(viewport, LONG_PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await openOverlay(page);

    // The input 'Search...' has focus; the page behind cannot scroll.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder)).toBe('Search...');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await wheelAndSettle(page, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Under 3 characters: the debounce runs out and sends nothing.
    const debouncesBefore = await timersRun(page, SEARCH_DEBOUNCE_MS);
    await page.keyboard.type('ho', { delay: 40 });
    await waitForDebounce(page, SEARCH_DEBOUNCE_MS, debouncesBefore);
    expect(searchRequests(problems)).toEqual([]);
    expect(await page.$eval(DIALOG, (d) => d.textContent)).toContain('Type at least 3 characters to search.');

    // The third character: one request, sent when the debounce has run out, not before.
    const debouncesRun = await timersRun(page, SEARCH_DEBOUNCE_MS);
    const typedAt = Date.now();
    const searchSent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('"Search"'),
      { timeout: 10_000 },
    );
    await page.keyboard.type('u');
    await searchSent;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(250); // still waiting out the debounce at 250 ms
    await page.waitForSelector(`${DIALOG} li a`, { timeout: 10_000 });
    await waitForDebounce(page, SEARCH_DEBOUNCE_MS, debouncesRun);
    expect(searchRequests(problems)).toHaveLength(1);
    expect(searchRequests(problems)[0]).toContain('"text":"hou"');

    const rows = await rowTexts(page);
    expect(rows.length).toBeGreaterThan(3);
    // Product groups first (releases: type label, title, ' - artist'), then artists.
    expect(rows[0]).toMatch(/^(Album|E\.P\.|Single) .*Hourglass.* - \S/);
    expect(rows).toContain('Artist Glasshouse Theory');
    await viewportScreenshot(page, `search-overlay-${viewport.name}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator(`${DIALOG} input`).fill('zqxjvw');
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('Nothing found.'),
      { timeout: 10_000 },
      DIALOG,
    );
    expect(await rowTexts(page)).toEqual([]);
    await viewportScreenshot(page, `search-overlay-nothing-${viewport.name}`);

    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('closes with Escape, the close button and a click outside, returning focus; Tab stays inside', async () => {
    const { page, problems } = await open(viewport, '/search');
    const focusIsOnSearchButton = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.tagName === 'BUTTON' && active.getAttribute('aria-haspopup') === 'dialog' && active.textContent?.trim() === 'Search';
      });

    await openOverlay(page);
    // Tab cycles input → Close → the places to browse → input, never back to the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    for (const place of BROWSE_LINKS) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(place.text);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).placeholder)).toBe('Search...');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(BROWSE_LINKS[BROWSE_LINKS.length - 1]!.text);

    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusIsOnSearchButton()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await openOverlay(page);
    await page.click(`${DIALOG} button::-p-text(Close)`);
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusIsOnSearchButton()).toBe(true);

    await openOverlay(page);
    await page.mouse.click(4, viewport.height - 4);
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusIsOnSearchButton()).toBe(true);
    expect(await dialogOpen(page)).toBe(false);

    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('choosing a result navigates in place and closes the overlay', async () => {
    const { page, problems } = await open(viewport, '/search');
    await markDocument(page);
    await openOverlay(page);
    await page.keyboard.type('lumen');
    await page.waitForSelector(`${DIALOG} li a`, { timeout: 10_000 });
    const href = await page.$eval(`${DIALOG} li a`, (a) => a.getAttribute('href')!);
    await page.click(`${DIALOG} li a`);
    await page.waitForFunction((target) => location.pathname === target, { timeout: 15_000 }, href);
    await page.waitForSelector(DIALOG, { hidden: true });
    // The new page shows its heading once its data is in: waited for as a condition, not a quiet spell.
    await page.waitForFunction(() => (document.querySelector('main h1')?.textContent?.trim().length ?? 0) > 0, { timeout: 15_000 });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the /search page with results, hydrated without asking for them again, and axe finds nothing', async () => {
    const { page, problems } = await open(viewport, LONG_PAGE);
    expect(searchRequests(problems)).toEqual([]);
    expect(await page.$$eval('main ul[role="list"] > li', (items) => items.length)).toBeGreaterThan(3);
    expect(await page.$eval('head meta[name="robots"]', (m) => m.getAttribute('content'))).toBe('noindex, follow');
    await screenshot(page, `search-page-${viewport.name}`);
    expect(await axeViolations(page)).toEqual([]);

    // With JavaScript the form searches in place.
    await markDocument(page);
    await page.locator('main form[role="search"] input[name="q"]').fill('zqxjvw');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?q=zqxjvw');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Nothing found.'), { timeout: 10_000 });
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: the Search link, the GET form, results and a hint under 3 characters', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.setJavaScriptEnabled(false);
    const problems = watchPage(page);
    await page.goto(`${e2e.site.url}/us/search`, { waitUntil: 'load' });

    // The Search button is a plain link to the page, keeping the locale.
    const links = await page.$$eval('a', (anchors) =>
      anchors.filter((a) => a.textContent?.trim() === 'Search').map((a) => a.getAttribute('href')),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href === '/us/search')).toBe(true);
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Type at least 3 characters to search.');

    await page.type('main input[name="q"]', 'lumen');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/us/search?q=lumen');
    const rows = await page.$$eval('main ul[role="list"] > li > a', (anchors) =>
      anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href')! })),
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.href.startsWith('/us/'))).toBe(true);
    await screenshot(page, `search-page-nojs-${viewport.name}`);

    const response = await page.goto(new URL(rows[0]!.href, e2e.site.url).toString(), { waitUntil: 'load' });
    expect([200, 304]).toContain(response?.status());

    await page.goto(`${e2e.site.url}/search?q=ab`, { waitUntil: 'load' });
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Type at least 3 characters to search.');
    await page.goto(`${e2e.site.url}/search?q=zqxjvw`, { waitUntil: 'load' });
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Nothing found.');
    // With JavaScript off Chromium refuses the page's modules: that is the point, not a failure.
    expect(problems.errors.filter((error) => !/^request failed: \S+\/assets\/\S+\.js \(undefined\)$/.test(error))).toEqual([]);
    await page.close();
  });
});
