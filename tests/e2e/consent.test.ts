import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Viewport } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { launchBrowser, viewportScreenshot, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { startFakeService, type FakeService } from '../support/fake-service';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

jest.setTimeout(180_000);

const demoCookies = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'content', 'cookies.json'), 'utf8'));

const BANNER = 'section[aria-label="Cookie consent"]';
const TAG_ID = 'G-E2ETEST';
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };

type TestWindow = Window & {
  dataLayer?: IArguments[];
  lumenTideAnalytics?: unknown[][];
  fakeTagManagerLoaded?: boolean;
  thirdPartySnippetRuns?: number;
};

/**
 * A stand-in tag manager on its own port (another origin): it counts every request, and its script
 * reports a measurement back with fetch, which only the CSP's connect-src lets through.
 */
function tagManagerRoute(tagManager: () => FakeService) {
  return (request: { rawPath: string }) =>
    request.rawPath === '/gtag/js'
      ? {
          text: `window.fakeTagManagerLoaded = true; fetch(${JSON.stringify(`${tagManager().origin}/collect`)}, { method: 'POST', mode: 'no-cors' });`,
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        }
      : { status: 204, text: '' };
}

/** A third-party analytics host in the dialect of spec 001 §7, answering cross-origin calls. */
function analyticsHostRoute(request: { rawPath: string }) {
  const cors = { 'access-control-allow-origin': '*' };
  if (request.rawPath === '/analytics/cookies')
    return { json: { message: demoCookies.message, preferences: demoCookies.preferences }, headers: cors };
  if (request.rawPath === '/analytics/snippets') {
    return { json: { value: '<script>window.thirdPartySnippetRuns = (window.thirdPartySnippetRuns || 0) + 1;</script>' }, headers: cors };
  }
  if (request.rawPath === '/register/acceptCookies') return { status: 204, text: '', headers: cors };
  return { status: 404, json: {}, headers: cors };
}

let browser: Browser;
let tagManager: FakeService;
let analyticsHost: FakeService;
let site: SiteProcess;
let siteWithHost: SiteProcess;

beforeAll(async () => {
  [tagManager, analyticsHost, browser] = await Promise.all([startFakeService(), startFakeService(analyticsHostRoute), launchBrowser()]);
  tagManager.route = tagManagerRoute(() => tagManager);
  const tagEnv = { TAG_MANAGER_ID: TAG_ID, TAG_MANAGER_URL: `${tagManager.origin}/gtag/js` };
  [site, siteWithHost] = await Promise.all([
    startSiteProcess({ env: tagEnv }),
    startSiteProcess({ env: { ...tagEnv, ANALYTICS_HOST: analyticsHost.origin } }),
  ]);
  await Promise.all([warmUp(site.url), warmUp(siteWithHost.url)]);
}, 300_000);

/**
 * A fresh site generates the demo's images on first request, which holds the browser's few
 * connections per host for many seconds: one visit per width first, so the tests time the banner,
 * not the image cache.
 */
async function warmUp(origin: string): Promise<void> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewport(viewport);
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0', timeout: 120_000 });
  }
  await context.close();
}

afterAll(async () => {
  await browser?.close();
  await Promise.all([tagManager?.close(), analyticsHost?.close()]);
  if (site) expect(await site.stop()).toBe(0);
  if (siteWithHost) expect(await siteWithHost.stop()).toBe(0);
});

beforeEach(() => {
  tagManager.requests.length = 0;
  analyticsHost.requests.length = 0;
});

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Every request the page made, in order. */
  requests: string[];
}

/** A fresh profile (empty localStorage) with a watched page. */
async function newVisitor(viewport: Viewport = DESKTOP): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const problems = watchPage(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, problems, requests };
}

async function openHome(visit: Visit, origin: string): Promise<void> {
  await visit.page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await waitForHydration(visit.page);
}

/** A fresh visitor on the hydrated home page, with the consent banner showing. */
async function visitorSeeingBanner(origin: string, viewport: Viewport = DESKTOP): Promise<Visit> {
  const visit = await newVisitor(viewport);
  await openHome(visit, origin);
  await visit.page.waitForSelector(BANNER, { visible: true });
  return visit;
}

const origins = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
const bannerButton = (text: string) => `${BANNER} button::-p-text(${text})`;
const storedConsent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('accepted-cookies') ?? 'null'));
const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    ((window as TestWindow).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === 'consent' && args[1] === 'update'),
  );
const tagManagerPaths = () => tagManager.requests.map((request) => request.rawPath);

describe('cookie consent with the embedded analytics twin', () => {
  it('loads nothing third-party before consent; Accept Cookies stores, registers, and loads the tag manager and the snippets', async () => {
    const visit = await visitorSeeingBanner(site.url);
    const { page } = visit;

    // Before any choice: every request went to the site itself, and the tag manager heard nothing.
    expect(origins(visit.requests)).toEqual([site.url]);
    expect(
      visit.requests.filter((url) => url.includes('/analytics/') || url.includes('/register/')).map((url) => new URL(url).pathname),
    ).toEqual(['/analytics/cookies']);
    expect(tagManager.requests).toEqual([]);
    expect(await page.evaluate(() => (window as TestWindow).dataLayer)).toBeUndefined();
    expect(await page.$eval(BANNER, (el) => el.textContent)).toContain('We use cookies to keep your basket');

    await page.click(bannerButton('Accept Cookies'));
    await page.waitForFunction(
      () => (window as TestWindow).fakeTagManagerLoaded === true && ((window as TestWindow).lumenTideAnalytics ?? []).length === 2,
      { timeout: 10_000 },
    );
    await page.waitForNetworkIdle({ idleTime: 300 });

    expect(await page.$(BANNER)).toBeNull();
    expect(await storedConsent(page)).toEqual({ a: true, ma: true });
    const consentCalls = visit.requests
      .filter((url) => /\/register\/|\/analytics\/snippets/.test(url))
      .map((url) => url.slice(site.url.length));
    expect(consentCalls).toEqual(['/register/acceptCookies?a=true&ma=true', '/analytics/snippets?a=true&ma=true']);
    expect(await consentUpdates(page)).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }]]);
    // The tag script by id, then its measurement (allowed by connect-src).
    expect(tagManagerPaths()).toEqual(['/gtag/js', '/collect']);
    expect(tagManager.requests[0]!.query.get('id')).toBe(TAG_ID);
    // The demo snippets ran, in configured order.
    expect(await page.evaluate(() => (window as TestWindow).lumenTideAnalytics)).toEqual([
      ['consent', 'analytics'],
      ['consent', 'marketing'],
    ]);
    expect(visit.problems.errors).toEqual([]);

    // A later visit: the banner stays hidden, the stored consent is applied, nothing is registered again.
    visit.requests.length = 0;
    tagManager.requests.length = 0;
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.waitForFunction(() => ((window as TestWindow).lumenTideAnalytics ?? []).length === 2, { timeout: 10_000 });
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await page.$(BANNER)).toBeNull();
    expect(visit.requests.filter((url) => /\/register\/|\/analytics\//.test(url)).map((url) => url.slice(site.url.length))).toEqual([
      '/analytics/cookies',
      '/analytics/snippets?a=true&ma=true',
    ]);
    expect(tagManagerPaths()).toEqual(['/gtag/js', '/collect']);
    expect(visit.problems.errors).toEqual([]);
    await visit.context.close();
  });

  it('works by keyboard alone: edit preferences, untick Analytics, accept the selection; no tag manager without analytics', async () => {
    const visit = await visitorSeeingBanner(site.url, PHONE);
    const { page } = visit;
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          text: element.textContent?.trim() ?? '',
          inBanner: !!element.closest('section[aria-label="Cookie consent"]'),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });

    const backTab = async () => {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    };

    // The banner ends the document: Shift+Tab from the top reaches its buttons, then its link,
    // each with a visible focus ring.
    await backTab();
    expect(await focused()).toEqual({ text: 'Edit cookies preferences', inBanner: true, outline: 'solid 2px' });
    await backTab();
    expect(await focused()).toEqual({ text: 'Accept Cookies', inBanner: true, outline: 'solid 2px' });
    await backTab();
    expect(await focused()).toEqual({ text: 'privacy notice', inBanner: true, outline: 'solid 2px' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Edit cookies preferences');
    await page.keyboard.press('Enter');

    await page.waitForSelector(`${BANNER} h2`);
    expect(await page.$eval(`${BANNER} h2`, (el) => el.textContent)).toBe('Cookies Preferences');
    expect((await focused()).text).toBe('Cookies Preferences');
    const boxes = await page.$$eval(`${BANNER} input[type="checkbox"]`, (inputs) =>
      inputs.map((input) => ({
        label: input.labels?.[0]?.textContent,
        checked: input.checked,
      })),
    );
    expect(boxes).toEqual([
      { label: 'Analytics', checked: true },
      { label: 'Marketing', checked: true },
    ]);

    await page.keyboard.press('Tab');
    expect((await focused()).outline).toBe('solid 2px');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ text: 'Accept Selected Cookies', inBanner: true, outline: 'solid 2px' });
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => ((window as TestWindow).lumenTideAnalytics ?? []).length === 1, { timeout: 10_000 });
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await page.$(BANNER)).toBeNull();
    expect(await storedConsent(page)).toEqual({ a: false, ma: true });
    expect(visit.requests.filter((url) => /\/register\/|\/analytics\/snippets/.test(url)).map((url) => url.slice(site.url.length))).toEqual(
      ['/register/acceptCookies?a=false&ma=true', '/analytics/snippets?ma=true'],
    );
    expect(await page.evaluate(() => (window as TestWindow).lumenTideAnalytics)).toEqual([['consent', 'marketing']]);
    expect(await consentUpdates(page)).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'denied' }]]);
    expect(tagManager.requests).toEqual([]);
    expect(origins(visit.requests)).toEqual([site.url]);
    expect(visit.problems.errors).toEqual([]);
    await visit.context.close();
  });

  it('asks again when a configured param is missing from the stored consent', async () => {
    const visit = await newVisitor();
    const { page } = visit;
    await openHome(visit, site.url);
    await page.evaluate(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: true })));
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(BANNER, { visible: true });
    expect(tagManager.requests).toEqual([]);
    expect(visit.problems.errors).toEqual([]);
    await visit.context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s: a bar fixed to the bottom that fits the width, both views free of axe violations', async (name, viewport) => {
    const visit = await newVisitor(viewport);
    const { page } = visit;
    // axe is injected for the audit only (as in the journey test); the CSP is checked by the tests above.
    await page.setBypassCSP(true);
    await openHome(visit, site.url);
    await page.waitForSelector(BANNER, { visible: true });

    const layout = await page.$eval(BANNER, (el) => {
      const box = el.getBoundingClientRect();
      return {
        position: getComputedStyle(el).position,
        left: box.left,
        right: box.right,
        bottom: box.bottom,
        height: box.height,
        innerWidth: window.innerWidth,
        innerHeight: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(layout.position).toBe('fixed');
    expect(layout.left).toBe(0);
    expect(layout.right).toBe(layout.innerWidth);
    expect(Math.round(layout.bottom)).toBe(layout.innerHeight);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    // The simple view leaves most of the page visible.
    expect(layout.height).toBeLessThan(layout.innerHeight * (name === 'phone' ? 0.5 : 0.25));
    // The page gets the bar's height as room below its end, so the footer can be scrolled into view.
    await page.waitForFunction(
      (selector) => document.body.style.paddingBottom === `${document.querySelector(selector)!.getBoundingClientRect().height}px`,
      {},
      BANNER,
    );
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe(`${layout.height}px`);
    await viewportScreenshot(page, `consent-simple-${name}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.click(bannerButton('Edit cookies preferences'));
    await page.waitForSelector(`${BANNER} h2`);
    const detailed = await page.$eval(BANNER, (el) => ({
      bottom: el.getBoundingClientRect().bottom,
      innerHeight: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(Math.round(detailed.bottom)).toBe(detailed.innerHeight);
    expect(detailed.scrollWidth).toBeLessThanOrEqual(detailed.innerWidth);
    await viewportScreenshot(page, `consent-detailed-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(visit.problems.errors).toEqual([]);
    await visit.context.close();
  });
});

describe('cookie consent with a third-party analytics host', () => {
  it('asks the host for the configuration only; registration, snippets and the tag manager wait for consent', async () => {
    const visit = await visitorSeeingBanner(siteWithHost.url);
    const { page } = visit;

    // Before consent the only third-party call is the configuration the banner needs.
    expect(origins(visit.requests)).toEqual([siteWithHost.url, analyticsHost.origin]);
    expect(analyticsHost.requests.map((request) => request.rawPath)).toEqual(['/analytics/cookies']);
    expect(tagManager.requests).toEqual([]);

    await page.click(bannerButton('Accept Cookies'));
    await page.waitForFunction(
      () => (window as TestWindow).thirdPartySnippetRuns === 1 && (window as TestWindow).fakeTagManagerLoaded === true,
      { timeout: 10_000 },
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(analyticsHost.requests.map((request) => `${request.rawPath}?${request.query}`)).toEqual([
      '/analytics/cookies?',
      '/register/acceptCookies?a=true&ma=true',
      '/analytics/snippets?a=true&ma=true',
    ]);
    expect(tagManagerPaths()).toEqual(['/gtag/js', '/collect']);
    // Nothing was asked of the site's own twin, which is not even served.
    expect(visit.requests.filter((url) => url.startsWith(`${siteWithHost.url}/analytics/`))).toEqual([]);
    expect(visit.problems.errors).toEqual([]);
    await visit.context.close();
  });

  it('only logs a warning when the host does not answer in time: no banner, no error', async () => {
    analyticsHost.route = () => ({ hang: true });
    try {
      const visit = await newVisitor();
      const { page } = visit;
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warn') warnings.push(message.text());
      });
      await page.goto(`${siteWithHost.url}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      // The browser's budget is CONSENT_REQUEST_TIMEOUT_MS (10 s); the warning comes after it.
      const deadline = Date.now() + 20_000;
      while (!warnings.some((text) => text.includes('the cookie configuration could not be loaded')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(warnings.filter((text) => text.startsWith('Cookie consent:'))).toEqual([
        expect.stringContaining('the cookie configuration could not be loaded'),
      ]);
      expect(await page.$(BANNER)).toBeNull();
      expect(tagManager.requests).toEqual([]);
      expect(visit.problems.errors).toEqual([]);
      await visit.context.close();
    } finally {
      analyticsHost.route = analyticsHostRoute;
    }
  });
});
