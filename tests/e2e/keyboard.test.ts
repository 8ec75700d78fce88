/**
 * Keyboard paths (issue: "every menu, carousel and popup usable without a mouse, focus visible and
 * returned on close"): a visitor who only presses Tab, Enter and Escape.
 */
import type { Page } from 'puppeteer';
import { isSameDocument, markDocument } from '../support/browser';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

/** A tab of the file's shared profile, before any consent (the banner is on the keyboard's path). */
const open = (path: string) => openPage(e2e, path, { ownProfile: false, consentGiven: false, waitUntil: 'domcontentloaded' });

/** What has focus, described by the test's own predicate; Tab until it matches (at most `limit` presses). */
async function tabTo(page: Page, matches: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((source) => new Function('el', `return (${source})(el)`)(document.activeElement), matches);
    if (hit) return;
  }
  throw new Error(`Tab never reached an element matching ${matches}`);
}

/** The focused element shows a focus indicator (an outline that is drawn). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
}

const activeText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');

describe('keyboard only', () => {
  it('filter menu: Enter opens, Tab reaches the options, Escape closes and returns focus, Enter on an option filters in place', async () => {
    const { page, problems } = await open('/releases');
    await markDocument(page);

    await tabTo(page, "(el) => el.tagName === 'SUMMARY' && el.textContent.includes('Format')");
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('summary[aria-expanded="true"]');

    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('All');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('summary[aria-expanded="true"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

    await page.keyboard.press('Enter');
    await page.waitForSelector('summary[aria-expanded="true"]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Album');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?format=album');
    await page.waitForSelector('summary[aria-expanded="true"]', { hidden: true });
    // Filtered in place: the same document, no reload.
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('collection carousel: the strip buttons choose a slide with Enter, with focus visible', async () => {
    const { page, problems } = await open('/');
    await tabTo(
      page,
      "(el) => el.tagName === 'BUTTON' && el.hasAttribute('aria-controls') && el.closest('ol') !== null && el.closest('li') !== el.closest('ol').firstElementChild",
    );
    expect(await focusIsVisible(page)).toBe(true);
    const slideId = await page.evaluate(() => document.activeElement!.getAttribute('aria-controls')!);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.getElementById(id)?.getAttribute('aria-hidden') === null, {}, slideId);
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-current'))).toBe('true');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('video popup: Enter on a thumbnail opens it with focus on Close; Escape closes it and focus returns', async () => {
    const { page, problems } = await open('/radio');
    // The player is a video service's page: answered here, so the test never leaves the machine.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === '127.0.0.1') void request.continue();
      else void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' });
    });
    await tabTo(page, "(el) => el.tagName === 'BUTTON' && el.querySelector('img') !== null && el.closest('section') !== null");
    expect(await focusIsVisible(page)).toBe(true);
    await page.evaluate(() => document.activeElement!.setAttribute('data-opener', ''));
    await page.keyboard.press('Enter');
    // The video's dialog (the overlay menu's, mounted closed once its button was passed, is another).
    await page.waitForSelector('[role="dialog"][aria-label="Video"]');
    expect(await activeText(page)).toBe('Close');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"][aria-label="Video"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-opener'))).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
