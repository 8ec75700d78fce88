/**
 * Content parts in a browser (docs/decisions/0106): the slots below the first screen keep the
 * server's HTML until their code is asked for, their code arrives as they come near, and a visitor
 * who presses one of their controls before the code is there sees the press take effect once it is.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { isSameDocument, markDocument, waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const BAR = 'section[aria-label="Audio player"]';
const PART_PLAY_BUTTON = 'main [data-part="collection-slot"] button[data-reference-id]';
const isPartChunk = (url: string, part: string) => new RegExp(`/assets/chunks/${part}-content-[A-Z0-9]+\\.js$`).test(url);

// The content parts belong to the whole-document client (decisions 0106, 0107), which the islands
// client replaced as the default (0118); they are tested on it until it is removed. The islands'
// own holding of a press before their code: tests/e2e/islands.test.ts.
const e2e = siteAndBrowserForFile({ env: { CLIENT_HYDRATION: 'document' } });

/** Holds the requests for one part's chunk until `release` is called; everything else goes on. */
async function holdPartChunk(page: Page, part: string) {
  const held: HTTPRequest[] = [];
  let holding = true;
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && isPartChunk(request.url(), part)) {
      held.push(request);
      markRequested();
    } else void request.continue();
  });
  return {
    /** Settles once the page has asked for the chunk (and been kept waiting). */
    requested,
    release: async () => {
      holding = false;
      await Promise.all(held.map((request) => request.continue()));
    },
  };
}

async function openPhone() {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  return { context, page, problems: watchPage(page) };
}

describe('content parts', () => {
  it('a play button pressed before its part has its code starts the preview once the code is there', async () => {
    const { context, page, problems } = await openPhone();
    const chunk = await holdPartChunk(page, 'collection-slot');
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'load', timeout: 60_000 });
    await waitForHydration(page);

    // The server's button is there and visible; its code is held back.
    const button = await page.waitForSelector(PART_PLAY_BUTTON, { visible: true });
    await button!.scrollIntoView();
    await chunk.requested;
    await button!.click();
    expect(await page.$(BAR)).toBeNull();

    await chunk.release();
    await page.waitForSelector(BAR, { timeout: 15_000 });
    await page.waitForFunction(
      () => {
        const audio = document.querySelector('audio');
        return !!audio && !audio.paused && audio.currentTime > 0.3;
      },
      { timeout: 30_000 },
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a part far below the first screen loads its code only when the visitor scrolls near it, then hydrates without error', async () => {
    const { context, page, problems } = await openPhone();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await waitForHydration(page);
    const itemParts = await page.$$eval('[data-part="item-slot"]', (elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    );
    expect(itemParts.length).toBeGreaterThan(0);
    expect(Math.min(...itemParts)).toBeGreaterThan(2 * PHONE.height);
    expect(scripts.filter((url) => isPartChunk(url, 'item-slot'))).toEqual([]);

    await page.evaluate(() => document.querySelector('[data-part="item-slot"]')!.scrollIntoView());
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(scripts.filter((url) => isPartChunk(url, 'item-slot'))).toHaveLength(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the footer, pure content, loads no code for being seen; a tap on one of its links still navigates within the site', async () => {
    const { context, page, problems } = await openPhone();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const footerChunks = () => scripts.filter((url) => /\/assets\/chunks\/site-footer-[A-Z0-9]+\.js$/.test(url));
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await waitForHydration(page);

    await page.evaluate(() => document.querySelector('#site-footer')!.scrollIntoView());
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(footerChunks()).toEqual([]);

    await markDocument(page);
    const link = await page.$eval('#site-footer nav a[href^="/"]:not([href="/"])', (a) => a.getAttribute('href')!);
    await page.click(`#site-footer nav a[href="${link}"]`);
    await page.waitForFunction((path) => location.pathname + location.search === path, { timeout: 15_000 }, link);
    // The same document: the site's own navigation took the tap, once the footer had its code.
    expect(await isSameDocument(page)).toBe(true);
    expect(footerChunks()).toHaveLength(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
