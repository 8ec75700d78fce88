/**
 * The demo's rich-text embeds play something local (issue 14, decision 0038): a feature's video and
 * sound embeds are the site's own files, drawn in place as players, that really decode and advance
 * when pressed, with nothing loaded before the press, no frame, no request off the site, no console
 * error (so the CSP lets them through) and nothing for axe to find.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { screenshot, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

/** The demo's kitchen-sink feature: one embed of each service and an iframe block. */
const FEATURE = '/features/inside-the-boathouse-how-a-lumen-tide-record-gets-made';
const OWN_FILE = /^\/assets\/[0-9a-f-]{36}$/;

interface Opened {
  page: Page;
  problems: PageProblems;
  outside: string[];
  media: string[];
}

async function open(width: number, { forAxe = false } = {}): Promise<Opened> {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close());
  await page.setViewport({ width, height: width < 800 ? 844 : 900 });
  // For axe only: otherwise the site's own CSP is in force, and a refused file is a console error.
  if (forAxe) await page.setBypassCSP(true);
  await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  const problems = watchPage(page);
  const outside: string[] = [];
  const media: string[] = [];
  const site = new URL(e2e.site.url).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== site) outside.push(request.url());
    if (request.resourceType() === 'media') media.push(url.pathname);
  });
  await page.goto(new URL(FEATURE, e2e.site.url).toString(), { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, problems, outside, media };
}

const players = (page: Page) =>
  page.$$eval('article video, article audio', (elements) =>
    elements.map((element) => ({
      tag: element.tagName.toLowerCase(),
      src: element.getAttribute('src'),
      controls: element.controls,
      label: element.getAttribute('aria-label'),
    })),
  );

/** Presses play on the n-th player of a kind and waits until it has a frame and its time moves on. */
async function playsAndAdvances(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (element) => (element as HTMLMediaElement).play());
  await page.waitForFunction((s) => (document.querySelector(s) as HTMLMediaElement).readyState >= 2, { timeout: 15_000 }, selector);
  await page.waitForFunction(
    (s) => {
      const element = document.querySelector(s) as HTMLMediaElement;
      return !element.paused && element.currentTime > 0.5;
    },
    { timeout: 15_000 },
    selector,
  );
}

describe('the demo feature’s embeds', () => {
  it.each([390, 1440])('at %i px: every embed is one of the site’s own files, drawn in place, loaded only when pressed', async (width) => {
    const { page, problems, outside, media } = await open(width);
    const found = await players(page);
    expect(found).toEqual([
      { tag: 'video', src: expect.stringMatching(OWN_FILE), controls: true, label: 'A tour of the boathouse studio.' },
      { tag: 'video', src: expect.stringMatching(OWN_FILE), controls: true, label: 'Timelapse: a day at the pressing plant.' },
      { tag: 'video', src: expect.stringMatching(OWN_FILE), controls: true, label: 'The live stream of the album playback.' },
      { tag: 'audio', src: expect.stringMatching(OWN_FILE), controls: true, label: expect.stringMatching(/ – studio sketches\.$/) },
      { tag: 'video', src: expect.stringMatching(OWN_FILE), controls: true, label: 'The boathouse sessions, filmed.' },
    ]);
    expect(found.find((player) => player.tag === 'audio')!.label).not.toContain('&amp;');
    expect(await page.$('article iframe')).toBeNull();
    expect(media).toEqual([]);

    await page.$eval('article video', (element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, `demo-embeds-${width}`);
    await playsAndAdvances(page, 'article video');
    await playsAndAdvances(page, 'article audio');
    expect(media.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('axe finds nothing on the feature with its players', async () => {
    const { page, problems } = await open(1440, { forAxe: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
