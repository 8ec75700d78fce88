/**
 * The preview player in a browser (spec 000 §3, §4, §7; docs/decisions/0019-audio-player.md): a
 * release's play button fills the queue and plays the demo audio, which keeps playing across a
 * client-side navigation; next / previous, pause, seeking with the keyboard; the bar shares the
 * bottom of the viewport with the cookie banner; no console error and no axe violation, at phone
 * and desktop widths.
 */
import type { BrowserContext, Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { viewportScreenshot, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BAR = 'section[aria-label="Audio player"]';
const PLAY_BUTTON = 'button[data-reference-id]';
const control = (name: string) => `${BAR} [aria-label="${name}"]`;

const e2e = siteAndBrowserForFile();
beforeAll(() => warmUp(), 300_000);

/**
 * A fresh site generates the demo's images on first request, holding the browser's few
 * connections per host: one visit per width first, so the tests time the player, not the images.
 */
async function warmUp(): Promise<void> {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewport(viewport);
    for (const route of ['/', '/releases']) await page.goto(`${e2e.site.url}${route}`, { waitUntil: 'networkidle0', timeout: 120_000 });
  }
  await context.close();
}

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/** A fresh profile; consent already given unless the test wants the banner. */
async function visit(route: string, viewport: typeof PHONE, { banner = false } = {}): Promise<Visit> {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setBypassCSP(true); // for axe only: the CSP itself is checked by the lack of console errors
  await page.setViewport(viewport);
  if (!banner) await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  const problems = watchPage(page);
  await page.goto(`${e2e.site.url}${route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
  await waitForHydration(page);
  return { context, page, problems };
}

interface AudioState {
  src: string;
  time: number;
  paused: boolean;
  duration: number;
}

const audioState = (page: Page): Promise<AudioState> =>
  page.$eval('audio', (audio) => ({
    src: audio.getAttribute('src') ?? '',
    time: audio.currentTime,
    paused: audio.paused,
    duration: audio.duration,
  }));

/** Waits until the audio plays past `seconds`. */
async function playsPast(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (after) => {
      const audio = document.querySelector('audio');
      return !!audio && !audio.paused && audio.currentTime > after;
    },
    { timeout: 30_000 },
    seconds,
  );
}

const title = (page: Page) => page.$eval(`${BAR} [data-testid="player-title"]`, (element) => element.textContent);

async function startPreview(page: Page): Promise<void> {
  await page.click(PLAY_BUTTON);
  await page.waitForSelector(BAR, { timeout: 15_000 });
  await playsPast(page, 0.5);
}

describe('the preview player', () => {
  it('plays a release and keeps playing across a client-side navigation, same track, no reload', async () => {
    const { context, page, problems } = await visit('/', DESKTOP);
    expect(await page.$(BAR)).toBeNull();
    expect(await page.$('audio')).toBeNull();

    await startPreview(page);
    expect(await page.$eval(PLAY_BUTTON, (button) => button.getAttribute('aria-pressed'))).toBe('true');
    const before = await audioState(page);
    const track = await title(page);
    expect(before.src).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
    expect(track).toBeTruthy();

    // A marker on window survives only if the document is not reloaded.
    await page.evaluate(() => Object.assign(window, { playerMarker: 'same document' }));
    await page.click('header a[href="/releases"]');
    await page.waitForFunction(() => location.pathname === '/releases');
    await page.waitForSelector('main h1');
    expect(await page.evaluate(() => (window as unknown as { playerMarker?: string }).playerMarker)).toBe('same document');

    await playsPast(page, before.time + 1);
    const after = await audioState(page);
    expect(after.src).toBe(before.src);
    expect(after.paused).toBe(false);
    expect(await title(page)).toBe(track);
    expect(await page.$$eval('audio', (list) => list.length)).toBe(1);

    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("plays a track row's own track, marks the row, and follows the bar's Next", async () => {
    const { context, page, problems } = await visit('/products/the-pale-echo', PHONE);
    const row = (n: number) => `#tracklist + ol > li:nth-child(${n})`;
    const rowTitle = await page.$eval(`${row(3)}`, (li) => li.querySelector('span.flex-1')?.textContent?.trim());
    await page.click(`${row(3)} button`);
    await page.waitForSelector(BAR, { timeout: 15_000 });
    await playsPast(page, 0.5);
    expect(await title(page)).toBe(rowTitle);
    // The bar's title leads back to the release.
    expect(await page.$eval(`${BAR} [data-testid="player-title"] a`, (link) => link.getAttribute('href'))).toBe('/products/the-pale-echo');
    expect(await page.$eval(`${row(3)}`, (li) => li.getAttribute('aria-current'))).toBe('true');
    expect(await page.$eval(`${row(3)} button`, (button) => button.getAttribute('aria-pressed'))).toBe('true');
    // Play buttons big enough for a thumb.
    const box = (await (await page.$(`${row(3)} button`))!.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    await page.click(control('Next track'));
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-current') === 'true', {}, row(4));
    expect(await page.$eval(`${row(3)}`, (li) => li.hasAttribute('aria-current'))).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('moves with next and previous, pauses, and seeks with the keyboard', async () => {
    const { context, page, problems } = await visit('/', DESKTOP);
    await startPreview(page);
    const first = await audioState(page);
    const firstTitle = await title(page);

    await page.click(control('Next track'));
    await page.waitForFunction((src) => document.querySelector('audio')?.getAttribute('src') !== src, {}, first.src);
    expect(await title(page)).not.toBe(firstTitle);
    await playsPast(page, 0.2);

    // Within the first seconds Previous goes back a track.
    await page.click(control('Previous track'));
    await page.waitForFunction((src) => document.querySelector('audio')?.getAttribute('src') === src, {}, first.src);
    expect(await title(page)).toBe(firstTitle);
    await playsPast(page, 0.2);

    // Keyboard: focus the slider, arrows seek by 5 s.
    await page.waitForSelector(`${control('Seek')}:not([disabled])`);
    await page.focus(control('Seek'));
    const start = (await audioState(page)).time;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const seeked = (await audioState(page)).time;
    expect(seeked).toBeGreaterThanOrEqual(start + 9.5);
    expect(seeked).toBeLessThan(start + 12);
    await page.keyboard.press('ArrowLeft');
    expect((await audioState(page)).time).toBeLessThan(seeked - 4);
    expect(await page.$eval(control('Seek'), (slider) => slider.getAttribute('aria-valuetext'))).toMatch(/^\d+:\d{2} of 0:30$/);

    // Past the first seconds Previous restarts the track.
    await page.click(control('Previous track'));
    expect((await audioState(page)).time).toBeLessThan(1);
    expect(await title(page)).toBe(firstTitle);

    // Space on the focused Pause button pauses; the release's button follows.
    await page.focus(control('Pause'));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);
    expect(await page.$(control('Play'))).not.toBeNull();
    expect(await page.$eval(PLAY_BUTTON, (button) => button.getAttribute('aria-pressed'))).toBe('false');
    // Focus stays on the same control, now named Play.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Play');

    expect(problems.errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: the bar is fixed at the bottom, leaves the page reachable, and axe finds nothing`, async () => {
      const { context, page, problems } = await visit('/', viewport);
      await startPreview(page);
      await page.waitForSelector(`${control('Seek')}:not([disabled])`);

      const bar = await page.$eval(BAR, (element) => element.getBoundingClientRect().toJSON());
      expect(bar.bottom).toBeCloseTo(viewport.height, 0);
      expect(bar.width).toBe(viewport.width);
      expect(bar.height).toBeLessThan(viewport.width < 768 ? 120 : 90);

      // Every control is inside the viewport and large enough to press.
      const controls = await page.$$eval(`${BAR} button`, (buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()));
      for (const box of controls) {
        expect(box.right).toBeLessThanOrEqual(viewport.width);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
      }

      // Scrolled to the end, the footer's last line sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.$eval('footer', (footer) => footer.getBoundingClientRect().bottom);
      expect(footerEnd).toBeLessThanOrEqual(bar.top + 1);
      expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe(`${Math.ceil(bar.height)}px`);

      await viewportScreenshot(page, `player-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await context.close();
    });
  }

  it('sits above the cookie banner while it is shown, and drops when it goes', async () => {
    const { context, page, problems } = await visit('/', PHONE, { banner: true });
    const banner = 'section[aria-label="Cookie consent"]';
    await page.waitForSelector(banner);
    await startPreview(page);

    const boxes = async () =>
      page.evaluate(
        (barSelector, bannerSelector) => {
          const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() ?? null;
          return { bar: box(barSelector), banner: box(bannerSelector) };
        },
        BAR,
        banner,
      );
    const shown = await boxes();
    expect(shown.bar.bottom).toBeCloseTo(shown.banner.top, 0);
    await viewportScreenshot(page, 'player-with-cookie-banner-390');
    expect(await axeViolations(page)).toEqual([]);

    await page.click(`${banner} button::-p-text(Accept Cookies)`);
    await page.waitForSelector(banner, { hidden: true });
    await page.waitForFunction(
      (selector) => Math.abs(document.querySelector(selector)!.getBoundingClientRect().bottom - window.innerHeight) < 1,
      {},
      BAR,
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
