import type { HTTPRequest, Page } from 'puppeteer';
import { holdRequests, isSameDocument, markDocument, watchPage, type PageProblems } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(60_000);

// The islands client (docs/decisions/0118), the default: named here, as this file's subject.
const e2e = siteAndBrowserForFile({ env: { CLIENT_HYDRATION: 'islands' } });

/** Every script and fetch the page asks for from the site, by path. */
function recordRequests(page: Page): { scripts: string[]; fetches: string[] } {
  const seen = { scripts: [] as string[], fetches: [] as string[] };
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (url.origin !== e2e.site.url) return;
    if (request.resourceType() === 'script') seen.scripts.push(url.pathname);
    if (request.resourceType() === 'fetch') seen.fetches.push(url.pathname + url.search);
  });
  return seen;
}

const navigationReady = (page: Page) => page.waitForFunction(() => 'navigation' in window && document.readyState === 'complete');

/** Opens `/` as a visitor on a desktop would, once the page runs, with the document marked. */
async function openHome(width = 1440): Promise<{ page: Page; problems: PageProblems }> {
  const page = await e2e.browser.newPage();
  await page.setViewport({ width, height: width < 800 ? 844 : 900 });
  const problems = watchPage(page);
  await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
  await navigationReady(page);
  await markDocument(page);
  return { page, problems };
}

describe('a page taken over by islands', () => {
  it('loads the islands entry and no query results, with no console error', async () => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    const requests = recordRequests(page);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    expect(requests.scripts.filter((path) => /^\/assets\/(islands\/)?(entry|islands)-/.test(path))).toEqual([
      expect.stringMatching(/^\/assets\/islands\/islands-/),
    ]);
    const results = await page.$eval('#site-data', (element) => JSON.parse(element.textContent ?? '{}').results);
    expect(results).toEqual({});
    // Nor do the blocks streamed after the shell.
    const blockData = await page.$$eval('script[id^="block-data"]', (elements) => elements.map((element) => element.textContent));
    expect(blockData.length).toBeGreaterThan(0);
    expect(new Set(blockData)).toEqual(new Set(['{}']));
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests).toEqual([]);
    await page.close();
  });

  it('navigates by fetching the next page, in the same document, and back again where it was', async () => {
    const { page, problems } = await openHome();
    await page.evaluate(() => window.scrollTo(0, 600));
    const requests = recordRequests(page);

    await page.click('header nav a[href="/releases"]');
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Releases');
    expect(page.url()).toBe(`${e2e.site.url}/releases`);
    expect(await page.title()).toBe('Releases');
    expect(await isSameDocument(page)).toBe(true);
    // A new page starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(requests.fetches).toEqual(['/releases']);
    expect(await page.$eval('link[rel="canonical"]', (link) => link.getAttribute('href'))).toMatch(/\/releases$/);
    expect(await page.$$eval('head title', (titles) => titles.length)).toBe(1);
    // The new page's images: those within 200 px of the screen given their address (spec 000 §9),
    // the rest waiting with it beside them; none without one.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('#main img')]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight + 200)
        .every((image) => !!image.getAttribute('src')),
    );
    const waiting = await page.$$eval('#main img:not([src])', (images) => images.map((image) => !!image.getAttribute('data-lazy-src')));
    expect(waiting.length).toBeGreaterThan(0);
    expect(new Set(waiting)).toEqual(new Set([true]));

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Lumen Tide');
    expect(await page.title()).toBe('Lumen Tide');
    expect(await isSameDocument(page)).toBe(true);
    // Back where the visitor left it.
    await page.waitForFunction(() => window.scrollY === 600);
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests).toEqual([]);
    await page.close();
  });

  it('lands on a hash target smoothly, and keeps the position when only the query changes', async () => {
    const { page, problems } = await openHome();
    await page.evaluate(() => void window.navigation.navigate('/about#the-story'));
    // Clear of the sticky header: the target's top rests on the page's scroll padding.
    await page.waitForFunction(() => {
      const target = document.getElementById('the-story');
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return !!target && window.scrollY > 0 && Math.abs(target.getBoundingClientRect().top - padding) < 2;
    });
    expect(await isSameDocument(page)).toBe(true);

    await page.goto(`${e2e.site.url}/releases`, { waitUntil: 'networkidle0' });
    await navigationReady(page);
    await page.evaluate(() => window.scrollTo(0, 500));
    // Done once its page is in.
    await page.evaluate(async () => {
      await window.navigation.navigate('/releases?format=physical').finished;
    });
    expect(await page.evaluate(() => location.search)).toBe('?format=physical');
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it("puts the next page's logo in the header: a sister label's listing shows its variant", async () => {
    const { page, problems } = await openHome();
    const variant = () => page.$eval('header [data-logo-variant]', (logo) => logo.getAttribute('data-logo-variant'));
    expect(await variant()).toBe('default');
    await page.evaluate(async () => {
      await window.navigation.navigate('/releases?label=lumen-deep').finished;
    });
    expect(await variant()).toBe('sister');
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('shows the route progress bar while the next page is on its way', async () => {
    const { page, problems } = await openHome();
    await page.setRequestInterception(true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      // The page's fetch waits until the test has seen the bar; everything else goes on.
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/releases') void held.then(() => request.continue());
      else void request.continue();
    });
    await page.click('header nav a[href="/releases"]');
    await page.waitForSelector('[data-route-progress]');
    release();
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Releases');
    await page.waitForFunction(() => document.querySelector('[data-route-progress]') === null);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('leaves an address that is not a page to the browser', async () => {
    const { page } = await openHome();
    await page.evaluate(() => void window.navigation.navigate('/healthz'));
    // Fetched, found not to be a page, and loaded by the browser as it is.
    await page.waitForFunction(() => document.body?.textContent?.includes('"status"'));
    expect(page.url()).toBe(`${e2e.site.url}/healthz`);
    expect(await isSameDocument(page)).toBeFalsy();
    expect(await page.evaluate(() => document.body.textContent)).toMatch(/"status"/);
    await page.close();
  });
});

describe('the frame as islands', () => {
  it('opens the overlay menu from the menu button, and a link in it navigates in the same document and closes it', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    const problems = watchPage(page);
    const requests = recordRequests(page);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    // The menu's code is not part of the first load: it comes when the menu is opened.
    expect(requests.scripts.some((path) => path.includes('overlay-menu'))).toBe(false);
    await page.waitForSelector('[data-island="menu-button"] button');
    await markDocument(page);
    await page.click('[data-island="menu-button"] button');
    await page.waitForSelector('#overlay-menu.visible');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close menu');
    // Slid in before a link in it is pressed, as a visitor would.
    await page.waitForFunction(() => document.getElementById('overlay-menu')?.getBoundingClientRect().x === 0);
    await page.click('#overlay-menu a[href="/artists"]');
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Artists');
    await page.waitForSelector('#overlay-menu.invisible');
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('shows the cookie banner to a new visitor and hides it once accepted', async () => {
    const profile = await e2e.browser.createBrowserContext();
    const page = await profile.newPage();
    const problems = watchPage(page);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    const accept = await page.waitForSelector('section[aria-label="Cookie consent"] button');
    expect(await accept!.evaluate((button) => button.textContent)).toBe('Accept Cookies');
    await accept!.click();
    await page.waitForFunction(() => !document.querySelector('section[aria-label="Cookie consent"]'));
    expect(problems.errors).toEqual([]);
    await profile.close();
  });
});

describe("the pages' islands", () => {
  it('starts a preview, and the same audio keeps playing through three pages opened by links', async () => {
    const { page, problems } = await openHome();
    await page.click('button[data-reference-id]');
    await page.waitForSelector('section[aria-label="Audio player"]', { timeout: 15_000 });
    const playing = () =>
      page.evaluate(() => {
        const audio = document.querySelector('audio');
        return audio && !audio.paused ? { src: audio.getAttribute('src'), time: audio.currentTime } : null;
      });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3, { timeout: 30_000 });
    const first = await playing();
    expect(first?.src).toMatch(/^\/assets\//);

    for (const [link, heading] of [
      ['header nav a[href="/releases"]', 'Releases'],
      ['#main a[href^="/products/"]', null],
      ['header nav a[href="/artists"]', 'Artists'],
    ] as const) {
      const before = await page.evaluate(() => location.pathname);
      await page.click(link);
      await page.waitForFunction((from) => location.pathname !== from && document.querySelector('#main h1') !== null, {}, before);
      if (heading) await page.waitForFunction((text) => document.querySelector('#main h1')?.textContent === text, {}, heading);
      const now = await playing();
      expect(now?.src).toBe(first?.src);
    }
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.$$eval('audio', (list) => list.length)).toBe(1);
    await page.waitForFunction((time) => (document.querySelector('audio')?.currentTime ?? 0) > time, {}, first!.time + 0.5);
    expect(problems.errors).toEqual([]);
    expect(problems.graphqlRequests.length).toBeGreaterThan(0);
    await page.close();
  });
});

describe('what islands do before and after their code arrives', () => {
  it("takes a press on a below-the-fold control made before the control's code has loaded", async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    const problems = watchPage(page);
    // The preview buttons' code (its own chunk) waits until the test lets it come.
    const code = await holdRequests(page, (request) => /\/assets\/islands\/chunks\/preview-button-/.test(request.url()));
    await page.goto(`${e2e.site.url}/releases`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('#main [data-island="preview-button"] button')];
      const below = buttons.find((button) => button.getBoundingClientRect().top > window.innerHeight);
      below?.setAttribute('data-under-test', '');
      return !!below;
    });
    const below = '[data-under-test]';
    await page.$eval(below, (button) => button.scrollIntoView({ block: 'center' }));
    // Pressed before its code is there: the press is held, not lost.
    expect(await page.$eval(below, (button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    await page.click(below);
    code.release();
    await page.waitForSelector('section[aria-label="Audio player"]', { timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2, { timeout: 30_000 });
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
