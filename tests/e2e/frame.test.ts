/**
 * The page frame in a browser (spec 001 §2): header dropdown rules, the overlay menu, the footer,
 * hash scrolling, on phone and desktop widths, with no console error and no axe violation.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { screenshot, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

async function open(path: string, width: number): Promise<{ page: Page; problems: PageProblems }> {
  const page = await e2e.browser.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 844 });
  // Consent given on an earlier visit: the banner is another test's subject.
  await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  const problems = watchPage(page);
  await page.goto(new URL(path, e2e.site.url).toString(), { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, problems };
}

const dropdownOpen = (page: Page) =>
  page.$eval('header nav button[aria-expanded]', (button) => button.getAttribute('aria-expanded') === 'true');
// The menu mounts once the menu button is reached for (its code loads then): absent, it is closed.
const menuOpen = (page: Page) =>
  page.$$eval('#overlay-menu', (menus) => menus.length === 1 && getComputedStyle(menus[0]!).visibility === 'visible');

describe('the page frame', () => {
  it('header dropdown: opens on click without navigating, closes on a second click, an outside press and a route change', async () => {
    const { page, problems } = await open('/', 1440);
    const toggle = 'header nav button[aria-expanded]';
    // The dropdown's button replaces its plain link once the navigation is interactive (a render after
    // hydration); a pointer reaching the navigation is what loads its code where pages are islands.
    await page.hover('header nav a[href="/releases"]');
    await page.waitForSelector(toggle);
    await page.click(toggle);
    expect(await dropdownOpen(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    const width = await page.$eval(`header nav ul ul`, (list) => list.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(192);
    await page.click(toggle);
    expect(await dropdownOpen(page)).toBe(false);

    await page.click(toggle);
    await page.mouse.click(700, 500);
    expect(await dropdownOpen(page)).toBe(false);

    await page.click(toggle);
    await page.click('header nav ul ul a[href="/playlists"]');
    await page.waitForFunction(() => location.pathname === '/playlists');
    expect(await dropdownOpen(page)).toBe(false);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('overlay menu: slides in full screen, locks the page scroll, platform links open in a new tab, closes with its button and after a route change', async () => {
    const { page, problems } = await open('/', 390);
    expect(await menuOpen(page)).toBe(false);
    await page.click('button[aria-controls="overlay-menu"]');
    // Slid in: Tailwind 4's translate utilities set the `translate` property, not `transform`, so the
    // menu's box (which both move) is what tells the slide has ended.
    await page.waitForFunction(() => {
      const menu = document.getElementById('overlay-menu');
      return !!menu && getComputedStyle(menu).visibility === 'visible' && menu.getBoundingClientRect().x === 0;
    });
    expect(await menuOpen(page)).toBe(true);
    const box = await page.$eval('#overlay-menu', (menu) => menu.getBoundingClientRect().toJSON());
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await screenshot(page, 'frame-overlay-menu-390');

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 600);
    await page.mouse.wheel({ deltaY: 600 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    const platformLinks = await page.$$eval('#overlay-menu a:has([data-platform])', (links) =>
      links.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(platformLinks.length).toBeGreaterThanOrEqual(3);
    for (const [, target, rel] of platformLinks) {
      expect(target).toBe('_blank');
      expect(rel).toBe('noreferrer nofollow');
    }

    await page.click('#overlay-menu button');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('overlay-menu')!).visibility === 'hidden');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('overlay-menu');

    await page.click('button[aria-controls="overlay-menu"]');
    // Slid in before a link in it is clicked, as a visitor would.
    await page.waitForFunction(() => {
      const menu = document.getElementById('overlay-menu');
      return !!menu && getComputedStyle(menu).visibility === 'visible' && menu.getBoundingClientRect().x === 0;
    });
    await page.click('#overlay-menu a[href="/news"]');
    await page.waitForFunction(() => location.pathname === '/news');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('overlay-menu')!).visibility === 'hidden');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('footer: three sections with borders, the logo to /, the menus and the content blocks', async () => {
    const { page, problems } = await open('/about', 1440);
    const sections = await page.$$eval('footer > section', (list) =>
      list.map((section, i) => (i === 0 ? 'first' : getComputedStyle(section).borderTopStyle)),
    );
    expect(sections).toEqual(['first', 'solid', 'solid']);
    expect(await page.$eval('footer', (footer) => getComputedStyle(footer).borderTopStyle)).toBe('solid');
    expect(await page.$('footer a[href="/"]')).not.toBeNull();
    expect(await page.$$eval('footer nav a', (links) => links.map((a) => a.textContent))).toEqual([
      'About',
      'Careers',
      'Contact',
      'Shipping and returns',
      'Privacy',
      'Terms of sale',
    ]);
    expect(await page.$eval('footer', (footer) => footer.textContent)).toContain('The Boathouse, Harbour Road');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('hash scrolling: a link to an anchor on another page lands the element below the sticky header', async () => {
    const { page, problems } = await open('/', 1440);
    // A short window, so the anchor (near the end of /about) can reach the top.
    await page.setViewport({ width: 1440, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.click('footer a[href="/about#privacy"]');
    await page.waitForFunction(() => location.pathname === '/about' && location.hash === '#privacy');
    await page.waitForFunction(
      () => {
        const target = document.getElementById('privacy');
        return (
          !!target &&
          Math.abs(target.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)) < 4
        );
      },
      { timeout: 5000 },
    );
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a new page starts at its top; a filter on the same page keeps the position', async () => {
    const { page, problems } = await open('/releases', 1440);
    await page.click('main nav[aria-label="Filters"] summary');
    await page.evaluate(() => window.scrollBy(0, 150));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.click('main details a[href="/releases?format=album"]');
    await page.waitForFunction(() => location.search === '?format=album');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The filtered list (and its images) may still be arriving and moving the footer: wait until the page
    // has fetched what it asked for, then a locator clicks once the link is visible and its box is still.
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/careers"]').setTimeout(15_000).click();
    await page.waitForFunction(() => location.pathname === '/careers');
    await page.waitForFunction(() => window.scrollY === 0, { timeout: 5000 });
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it.each([390, 1440])('has no axe violations at %i px, with the menu open too', async (width) => {
    const { page, problems } = await open('/', width);
    await screenshot(page, `frame-home-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('button[aria-controls="overlay-menu"]');
    await page.waitForFunction(() => {
      const menu = document.getElementById('overlay-menu');
      return !!menu && getComputedStyle(menu).visibility === 'visible';
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
