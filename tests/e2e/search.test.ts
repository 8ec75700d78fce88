/**
 * Search (spec 001 §2 "Search overlay", §4, §5, §9) in Chromium, on a phone and a desktop: the
 * overlay after hydration, and the /search page with JavaScript off.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer';
import { launchBrowser, screenshot, screenshotDir, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

jest.setTimeout(120_000);

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (site) expect(await site.stop()).toBe(0);
});

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
type Viewport = (typeof viewports)[number];

/** A page that lists many results, so the document is long enough to scroll. */
const LONG_PAGE = '/search?q=lumen';

async function open(viewport: Viewport, path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await browser.newPage();
  await page.setViewport({ width: viewport.width, height: viewport.height });
  // axe is injected for the audit only; the site's own CSP stays untouched for visitors.
  await page.setBypassCSP(true);
  const problems = watchPage(page);
  await page.goto(new URL(path, site.url).toString(), { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  return { page, problems };
}

/** The 'Search' button that opens the overlay (the link it replaces is gone once hydrated). */
async function searchButton(page: Page): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')).find(
        (button) => button.textContent?.trim() === 'Search',
      ) ?? false,
    { timeout: 10_000 },
  );
  return handle as unknown as ElementHandle<HTMLButtonElement>;
}

const DIALOG = '[role="dialog"][aria-label="Search"]';
const dialogOpen = (page: Page) => page.$(DIALOG).then((element) => element !== null);
const searchRequests = (problems: PageProblems) => problems.graphqlRequests.filter((body) => body.includes('"Search"'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowTexts = (page: Page) => page.$$eval(`${DIALOG} li a`, (links) => links.map((a) => a.textContent ?? ''));

async function openOverlay(page: Page): Promise<void> {
  await (await searchButton(page)).click();
  await page.waitForSelector(DIALOG, { visible: true });
}

/** What the visitor sees of an open overlay: the viewport (a full-page shot would stretch it). */
async function viewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
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
    await page.mouse.wheel({ deltaY: 600 });
    await sleep(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.type('ho', { delay: 40 });
    await sleep(900);
    expect(searchRequests(problems)).toEqual([]);
    expect(await page.$eval(DIALOG, (d) => d.textContent)).toContain('Type at least 3 characters to search.');

    await page.keyboard.type('u');
    await sleep(250);
    expect(searchRequests(problems)).toEqual([]); // still waiting out the debounce
    await page.waitForSelector(`${DIALOG} li a`, { timeout: 10_000 });
    await sleep(800);
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
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Nothing found.'), { timeout: 10_000 }, DIALOG);
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
    // Tab cycles input → Close → input, never back to the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).placeholder)).toBe('Search...');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');

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
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await openOverlay(page);
    await page.keyboard.type('lumen');
    await page.waitForSelector(`${DIALOG} li a`, { timeout: 10_000 });
    const href = await page.$eval(`${DIALOG} li a`, (a) => a.getAttribute('href')!);
    await page.click(`${DIALOG} li a`);
    await page.waitForFunction((target) => location.pathname === target, { timeout: 15_000 }, href);
    await page.waitForSelector(DIALOG, { hidden: true });
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(await page.$eval('h1', (h) => h.textContent?.trim().length ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
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
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('main form[role="search"] input[name="q"]').fill('zqxjvw');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?q=zqxjvw');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Nothing found.'), { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: the Search link, the GET form, results and a hint under 3 characters', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.setJavaScriptEnabled(false);
    const problems = watchPage(page);
    await page.goto(`${site.url}/us/search`, { waitUntil: 'load' });

    // The Search button is a plain link to the page, keeping the locale.
    const links = await page.$$eval('a', (anchors) => anchors.filter((a) => a.textContent?.trim() === 'Search').map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href === '/us/search')).toBe(true);
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Type at least 3 characters to search.');

    await page.type('main input[name="q"]', 'lumen');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/us/search?q=lumen');
    const rows = await page.$$eval('main ul[role="list"] > li > a', (anchors) => anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href')! })));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.href.startsWith('/us/'))).toBe(true);
    await screenshot(page, `search-page-nojs-${viewport.name}`);

    const response = await page.goto(new URL(rows[0]!.href, site.url).toString(), { waitUntil: 'load' });
    expect([200, 304]).toContain(response?.status());

    await page.goto(`${site.url}/search?q=ab`, { waitUntil: 'load' });
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Type at least 3 characters to search.');
    await page.goto(`${site.url}/search?q=zqxjvw`, { waitUntil: 'load' });
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Nothing found.');
    // With JavaScript off Chromium refuses the page's modules: that is the point, not a failure.
    expect(problems.errors.filter((error) => !/^request failed: \S+\/assets\/\S+\.js \(undefined\)$/.test(error))).toEqual([]);
    await page.close();
  });
});
