/**
 * The demo's videos play something local (issue 14, decision 0038): the popup plays the site's
 * own clip in a <video>, which really decodes and advances, with no request to a video service,
 * no console error (so the CSP lets it through) and nothing for axe to find.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import type { PageProblems } from '../support/browser';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

async function open(
  address: string,
  width: number,
  { forAxe = false } = {},
): Promise<{ page: Page; problems: PageProblems; outside: string[] }> {
  const outside: string[] = [];
  const recordOutside = (page: Page) => {
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(e2e.site.url).origin && !request.url().startsWith('data:')) outside.push(request.url());
    });
  };
  // For axe only: otherwise the site's own CSP is in force, and a refused clip is a console error.
  const { page, problems } = await openPage(e2e, address, { width, bypassCSP: forAxe, beforeLoad: recordOutside });
  return { page, problems, outside };
}

async function openFirstVideo(page: Page): Promise<void> {
  const thumbnail = await page.waitForSelector('[data-video-playlist] li button', { timeout: 15_000 });
  await thumbnail!.click();
  await page.waitForSelector('[role="dialog"][aria-label="Video"] video', { timeout: 15_000 });
}

describe('the demo video popup', () => {
  it.each([390, 1440])('/radio at %i px: the popup plays the site’s own clip, which decodes and advances', async (width) => {
    const { page, problems, outside } = await open('/radio', width);
    await openFirstVideo(page);
    const video = await page.$eval('[role="dialog"] video', (element) => ({
      src: element.getAttribute('src'),
      controls: element.controls,
      autoplay: element.autoplay,
      playsInline: element.hasAttribute('playsinline'),
    }));
    expect(video).toEqual({ src: expect.stringMatching(/^\/assets\/[0-9a-f-]{36}$/), controls: true, autoplay: true, playsInline: true });
    expect(await page.$('[role="dialog"] iframe')).toBeNull();

    // Enough data for the current frame at least, then time moves on: polled, with a deadline.
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).readyState >= 2, {
      timeout: 15_000,
    });
    const started = await page.$eval('[role="dialog"] video', (element) => element.currentTime);
    await page.waitForFunction(
      (from) => {
        const element = document.querySelector('[role="dialog"] video') as HTMLVideoElement;
        return !element.paused && element.currentTime > from + 0.5;
      },
      { timeout: 15_000 },
      started,
    );
    expect(outside).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('axe finds nothing on the open popup', async () => {
    const { page, problems } = await open('/radio', 1440, { forAxe: true });
    await openFirstVideo(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
