/**
 * Feedback, search and the 404 in Chromium, on a phone and a desktop: an add to the basket confirms
 * itself in a toast with the record's cover and a way to the basket; search rows carry a small
 * picture under the spec's four group headings, in the spec's order, with helpful empty and
 * no-result states; an unknown address answers 404 with a search form and the latest releases.
 * axe finds nothing on any of them; the console stays clean.
 */
import type { Page } from 'puppeteer';
import { NOTHING_FOUND_TEXT, SEARCH_GROUP_HEADINGS, SEARCH_GROUPS } from '../../shared/lib/frame/search';
import { axeViolations } from '../support/axe';
import { isReleasedRecord, readDemoContent, type DemoProduct, type DemoProductGroup } from '../support/demo-content';
import { headerDialogButton, viewportScreenshot } from '../support/browser';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const e2e = siteAndBrowserForFile();

/** A released record with a vinyl that needs no option and is sold everywhere. */
function releaseWithVinyl() {
  const groups = readDemoContent<DemoProductGroup[]>('product_groups.json');
  const products = readDemoContent<DemoProduct[]>('products.json');
  for (const group of groups) {
    if (!isReleasedRecord(group)) continue;
    const vinyl = products.find(
      (product) =>
        product.group === group.id &&
        product.status === 'active' &&
        product.format === 'Vinyl' &&
        product.items.length === 0 &&
        (product.stock ?? 0) > 20 &&
        product.territories.length === 0,
    );
    if (vinyl) return { group: group as DemoProductGroup & { title: string; cover_image: string }, vinyl };
  }
  throw new Error('no released record with a vinyl in the demo content');
}

/** A demo artist found in more than one of the search's groups (their name is on releases and posts). */
const ARTIST_QUERY = 'Glasshouse';
const NO_RESULT_QUERY = 'zqxjvw';
const SEARCH_DIALOG = '[role="dialog"][aria-label="Search"]';

const headerButton = headerDialogButton;

/** The groups shown in `root`: each heading's text and, per row, whether it shows a loaded picture. */
const shownGroups = (page: Page, root: string) =>
  page.$$eval(`${root} [data-search-group]`, (groups) =>
    groups.map((group) => ({
      heading: group.querySelector('h2, h3')?.textContent?.trim() ?? '',
      rows: [...group.querySelectorAll('li')].map((row) => {
        const image = row.querySelector('img');
        return { text: row.textContent ?? '', picture: !!image && image.complete && image.naturalWidth > 0 };
      }),
    })),
  );

describe.each(phoneAndDesktop)('feedback, search and the 404 on a $name ($width px)', (viewport) => {
  it('an add to the basket shows a toast with the cover and a way to the basket that opens it', async () => {
    const { group, vinyl } = releaseWithVinyl();
    const add = `main button[data-product-id="${vinyl.id}"]`;
    const { page, problems } = await openPage(e2e, `/products/${group.slug}`, { ...viewport, bypassCSP: true, hydrated: add });
    await page.$eval(add, (button) => button.scrollIntoView({ block: 'center' }));
    await page.click(add);

    const toast = await page.waitForSelector('.Toastify__toast [data-added-toast]', { visible: true, timeout: 20_000 });
    // Arrived (it slides in from the right), then a pointer over it holds its 5 s close while the
    // test looks at it (the library's pause on hover).
    await page.waitForFunction(() => document.querySelector('.Toastify__toast')?.getAnimations().length === 0, { timeout: 10_000 });
    await toast!.hover();
    // The toast names the record and shows its cover, loaded.
    expect(await toast!.evaluate((element) => element.textContent)).toContain(group.title);
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('[data-added-toast] img');
        return !!image && image.complete && image.naturalWidth > 0;
      },
      { timeout: 20_000 },
    );
    const coverSource = await page.$eval('[data-added-toast] img', (image) => decodeURIComponent(image.currentSrc));
    expect(coverSource).toContain(group.cover_image);
    // In the site's face and colours, not the library's default.
    const look = await page.$eval('.Toastify__toast', (element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, background: style.backgroundColor };
    });
    expect(look.font).toMatch(/Inter/);
    expect(look.background).not.toBe('rgb(18, 18, 18)');
    await viewportScreenshot(page, `feedback-toast-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);

    // "View basket" opens the basket panel, with the record in it, and the toast goes.
    await page.click('[data-added-toast] button::-p-text(View basket)');
    await page.waitForSelector('[role="dialog"][data-basket-panel]', { visible: true, timeout: 10_000 });
    expect(await page.$eval('[role="dialog"][data-basket-panel]', (panel) => panel.textContent)).toContain(group.title);
    await page.waitForSelector('[data-added-toast]', { hidden: true, timeout: 10_000 });
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the search overlay: a hint and places to go before typing, rows with pictures grouped in the spec order, the no-result state', async () => {
    const { page, problems } = await openPage(e2e, '/', { ...viewport, bypassCSP: true, waitUntil: 'networkidle0' });
    await (await headerButton(page, /^Search$/)).click();
    await page.waitForSelector(SEARCH_DIALOG, { visible: true });

    // Before typing: the hint and links to browse.
    const empty = await page.$eval(SEARCH_DIALOG, (dialog) => ({
      text: dialog.textContent ?? '',
      links: [...dialog.querySelectorAll('a')].map((a) => new URL(a.href).pathname),
    }));
    expect(empty.text).toContain('Type at least 3 characters to search.');
    expect(empty.links).toEqual(expect.arrayContaining(['/releases', '/artists', '/events']));
    await viewportScreenshot(page, `feedback-search-empty-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type(ARTIST_QUERY);
    await page.waitForSelector(`${SEARCH_DIALOG} [data-search-group] li`, { timeout: 10_000 });
    await page.waitForFunction(
      (root) =>
        [...document.querySelectorAll<HTMLImageElement>(`${root} [data-search-group] li img`)].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      { timeout: 20_000 },
      SEARCH_DIALOG,
    );
    const groups = await shownGroups(page, SEARCH_DIALOG);
    expect(groups.length).toBeGreaterThan(1);
    // The spec's order (product groups, artists, posts, events), each under its heading.
    const order = SEARCH_GROUPS.map((group) => SEARCH_GROUP_HEADINGS[group]);
    const headings = groups.map((group) => group.heading);
    expect(headings).toEqual(order.filter((heading) => headings.includes(heading)));
    expect(headings).toContain(SEARCH_GROUP_HEADINGS.artists);
    for (const group of groups) {
      expect(group.rows.length).toBeGreaterThan(0);
      for (const row of group.rows) expect(row).toEqual({ text: row.text, picture: true });
    }
    expect(groups.find((group) => group.heading === SEARCH_GROUP_HEADINGS.artists)!.rows.map((row) => row.text)).toContain(
      'Artist Glasshouse Theory',
    );
    await viewportScreenshot(page, `feedback-search-overlay-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing found: the spec's text, what was searched, a hint and places to go.
    await page.locator(`${SEARCH_DIALOG} input`).fill(NO_RESULT_QUERY);
    await page.waitForFunction(
      (root, text) => document.querySelector(root)?.textContent?.includes(text),
      { timeout: 10_000 },
      SEARCH_DIALOG,
      NOTHING_FOUND_TEXT,
    );
    const none = await page.$eval(SEARCH_DIALOG, (dialog) => ({
      text: dialog.textContent ?? '',
      links: [...dialog.querySelectorAll('a')].map((a) => new URL(a.href).pathname),
    }));
    expect(none.text).toContain(`No results for “${NO_RESULT_QUERY}”.`);
    expect(none.text).toContain('Check the spelling, or try an artist’s name or a release title.');
    expect(none.links).toEqual(expect.arrayContaining(['/releases', '/artists']));
    await viewportScreenshot(page, `feedback-search-nothing-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the /search page groups its rows the same way, with pictures', async () => {
    const { page, problems } = await openPage(e2e, `/search?q=${ARTIST_QUERY}`, {
      ...viewport,
      bypassCSP: true,
      waitUntil: 'networkidle0',
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('main [data-search-group] li img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      { timeout: 20_000 },
    );
    const groups = await shownGroups(page, 'main');
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) for (const row of group.rows) expect(row.picture).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportScreenshot(page, `feedback-search-page-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('an unknown address: status 404, a search form that searches, and the latest releases', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.setBypassCSP(true);
    const response = await page.goto(`${e2e.site.url}/no-such-page`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(404);
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe('Page not found');

    // The latest releases: links to release pages, each with its cover.
    const releases = await page.$$eval('main [data-latest-releases] a[href^="/products/"]', (links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(new Set(releases).size).toBeGreaterThanOrEqual(4);
    await viewportScreenshot(page, `feedback-404-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);

    // The form is a plain GET to /search (it works without JavaScript too).
    const form = await page.$eval('main form[role="search"]', (element) => ({
      method: element.getAttribute('method'),
      action: new URL(element.action).pathname,
      input: element.querySelector('input[name="q"]') !== null,
    }));
    expect(form).toEqual({ method: 'get', action: '/search', input: true });
    await page.type('main form[role="search"] input[name="q"]', ARTIST_QUERY);
    await page.keyboard.press('Enter');
    await page.waitForFunction((query) => location.pathname === '/search' && location.search === `?q=${query}`, {}, ARTIST_QUERY);
    await page.waitForSelector('main [data-search-group] li', { timeout: 15_000 });
    await page.close();
  });

  it('the 404 search form works without JavaScript', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.setJavaScriptEnabled(false);
    const response = await page.goto(`${e2e.site.url}/no-such-page`, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    expect(await page.$$eval('main [data-latest-releases] a[href^="/products/"]', (links) => links.length)).toBeGreaterThanOrEqual(4);
    await page.type('main form[role="search"] input[name="q"]', ARTIST_QUERY);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.$$eval('main [data-search-group] li', (rows) => rows.length)).toBeGreaterThan(0);
    await page.close();
  });
});
