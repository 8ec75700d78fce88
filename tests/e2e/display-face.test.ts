/**
 * The display face (decision 0100): Syne sets the hero, the page titles, the section titles and
 * the release titles, self-hosted, preloaded and immutable, with a fallback sized to its metrics;
 * Inter still sets the body. Nothing shifts while either loads, and axe finds nothing.
 */
import { axeViolations } from '../support/axe';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';
import { layoutShift } from '../support/layout-shift';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

/** Pages and the titles on each that take the display face. */
const PAGES: readonly { address: string; titles: readonly string[] }[] = [
  // The hero's release title and a section's title, as well as the page's h1.
  { address: '/', titles: ['main h1', 'main [data-hero] h2', 'main h2#latest-releases'] },
  // A release tile's title.
  { address: '/releases', titles: ['main h1', 'main article h3'] },
  { address: '/products/hourglass-2', titles: ['main h1'] },
  { address: '/artists/mattis-orre', titles: ['main h1'] },
];

const DISPLAY_FACE_FILE = /^\/assets\/syne-latin-700-[0-9a-f]{10}\.woff2$/;

describe.each(phoneAndDesktop)('the display face on a $name ($width × $height)', (viewport) => {
  it.each(PAGES)(
    '$address: its titles are set in Syne, its text in Inter, nothing shifts, axe finds nothing',
    async ({ address, titles }) => {
      const { page, problems } = await openPage(e2e, address, { ...viewport, bypassCSP: true });
      await page.evaluate(() => document.fonts.ready);
      for (const title of titles) {
        const family = await page.$eval(title, (element) => getComputedStyle(element).fontFamily);
        expect({ title, family }).toEqual({ title, family: expect.stringMatching(/^Syne, "Syne Fallback"/) });
      }
      expect(await page.evaluate(() => document.fonts.check('700 32px Syne'))).toBe(true);
      expect(await page.$eval('body', (body) => getComputedStyle(body).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);
      expect(await page.$eval('main p', (paragraph) => getComputedStyle(paragraph).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );
});

describe('the display face file', () => {
  it('is preloaded after Inter, served from its content-hashed name with an immutable cache header', async () => {
    const { page, problems } = await openPage(e2e, '/', { width: 390 });
    const preloads = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
        cors: link.getAttribute('crossorigin'),
      })),
    );
    expect(preloads).toHaveLength(2);
    expect(preloads[0]!.href).toMatch(/^\/assets\/inter-latin-[0-9a-f]{10}\.woff2$/);
    const display = preloads[1]!;
    expect(display.href).toMatch(DISPLAY_FACE_FILE);
    expect(display.type).toBe('font/woff2');
    expect(['', 'anonymous']).toContain(display.cors);

    const response = await fetch(new URL(display.href, e2e.site.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/\bimmutable\b/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000\b/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('wOF2');
    // One weight, Latin only: a small file.
    expect(bytes.byteLength).toBeLessThan(20_000);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
