/**
 * In Chromium against the built site: a view's calls end with the view (spec 001 §7 "All calls are
 * cancelled when the view is removed"): the search overlay's query when it closes, the fetch of a
 * page and of a grid's next page when the visitor moves to another page. A video playlist's failed "Load more"
 * says 'Error loading posts.' under the videos it keeps (spec 001 §8). A new visitor's first add
 * raises the basket's count and it never goes back down meanwhile (spec 000 §4). Zero console errors.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { COLLECTION_ERROR_TEXT, LOAD_MORE_TEXT } from '../../shared/lib/catalog/storefront-texts';
import { headerDialogButton, holdRequests, isSameDocument, markDocument, viewportScreenshot } from '../support/browser';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { within } from '../support/within';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

interface RecordedCall {
  operation: string;
  variables: Record<string, unknown>;
  signal: AbortSignal | null;
}

/**
 * Records the page's every /graphql fetch with the signal it was given, before any of the page's
 * scripts run, so a test can read `signal.aborted` as the site's code left it.
 */
async function recordGraphQLCalls(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const calls: { operation: string; variables: Record<string, unknown>; signal: AbortSignal | null }[] = [];
    Object.assign(window, { graphqlCalls: calls });
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(address, location.href).pathname === '/graphql' && typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { operationName: string; variables?: Record<string, unknown> };
        calls.push({ operation: body.operationName, variables: body.variables ?? {}, signal: init.signal ?? null });
      }
      return pageFetch(input, init);
    };
  });
}

/** The recorded calls of one operation: their variables and whether each was aborted. */
const callsOf = (page: Page, operation: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { graphqlCalls: RecordedCall[] }).graphqlCalls
        .filter((call) => call.operation === name)
        .map((call) => ({ variables: call.variables, aborted: call.signal?.aborted ?? false })),
    operation,
  );

/** Until the page has asked `operation` (with these variables among its own). */
const waitForCall = (page: Page, operation: string, variables: Record<string, unknown> = {}) =>
  page.waitForFunction(
    (name, wanted) =>
      (window as unknown as { graphqlCalls: RecordedCall[] }).graphqlCalls.some(
        (call) => call.operation === name && Object.entries(wanted).every(([key, value]) => call.variables[key] === value),
      ),
    { timeout: 10_000 },
    operation,
    variables,
  );

const waitForAbort = (page: Page, operation: string) =>
  page.waitForFunction(
    (name) =>
      (window as unknown as { graphqlCalls: RecordedCall[] }).graphqlCalls.some((call) => call.operation === name && call.signal?.aborted),
    { timeout: 10_000 },
    operation,
  );

/**
 * Holds /graphql requests of one operation unanswered while `holding` is on (a slow server, made
 * certain); every other request goes through. Requests Chromium reports aborted are counted.
 */
async function holdOperation(page: Page, operation: string) {
  const control = { holding: true, held: [] as HTTPRequest[], aborted: 0 };
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    const isHeld = control.holding && new URL(request.url()).pathname === '/graphql' && body.includes(`"operationName":"${operation}"`);
    if (isHeld) control.held.push(request);
    else void request.continue();
  });
  page.on('requestfailed', (request) => {
    if (control.held.includes(request) && request.failure()?.errorText === 'net::ERR_ABORTED') control.aborted += 1;
  });
  return control;
}

/**
 * Chromium's report that a held request was aborted reaches the test as an event of its own, after
 * the page has seen its signal abort: waited for, then counted exactly.
 */
async function expectAbortedOnce(control: { aborted: number }) {
  await within(10_000, () => control.aborted > 0, 'Chromium reports the held request aborted');
  expect(control.aborted).toBe(1);
}

/** A header button by the start of its visible text, once hydrated (it replaces a link until then). */
const headerButton = (page: Page, text: string) => headerDialogButton(page, new RegExp(`^${text}`));

const SEARCH_DIALOG = '[role="dialog"][aria-label="Search"]';

describe('calls end with the view that made them (spec 001 §7)', () => {
  it('closing the search overlay aborts its running query; opened again, it asks again and shows results', async () => {
    const { page, problems } = await openPage(e2e, '/', { beforeLoad: recordGraphQLCalls });
    const search = await holdOperation(page, 'Search');

    await (await headerButton(page, 'Search')).click();
    await page.waitForSelector(SEARCH_DIALOG, { visible: true });
    await page.keyboard.type('hou');
    await waitForCall(page, 'Search');
    expect(await callsOf(page, 'Search')).toEqual([{ variables: { text: 'hou' }, aborted: false }]);

    await page.keyboard.press('Escape');
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, SEARCH_DIALOG);
    await waitForAbort(page, 'Search');
    expect(await callsOf(page, 'Search')).toEqual([{ variables: { text: 'hou' }, aborted: true }]);

    // Nothing of the aborted call stays: the overlay opened again asks again and shows its answer.
    search.holding = false;
    await (await headerButton(page, 'Search')).click();
    await page.waitForSelector(SEARCH_DIALOG, { visible: true });
    await page.keyboard.type('hou');
    await page.waitForSelector(`${SEARCH_DIALOG} li a`, { timeout: 10_000 });
    expect(await callsOf(page, 'Search')).toEqual([
      { variables: { text: 'hou' }, aborted: true },
      { variables: { text: 'hou' }, aborted: false },
    ]);
    await expectAbortedOnce(search);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  // A page and a grid's next page come as the server's HTML (docs/decisions/0118): their fetches end
  // with the view.
  it('moving to another page aborts the running fetch of the page it leaves for', async () => {
    const { page, problems } = await openPage(e2e, '/');
    await markDocument(page);
    const releases = await holdRequests(
      page,
      (request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/releases',
    );
    await page.click('header nav a[href="/releases"]');
    await page.click('header nav a[href="/artists"]');
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Artists');
    expect(await releases.failed).toBe('/releases net::ERR_ABORTED');
    releases.release();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it("moving to another page aborts a collection's running 'Load more'", async () => {
    const { page, problems } = await openPage(e2e, '/releases');
    const nextPage = await holdRequests(page, (request) => request.resourceType() === 'fetch' && /[?&]page=2/.test(request.url()));
    await page.$eval('main [data-grid-end] :is(a, button)', (control) => control.scrollIntoView({ block: 'center' }));
    const loadMore = await page.waitForSelector(`::-p-xpath(//main//button[normalize-space()="${LOAD_MORE_TEXT}"])`, { timeout: 10_000 });
    await loadMore!.click();
    await page.waitForSelector('main [data-grid-end] button[aria-busy]');
    await page.click('header a[href="/"]');
    await page.waitForFunction(() => location.pathname === '/' && document.querySelector('main h1') !== null);
    expect(await nextPage.failed).toBe('/releases?page=2 net::ERR_ABORTED');
    nextPage.release();
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe("a video playlist's failed 'Load more' (spec 001 §8)", () => {
  const playlist = 'section[data-video-playlist]';

  it.each([
    { name: 'phone', width: 390 },
    { name: 'desktop', width: 1440 },
  ])('says "Error loading posts." under the videos it keeps, on a $name', async ({ name, width }) => {
    const { page, problems } = await openPage(e2e, '/', { width });
    // The next page asked with a token the service does not know: the server answers the playlist's error.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (
        new URL(request.url()).pathname === '/graphql' &&
        body.includes('"operationName":"PlaylistItems"') &&
        body.includes('"pageToken"')
      ) {
        const sent = JSON.parse(body) as { variables: Record<string, unknown> };
        sent.variables.pageToken = 'no-such-page';
        void request.continue({ postData: JSON.stringify(sent) });
      } else void request.continue();
    });

    const thumbnails = () => page.$$eval(`${playlist} li`, (items) => items.length);
    const before = await thumbnails();
    expect(before).toBeGreaterThan(0);
    const loadMore = await page.waitForSelector(
      `::-p-xpath(//section[@data-video-playlist]//button[normalize-space()="${LOAD_MORE_TEXT}"])`,
    );
    await loadMore!.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await loadMore!.click();

    const alert = await page.waitForSelector(`${playlist} [role="alert"]`, { timeout: 10_000 });
    expect(await alert!.evaluate((element) => element.textContent)).toBe(COLLECTION_ERROR_TEXT);
    expect(await thumbnails()).toBe(before);
    await alert!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await viewportScreenshot(page, `playlist-load-more-failed-${name}`);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

/** A demo release whose vinyl needs no choice (content/product_groups.json, content/products.json). */
const DEMO_RELEASE = { slug: 'the-pale-echo', vinylId: '9' };

describe("a new visitor's first add (spec 000 §4)", () => {
  it('raises the count to 1 and it never goes back to 0 while the empty cart is read', async () => {
    const { page, problems } = await openPage(e2e, `/products/${DEMO_RELEASE.slug}`);
    // The first read of the (still empty) cart held until the add has raised the count.
    await page.setRequestInterception(true);
    let holdFirstRead: ((request: HTTPRequest) => void) | null = null;
    const firstRead = new Promise<HTTPRequest>((resolve) => (holdFirstRead = resolve));
    page.on('request', (request) => {
      const isCartRead = request.method() === 'GET' && new URL(request.url()).pathname === '/store/cart/embed';
      if (isCartRead && holdFirstRead) {
        holdFirstRead(request);
        holdFirstRead = null;
      } else void request.continue();
    });
    // Every text the badge shows, in order ('' while hidden at 0).
    await page.evaluate(() => {
      const badge = () => document.querySelector('header [data-basket-count] [aria-hidden="true"]')?.textContent ?? '';
      const shown = [badge()];
      Object.assign(window, { badgeTexts: shown });
      new MutationObserver(() => {
        if (badge() !== shown.at(-1)) shown.push(badge());
      }).observe(document.querySelector('header')!, { subtree: true, childList: true, characterData: true });
    });
    const badgeTexts = () => page.evaluate(() => (window as unknown as { badgeTexts: string[] }).badgeTexts);

    const add = await page.waitForSelector(`main button[data-product-id="${DEMO_RELEASE.vinylId}"]:not([disabled])`, { timeout: 10_000 });
    await add!.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await add!.click();
    await page.waitForFunction(() => (window as unknown as { badgeTexts: string[] }).badgeTexts.includes('1'), { timeout: 10_000 });
    void (await firstRead).continue();

    // The add done and the cart read again after it: the badge pulses.
    await page.waitForSelector('header [data-basket-ping]', { timeout: 10_000 });
    expect(await badgeTexts()).toEqual(['', '1']);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
