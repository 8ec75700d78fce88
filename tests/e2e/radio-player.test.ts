/**
 * Radio that plays on the site (decision 0103): on /radio an episode with audio plays in the page's
 * one player as a queue of one, and keeps playing across a client-side navigation; the hero's
 * "Listen live" plays the live stream, which the bar marks Live and offers no seeking for. The
 * episode's strap sits under its title, never over the show art; each tile's play control is a
 * 44 px target; axe finds nothing at a phone's and a desktop's width.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { readDemoContent } from '../support/demo-content';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(180_000);

const e2e = siteAndBrowserForFile();

interface DemoEpisode {
  title: string;
  date: string;
  strap: string;
  audio_url?: string;
}

const radio = readDemoContent<{ hero?: { live?: { url: string; title: string } } }>('pages/radio.json');
const episodes = readDemoContent<DemoEpisode[]>('radioShows.json');
// The grid lists the newest first.
const newest = [...episodes].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))[0]!;

const BAR = 'section[aria-label="Audio player"]';
const TILES = 'main article article';
const playEpisode = (title: string) => `main button[aria-label="Play ${title}"]`;
const LISTEN_LIVE = 'main [data-hero] button::-p-text(Listen live)';

/** Waits until the page's one audio element plays past `seconds`. */
const playsPast = (page: Page, seconds: number) =>
  page.waitForFunction(
    (after) => {
      const audio = document.querySelector('audio');
      return !!audio && !audio.paused && audio.currentTime > after;
    },
    { timeout: 30_000 },
    seconds,
  );

const audioSource = (page: Page) => page.$eval('audio', (audio) => audio.getAttribute('src'));
const barTitle = (page: Page) => page.$eval(`${BAR} [data-testid="player-title"]`, (element) => element.textContent);

describe('radio plays in the persistent player', () => {
  it('has episodes with audio and a live stream in the demo content', () => {
    expect(newest.audio_url).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
    expect(episodes.every((episode) => !!episode.audio_url)).toBe(true);
    expect(radio.hero?.live?.url).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
  });

  it('plays an episode in the bar, which keeps playing across a client-side navigation', async () => {
    const { page, problems } = await openPage(e2e, '/radio', { waitUntil: 'networkidle0' });
    expect(await page.$(BAR)).toBeNull();

    await page.click(playEpisode(newest.title));
    await page.waitForSelector(BAR, { timeout: 15_000 });
    await playsPast(page, 0.5);
    expect(await audioSource(page)).toBe(newest.audio_url);
    expect(await barTitle(page)).toBe(newest.title);
    expect(await page.$eval(playEpisode(newest.title), (button) => button.getAttribute('aria-pressed'))).toBe('true');
    // An episode is seekable: it is not live.
    expect(await page.$(`${BAR} input[type="range"]`)).not.toBeNull();
    expect(await page.$(`${BAR} [data-testid="player-live"]`)).toBeNull();

    const before = await page.$eval('audio', (audio) => audio.currentTime);
    // A marker on window survives only if the document is not reloaded.
    await page.evaluate(() => Object.assign(window, { radioMarker: 'same document' }));
    await page.click('header a[href="/releases"]');
    await page.waitForFunction(() => location.pathname === '/releases');
    await page.waitForSelector('main h1');
    expect(await page.evaluate(() => (window as unknown as { radioMarker?: string }).radioMarker)).toBe('same document');
    await playsPast(page, before + 1);
    expect(await audioSource(page)).toBe(newest.audio_url);
    expect(await barTitle(page)).toBe(newest.title);

    expect(problems.errors).toEqual([]);
    await page.close();
  });

  describe.each(phoneAndDesktop)('on a $name ($width × $height)', (viewport) => {
    it('keeps straps off the show art, gives each tile a 44 px play control, plays the live stream marked Live, and axe finds nothing', async () => {
      const { page, problems } = await openPage(e2e, '/radio', { ...viewport, bypassCSP: true, waitUntil: 'networkidle0' });

      // Every tile: its art, its strap's box (found by its text) and its play control.
      const tiles = await page.$$eval(TILES, (articles) =>
        articles.map((article) => {
          const art = article.querySelector('img')!.parentElement!.getBoundingClientRect();
          const title = article.querySelector('h3')?.textContent?.trim() ?? '';
          const play = article.querySelector(`button[aria-label="Play ${title}"]`)?.getBoundingClientRect() ?? null;
          const texts = Array.from(article.querySelectorAll('p, span, div'))
            .filter((element) => element.children.length === 0 && element.textContent?.trim())
            .map((element) => {
              const box = element.getBoundingClientRect();
              return { text: element.textContent.trim(), top: box.top, bottom: box.bottom, left: box.left, right: box.right };
            });
          const overArt = texts.filter(
            (box) => box.left < art.right && box.right > art.left && box.top < art.bottom && box.bottom > art.top,
          );
          return {
            title,
            overArt: overArt.map((box) => box.text),
            play: play && { width: play.width, height: play.height },
            artBottom: art.bottom,
          };
        }),
      );
      const titles = new Set(episodes.map((episode) => episode.title));
      const episodeTiles = tiles.filter((tile) => titles.has(tile.title));
      expect(episodeTiles.length).toBeGreaterThanOrEqual(4);
      const newestTile = episodeTiles.find((tile) => tile.title === newest.title);
      expect(newestTile).toBeDefined();
      // The strap is on the tile, under the art.
      const strapBox = await page.$$eval(
        TILES,
        (articles, title, strap) => {
          const article = articles.find((element) => element.querySelector('h3')?.textContent?.trim() === title)!;
          const element = Array.from(article.querySelectorAll('p')).find((p) => p.textContent?.trim() === strap);
          return element ? element.getBoundingClientRect().top : null;
        },
        newest.title,
        newest.strap,
      );
      expect(strapBox).not.toBeNull();
      expect(strapBox!).toBeGreaterThanOrEqual(newestTile!.artBottom);
      for (const tile of episodeTiles) {
        expect({ title: tile.title, overArt: tile.overArt }).toEqual({ title: tile.title, overArt: [] });
        expect(tile.play).not.toBeNull();
        expect(Math.min(tile.play!.width, tile.play!.height)).toBeGreaterThanOrEqual(44);
      }

      // Listen live: the stream plays in the bar, marked Live, with nothing to seek.
      await page.click(LISTEN_LIVE);
      await page.waitForSelector(BAR, { timeout: 15_000 });
      await playsPast(page, 0.5);
      expect(await audioSource(page)).toBe(radio.hero!.live!.url);
      expect(await barTitle(page)).toBe(radio.hero!.live!.title);
      expect(await page.$eval(`${BAR} [data-testid="player-live"]`, (element) => element.textContent)).toBe('Live');
      expect(await page.$(`${BAR} input[type="range"]`)).toBeNull();
      expect(await page.$eval(LISTEN_LIVE, (button) => button.getAttribute('aria-pressed'))).toBe('true');

      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    });
  });
});
