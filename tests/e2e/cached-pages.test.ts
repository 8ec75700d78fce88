import type { HTTPResponse, Page } from 'puppeteer';
import { waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';
import { startFakeService, type FakeService } from '../support/fake-service';

jest.setTimeout(240_000);

type TestWindow = Window & {
  cspViolations?: string[];
  lumenTideAnalytics?: unknown[][];
  fakeTagManagerLoaded?: boolean;
};

/** A stand-in tag manager on another origin: its script is loaded by the site's code after consent. */
let tagManager: FakeService;
beforeAll(async () => {
  tagManager = await startFakeService((request) =>
    request.rawPath === '/gtag/js'
      ? { text: 'window.fakeTagManagerLoaded = true;', headers: { 'content-type': 'text/javascript; charset=utf-8' } }
      : { status: 204, text: '' },
  );
});
afterAll(() => tagManager?.close());

// The tag manager's address is only known once it listens.
const context = siteAndBrowserForFile(() => ({ env: { TAG_MANAGER_ID: 'G-E2ECACHE', TAG_MANAGER_URL: `${tagManager.origin}/gtag/js` } }));

const PAGES = ['/', '/releases', '/about', '/news'];

/** Records CSP violations from the first byte of every document on. */
async function recordViolations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const target = window as TestWindow;
    target.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

function scriptSrc(response: HTTPResponse): string {
  return (response.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

describe('cached pages in the browser', () => {
  it('runs every script of a cached page, consented tags and snippets included, with no CSP violation or console error', async () => {
    const { site, browser } = context;
    // Fill the cache (and the image cache, which a fresh site generates on first request).
    const warm = await browser.createBrowserContext();
    const warmPage = await warm.newPage();
    for (const path of PAGES) await warmPage.goto(`${site.url}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await warm.close();

    const visitor = await browser.createBrowserContext();
    const page = await visitor.newPage();
    const problems = watchPage(page);
    await recordViolations(page);

    // First visits in this profile: every page is a stored page, sent as stored (brotli, since
    // Chromium offers it), under the build's fixed hash-based policy.
    for (const path of PAGES) {
      const response = (await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' }))!;
      await waitForHydration(page);
      expect([response.status(), response.headers()['x-page-cache'], response.headers()['content-encoding']]).toEqual([200, 'HIT', 'br']);
      expect(scriptSrc(response)).toMatch(/^script-src 'sha256-[\w+/=]+' 'strict-dynamic' 'self'$/);
      expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
      expect(await page.evaluate(() => (window as TestWindow).cspViolations)).toEqual([]);
    }
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.click('section[aria-label="Cookie consent"] button::-p-text(Accept Cookies)');
    await page.waitForFunction(
      () => (window as TestWindow).fakeTagManagerLoaded === true && ((window as TestWindow).lumenTideAnalytics ?? []).length === 2,
      {
        timeout: 10_000,
      },
    );

    // Second visits: the browser revalidates its copy (304) or gets the stored page again; either
    // way the page runs under the fixed policy, and the consented tag manager and snippets load.
    for (const path of PAGES) {
      const response = (await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' }))!;
      await waitForHydration(page);
      expect([200, 304]).toContain(response.status());
      expect(response.headers()['x-page-cache']).toBe('HIT');
      await page.waitForFunction(
        () => (window as TestWindow).fakeTagManagerLoaded === true && ((window as TestWindow).lumenTideAnalytics ?? []).length === 2,
        {
          timeout: 10_000,
        },
      );
      await page.waitForNetworkIdle({ idleTime: 300 });
      expect(await page.evaluate(() => (window as TestWindow).cspViolations)).toEqual([]);
    }
    // The about page's e-mail sign-up form: its script is added by the site's code once the form's
    // part is hydrated, which it is when the visitor comes near it (docs/decisions/0106), and runs.
    await page.goto(`${site.url}/about`, { waitUntil: 'networkidle0' });
    await page.$eval('._form_12', (form) => form.scrollIntoView());
    await page.waitForSelector('._form_12 form', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as TestWindow).cspViolations)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await visitor.close();
  });
});
