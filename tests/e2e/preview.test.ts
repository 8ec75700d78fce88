import type { BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { viewportScreenshot, waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const PREVIEW_SECRET = 'e2e-preview-link-secret';
const e2e = siteAndBrowserForFile({ env: { PREVIEW_SECRET } });
let context: BrowserContext;

beforeAll(async () => {
  // Its own cookie jar: the preview cookie of one test never leaks into another.
  context = await e2e.browser.createBrowserContext();
});

const previewLink = (pagePath: string) => `${e2e.site.url}/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(pagePath)}`;
const toolbar = '[role="region"][aria-label="Preview toolbar"]';
const revalidateButton = `${toolbar} button`;
const buttonText = (page: Page) => page.$eval(revalidateButton, (button) => button.textContent);

/** A consent already given, so the banner does not cover the page under test. */
async function withConsentGiven(page: Page) {
  await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
}

describe('preview mode in a browser', () => {
  it('enters by the link, revalidates from the toolbar, and exits, with no console error', async () => {
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await withConsentGiven(page);
    const problems = watchPage(page);

    // Enter: the link sets the cookie and lands on the draft it names.
    const response = await page.goto(previewLink('/tour'), { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/tour');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Tour announcement');
    await waitForHydration(page, revalidateButton);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'label_preview')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Fixed at the bottom left.
    const box = (await (await page.$(toolbar))!.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(900 - (box.y + box.height)).toBeLessThan(40);
    expect(await buttonText(page)).toBe('Revalidate');

    // Revalidate by keyboard: the label reads Revalidating with a spinner until the call returns.
    const held: HTTPRequest[] = [];
    await page.setRequestInterception(true);
    const hold = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).pathname.startsWith('/api/revalidate')) held.push(request);
      else void request.continue();
    };
    page.on('request', hold);
    await page.focus(revalidateButton);
    await page.keyboard.press('Enter');
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Revalidating', {}, revalidateButton);
    expect(await page.$(`${revalidateButton} svg`)).not.toBeNull();
    expect(held.map((request) => new URL(request.url()).pathname)).toEqual(['/api/revalidate/tour']);
    await viewportScreenshot(page, 'preview-toolbar-revalidating');
    await held[0]!.continue();
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Revalidate', {}, revalidateButton);
    expect(await page.$(`${revalidateButton} svg`)).toBeNull();
    page.off('request', hold);
    await page.setRequestInterception(false);

    // Keyboard focus is visible: Tab from the button reaches Exit Preview with an outline.
    await page.focus(revalidateButton);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { text: element.textContent, visible: element.matches(':focus-visible'), outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused).toEqual({ text: 'Exit Preview', visible: true, outline: 'solid' });

    // Exit: the cookie is cleared and the public site shows again.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.$(toolbar)).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'label_preview')).toBeUndefined();
    const draft = await page.goto(`${e2e.site.url}/tour`, { waitUntil: 'networkidle0' });
    expect(draft?.status()).toBe(404);

    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it.each([
    [390, 844],
    [1440, 900],
  ])('shows the toolbar at %i px wide, above the page and clear of the content', async (width, height) => {
    const page = await context.newPage();
    await page.setViewport({ width, height });
    const problems = watchPage(page);
    await page.goto(previewLink('/about'), { waitUntil: 'networkidle0' });
    await waitForHydration(page, revalidateButton);
    const box = (await (await page.$(toolbar))!.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await viewportScreenshot(page, `preview-toolbar-${width}`);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('sits above the cookie banner on a phone instead of covering its buttons', async () => {
    const fresh = await e2e.browser.createBrowserContext(); // no consent stored yet
    const page = await fresh.newPage();
    await page.setViewport({ width: 390, height: 844 });
    const problems = watchPage(page);
    await page.goto(previewLink('/about'), { waitUntil: 'networkidle0' });
    const banner = await page.waitForSelector('section[aria-label]:has(button)');
    await page.waitForFunction((selector) => document.querySelector<HTMLElement>(selector)?.style.bottom.startsWith('calc'), {}, toolbar);
    const bannerBox = (await banner!.boundingBox())!;
    const toolbarBox = (await (await page.$(toolbar))!.boundingBox())!;
    expect(toolbarBox.y + toolbarBox.height).toBeLessThanOrEqual(bannerBox.y);
    await viewportScreenshot(page, 'preview-toolbar-390-with-banner');
    expect(problems.errors).toEqual([]);
    await fresh.close();
  });

  it('finds no axe violations on a page in preview', async () => {
    const page = await context.newPage();
    await withConsentGiven(page);
    await page.goto(previewLink('/tour'), { waitUntil: 'networkidle0' });
    // axe is injected for the audit only (the site's CSP would refuse it).
    await page.setBypassCSP(true);
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$(toolbar)).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
