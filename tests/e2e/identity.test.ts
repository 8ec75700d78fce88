/**
 * The site's identity as a visitor meets it (issue 14, decision 0036): the self-hosted typeface
 * without layout shift, real platform marks, an edited home page that opens with artwork, and no
 * heading said twice in a row.
 */
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { layoutShift } from '../support/layout-shift';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

describe('the typeface', () => {
  it.each([390, 1440])('Inter is preloaded, self-hosted, used, and nothing shifts while it loads (%i px)', async (width) => {
    const { page, problems } = await openPage(e2e, '/', { width });
    const preload = await page.$eval('link[rel="preload"][as="font"]', (link) => ({
      href: link.getAttribute('href'),
      type: link.getAttribute('type'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
    expect(preload.href).toMatch(/^\/assets\/inter-latin-[0-9a-f]{10}\.woff2$/);
    expect(preload.type).toBe('font/woff2');
    // crossorigin="" is the anonymous mode, as fonts are fetched.
    expect(['', 'anonymous']).toContain(preload.crossOrigin);
    const font = await fetch(new URL(preload.href!, e2e.site.url));
    expect(font.status).toBe(200);
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
    expect(await page.$eval('body', (body) => getComputedStyle(body).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);
    expect(await layoutShift(page)).toBe(0);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('platform marks', () => {
  it('the overlay menu draws each platform as its own mark: SoundCloud and Spotify are no longer both "S"', async () => {
    const { page, problems } = await openPage(e2e, '/', { width: 390 });
    // The menu mounts once its button is reached for (its code loads then).
    await page.hover('button[aria-controls="overlay-menu"]');
    await page.waitForSelector('#overlay-menu svg[data-platform]');
    const marks = await page.$$eval('#overlay-menu svg[data-platform]', (icons) =>
      icons.map((icon) => [icon.getAttribute('data-platform'), icon.querySelector('use')?.getAttribute('href') ?? '']),
    );
    // Each mark is a symbol of the sprite file, which the site serves: the symbols' paths are what is drawn.
    const sprite = new URL(marks[0]![1]!, page.url()).pathname;
    const file = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }, sprite);
    expect(file.status).toBe(200);
    expect(file.type).toContain('image/svg+xml');
    const pathOf = (href: string) => new RegExp(`<symbol id="${href.split('#')[1]}"[^>]*><path d="([^"]+)"`).exec(file.text)?.[1] ?? '';
    const byPlatform = Object.fromEntries(marks.map(([platform, href]) => [platform, pathOf(href!)]));
    expect(byPlatform.soundcloud).toBeTruthy();
    expect(byPlatform.spotify).toBeTruthy();
    expect(byPlatform.soundcloud).not.toBe(byPlatform.spotify);
    expect(new Set(Object.values(byPlatform)).size).toBe(marks.length);
    // Drawn: once the sprite has loaded, the mark has a box of its own.
    await page.waitForFunction(
      () => {
        const use = document.querySelector<SVGGraphicsElement>('#overlay-menu svg[data-platform] use');
        const box = use?.getBBox();
        return !!box && box.width > 0 && box.height > 0;
      },
      { timeout: 5_000 },
    );
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('the home page and headings', () => {
  it('is edited down: it opens with the artwork hero and is well under the old 13,900 px at 1440 px', async () => {
    const { page, problems } = await openPage(e2e, '/', { width: 1440 });
    expect(
      await page.$eval(
        // After the currency notice's island, empty unless the basket is in another currency.
        'main > [data-island="currency-notice"]:empty + *',
        (element) => element.querySelector('[data-hero]') !== null || element.hasAttribute('data-hero'),
      ),
    ).toBe(true);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(10_000);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it.each(['/', '/radio', '/about', '/releases'])('%s says no heading twice in a row', async (address) => {
    const { page } = await openPage(e2e, address, { width: 1440 });
    const headings = await page.$$eval('main h1, main h2:not(.sr-only), main h3, main [data-hero] p.text-4xl', (list) =>
      list.map((heading) => heading.textContent?.trim().toLowerCase() ?? ''),
    );
    const repeats = headings.filter((text, index) => index > 0 && text === headings[index - 1]);
    expect(repeats).toEqual([]);
    await page.close();
  });
});
