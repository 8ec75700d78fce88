/**
 * The home page's first screen, as a fan meets it at a phone's and a desktop's size: the focus
 * release the editors chose (the home page's hero.release) with its whole square cover, a play
 * button that starts its preview in the page's one player, and its buy or pre-order call with the
 * price, all without scrolling and without anything moving; then an edited page — at most 8
 * sections after the hero, at most 6,500 px tall at 1440 px — that axe finds nothing in.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { readDemoContent, type DemoProductGroup } from '../support/demo-content';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';
import { layoutShift } from '../support/layout-shift';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const home = readDemoContent<{ hero?: { release?: string } }>('pages/index.json');
const focus = readDemoContent<(DemoProductGroup & { title: string; cover_image: string })[]>('product_groups.json').find(
  (group) => group.id === home.hero?.release,
);

const MAX_SECTIONS = 8;
const MAX_HEIGHT_AT_1440 = 6_500;

/** An element's box, and whether the whole of it is in the viewport as the page opens (no scroll). */
const inFirstScreen = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      inside: window.scrollY === 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
    };
  });

/** The page's sections after its hero: the outermost visible <section>s of <main>, the hero aside. */
const sectionsAfterHero = (page: Page) =>
  page.$$eval('main section', (sections) => {
    const hero = document.querySelector('main [data-hero]');
    return sections
      .filter((section) => !section.parentElement?.closest('main section') && section !== hero && section.checkVisibility())
      .map((section) => section.querySelector('h2, h3')?.textContent?.trim() ?? section.getAttribute('aria-label') ?? '');
  });

describe('the home page opens with a record you can hear', () => {
  it('has a focus release chosen in its hero', () => {
    expect(focus).toBeDefined();
  });

  describe.each(phoneAndDesktop)('on a $name ($width × $height)', (viewport) => {
    it('shows the whole square cover, a play button and the buy or pre-order call with its price on the first screen; play starts the preview; nothing shifts', async () => {
      const { page, problems } = await openPage(e2e, '/', { ...viewport, bypassCSP: true, waitUntil: 'networkidle0' });
      const release = focus!;
      const hero = 'main [data-hero]';

      // The cover: the release's own image, loaded, square (not cropped to the box) and wholly on screen.
      const cover = `${hero} img[srcset*="${encodeURIComponent(`/assets/${release.cover_image}`)}"]`;
      await page.waitForFunction(
        (selector) => {
          const image = document.querySelector<HTMLImageElement>(selector);
          return !!image && image.complete && image.naturalWidth > 0;
        },
        {},
        cover,
      );
      const coverBox = await inFirstScreen(page, cover);
      expect(coverBox.inside).toBe(true);
      expect(Math.abs(coverBox.width - coverBox.height)).toBeLessThanOrEqual(1);
      expect(coverBox.width).toBeGreaterThanOrEqual(viewport.width < 800 ? 200 : 400);

      // The title links to the release.
      const links = await page.$$eval(`${hero} a[href="/products/${release.slug}"]`, (list) => list.map((a) => a.textContent?.trim()));
      expect(links).toContain(release.title);

      // A play button big enough for a thumb, on screen.
      const play = `${hero} button[aria-label="Play preview of ${release.title}"]`;
      const playBox = await inFirstScreen(page, play);
      expect(playBox.inside).toBe(true);
      expect(Math.min(playBox.width, playBox.height)).toBeGreaterThanOrEqual(44);

      // The buy call: its price and the add button, on screen; a pre-order says so and when it ships.
      const call = `${hero} [data-buy-call]`;
      expect((await inFirstScreen(page, call)).inside).toBe(true);
      const callText = await page.$eval(call, (element) => element.textContent ?? '');
      expect(callText).toMatch(/£\d+\.\d{2}/);
      expect(await page.$eval(`${call} button[data-product-id]`, (button) => button.textContent)).toBe('Add to Basket');
      if (Date.parse(release.release_date!) > Date.now()) {
        expect(callText).toContain('Pre-order');
        expect(callText).toMatch(/Ships on \d{1,2} [A-Z][a-z]+ \d{4}/);
      }
      expect(await layoutShift(page)).toBe(0);

      // Play: the page's one audio element plays the release's preview.
      await page.click(play);
      await page.waitForFunction(
        () => {
          const audio = document.querySelector('audio');
          return !!audio && !audio.paused && audio.currentTime > 0.5;
        },
        { timeout: 30_000 },
      );
      expect(await page.$eval(play, (button) => button.getAttribute('aria-pressed'))).toBe('true');
      expect(await page.$$eval('audio', (list) => list.length)).toBe(1);
      expect(await layoutShift(page)).toBe(0);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    });
  });

  it(`is edited down: at most ${MAX_SECTIONS} sections after the hero, at most ${MAX_HEIGHT_AT_1440} px tall at 1440 px`, async () => {
    const { page, problems } = await openPage(e2e, '/', { width: 1440, height: 900, waitUntil: 'networkidle0' });
    const sections = await sectionsAfterHero(page);
    expect(sections.length).toBeGreaterThan(0);
    expect({ sections, within: sections.length <= MAX_SECTIONS }).toEqual({ sections, within: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect({ height, within: height <= MAX_HEIGHT_AT_1440 }).toEqual({ height, within: true });
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('lists the latest releases as square covers with play buttons, events by date, and news as a lead story and a few more', async () => {
    const { page, problems } = await openPage(e2e, '/', { width: 1440, height: 900, waitUntil: 'networkidle0' });

    const releases = await page.$$eval('#latest-releases + [data-part] > section article', (tiles) =>
      tiles.map((tile) => {
        const box = tile.querySelector('img')!.parentElement!.getBoundingClientRect();
        return { square: Math.abs(box.width - box.height) <= 1, play: !!tile.querySelector('button[data-reference-id]') };
      }),
    );
    expect(releases.length).toBeGreaterThanOrEqual(4);
    expect(releases.every((tile) => tile.square && tile.play)).toBe(true);
    expect(await page.$('#latest-releases + [data-part] > section [aria-roledescription="carousel"]')).toBeNull();

    // Events: one row per event, each opening with its date; not a carousel.
    const events = await page.$$eval('#events + [data-part] > section li', (rows) =>
      rows.map((row) => ({
        block: !!row.querySelector('[data-date-block]'),
        date: row.querySelector('time')?.getAttribute('datetime') ?? null,
        link: row.querySelector('a[href^="/events/"]')?.getAttribute('href') ?? null,
      })),
    );
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) {
      expect(event.block).toBe(true);
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(event.link).toMatch(/^\/events\//);
    }
    expect(await page.$('#events + [data-part] > section [aria-roledescription="carousel"]')).toBeNull();

    // News: the latest story leads, wider than the others beside it.
    const stories = await page.$$eval('#news + [data-part] > section article', (articles) =>
      articles.map((article) => ({ lead: article.hasAttribute('data-lead'), width: article.getBoundingClientRect().width })),
    );
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(stories[0]!.lead).toBe(true);
    for (const story of stories.slice(1)) expect(story.width).toBeLessThan(stories[0]!.width);

    // A type label only where a list mixes types: no event or news row says what they all are.
    const sameLabels = await page.$$eval('#events + [data-part] > section, #news + [data-part] > section', (sections) =>
      sections.flatMap((section) =>
        [...section.querySelectorAll('article p, li p')]
          .map((p) => p.textContent?.trim() ?? '')
          .filter((text) => ['Event', 'Features', 'Artist', 'Radio'].includes(text)),
      ),
    );
    expect(sameLabels).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
