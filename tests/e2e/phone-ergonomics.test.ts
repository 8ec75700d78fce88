/**
 * The site in a hand (decision 0100): a full-bleed hero meets the header; only the header and the
 * player bar stay on screen on a phone (the section menu scrolls away; from md up it sticks); rows
 * that scroll sideways fade at the edge there is more to see; /releases' filters wait behind one
 * "Filter" control that counts the chosen ones, with or without JavaScript; tile play buttons are
 * 44 px targets. axe finds nothing at either size.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { openPage, phoneAndDesktop, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SECTION_MENU = 'nav[aria-label="On this page"]';
/** The phone's filter control, found by what it says. */
const FILTER_TOGGLE = 'main summary ::-p-text(Filter)';
const PLAY_BUTTONS = 'main article button[aria-label^="Play preview of"]';

/** Two frames later: what a scroll or a click changed is laid out and painted. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const summaryText = (page: Page) => page.$eval(FILTER_TOGGLE, (summary) => summary.closest('summary')!.textContent ?? '');

describe('a full-bleed hero meets the header on a phone', () => {
  it.each(['/', '/about', '/radio'])('%s at 390 × 844: no band between the header and the hero', async (address) => {
    const { page, problems } = await openPage(e2e, address, PHONE);
    const gap = await page.evaluate(
      () =>
        document.querySelector('main [data-hero]')!.getBoundingClientRect().top -
        document.querySelector('header')!.getBoundingClientRect().bottom,
    );
    expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('the section menu', () => {
  it.each([
    { ...PHONE, sticks: false },
    { ...DESKTOP, sticks: true },
  ])('after 1000 px of scrolling at $width px it is on screen under the header: $sticks', async ({ width, height, sticks }) => {
    const { page, problems } = await openPage(e2e, '/', { width, height });
    await page.evaluate(() => window.scrollTo(0, 1000));
    await nextFrames(page);
    const menu = await page.$eval(SECTION_MENU, (nav) => ({
      position: getComputedStyle(nav).position,
      ...nav.getBoundingClientRect().toJSON(),
    }));
    if (sticks) {
      expect(menu.position).toBe('sticky');
      expect(menu.top).toBeGreaterThanOrEqual(0);
      expect(menu.top).toBeLessThan(120);
    } else {
      expect(['sticky', 'fixed']).not.toContain(menu.position);
      expect(menu.bottom).toBeLessThanOrEqual(0);
    }
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('at 390 px its row fades at the edge that has more to scroll, and only there', async () => {
    const { page, problems } = await openPage(e2e, '/', PHONE);
    const row = `${SECTION_MENU} ul`;
    const fades = () =>
      page.$eval(row, (list) => {
        const style = getComputedStyle(list);
        return {
          mask: style.maskImage,
          start: style.getPropertyValue('--scroll-fade-start'),
          end: style.getPropertyValue('--scroll-fade-end'),
        };
      });
    expect(await page.$eval(row, (list) => list.scrollWidth > list.clientWidth)).toBe(true);
    const atStart = await fades();
    expect(atStart.mask).toContain('linear-gradient');
    expect(atStart).toMatchObject({ start: '0px', end: expect.stringMatching(/^[1-9]\d*(\.\d+)?px$/) });

    await page.$eval(row, (list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
    await page.waitForFunction(
      (selector) => getComputedStyle(document.querySelector(selector)!).getPropertyValue('--scroll-fade-end') === '0px',
      {},
      row,
    );
    expect((await fades()).start).toMatch(/^[1-9]\d*(\.\d+)?px$/);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('at 1440 px, where its row fits, nothing fades', async () => {
    const { page, problems } = await openPage(e2e, '/', DESKTOP);
    const row = await page.$eval(`${SECTION_MENU} ul`, (list) => {
      const style = getComputedStyle(list);
      return {
        fits: list.scrollWidth <= list.clientWidth,
        start: style.getPropertyValue('--scroll-fade-start'),
        end: style.getPropertyValue('--scroll-fade-end'),
      };
    });
    expect(row).toEqual({ fits: true, start: '0px', end: '0px' });
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('/releases on a phone', () => {
  it('shows the first cover whole on the first screen, the filters behind one "Filter" control that counts the chosen ones', async () => {
    const { page, problems } = await openPage(e2e, '/releases', { ...PHONE, bypassCSP: true });
    const cover = await page.$eval('main ul[role="list"] article img', (image) => {
      const box = image.parentElement!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: box.height, inside: box.top >= 0 && box.bottom <= innerHeight };
    });
    expect(cover.height).toBeGreaterThan(100);
    expect(cover).toMatchObject({ inside: true });
    expect((await summaryText(page)).trim()).toBe('Filter');
    // The drop-downs wait behind it.
    expect(await page.$eval('main summary ::-p-text(Format)', (summary) => summary.checkVisibility())).toBe(false);

    await page.click(FILTER_TOGGLE);
    await page.locator('main summary ::-p-text(Format)').click();
    await page.locator('main a[href="/releases?format=album"]').click();
    await page.waitForFunction(() => location.search === '?format=album');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main summary')].some((summary) => /^Filter\D*1\b/.test(summary.textContent?.trim() ?? '')),
    );
    expect(await summaryText(page)).toMatch(/^Filter\D*1\b/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript, the same control opens and choosing a filter loads the filtered page', async () => {
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport(PHONE);
    await page.goto(new URL('/releases', e2e.site.url).toString(), { waitUntil: 'load' });
    // Plain clicks: a locator's waiting runs script in the page, which is off here.
    await page.click(FILTER_TOGGLE);
    await page.click('main summary ::-p-text(Format)');
    await Promise.all([page.waitForNavigation(), page.click('main a[href="/releases?format=album"]')]);
    expect(new URL(page.url()).search).toBe('?format=album');
    const labels = await page.$$eval('main ul[role="list"] article p.uppercase', (nodes) => nodes.map((node) => node.textContent));
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Album']));
    expect(await summaryText(page)).toMatch(/^Filter\D*1\b/);
    await page.close();
  });

  it('from md up the drop-downs show as before, with no "Filter" control', async () => {
    const { page, problems } = await openPage(e2e, '/releases', DESKTOP);
    expect(await page.$eval('main summary ::-p-text(Format)', (summary) => summary.checkVisibility())).toBe(true);
    expect(await page.$eval(FILTER_TOGGLE, (summary) => summary.checkVisibility())).toBe(false);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('tile play buttons are targets of at least 44 × 44 px, hit at their edges', async () => {
    const { page, problems } = await openPage(e2e, '/releases', PHONE);
    const buttons = await page.$$eval(PLAY_BUTTONS, (list) =>
      list.map((button) => {
        button.scrollIntoView({ block: 'center' });
        const box = button.getBoundingClientRect();
        const hit = (x: number, y: number) => button.contains(document.elementFromPoint(x, y));
        const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        return {
          width: box.width,
          height: box.height,
          edges: [hit(middle.x - 21, middle.y), hit(middle.x + 21, middle.y), hit(middle.x, middle.y - 21), hit(middle.x, middle.y + 21)],
        };
      }),
    );
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.edges).toEqual([true, true, true, true]);
    }
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe.each(phoneAndDesktop)('axe on a $name ($width × $height)', (viewport) => {
  it.each(['/', '/releases'])('%s has no violations', async (address) => {
    const { page, problems } = await openPage(e2e, address, { ...viewport, bypassCSP: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
