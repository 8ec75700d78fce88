/**
 * A playlist whose service fails (spec 000 §8 "A collection or playlist query failure shows 'Error
 * loading posts.'"), read without JavaScript and with it: the same text, never a loading placeholder.
 */
import { waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

// A YouTube address where nothing listens: every playlist call fails at once.
const e2e = siteAndBrowserForFile({ env: { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_URL: 'http://127.0.0.1:9' } });

const playlistSection = 'section[data-video-playlist]';

describe('a failed video playlist', () => {
  it('without JavaScript shows "Error loading posts." in its place', async () => {
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(new URL('/radio', e2e.site.url).toString(), { waitUntil: 'domcontentloaded' });
    const section = await page.$eval(playlistSection, (element) => ({
      text: element.textContent,
      busy: !!element.querySelector('[aria-busy="true"]'),
    }));
    expect(section.text).toContain('Error loading posts.');
    expect(section.busy).toBe(false);
    await page.close();
  });

  it('with JavaScript shows the same text after hydration, with no console error', async () => {
    const page = await e2e.browser.newPage();
    const problems = watchPage(page);
    await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
    await page.goto(new URL('/radio', e2e.site.url).toString(), { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('Error loading posts.'),
      { timeout: 10_000 },
      playlistSection,
    );
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
