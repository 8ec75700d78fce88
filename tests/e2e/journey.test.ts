import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, screenshot, waitForHydration, watchPage } from '../support/browser';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

jest.setTimeout(120_000);

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (site) expect(await site.stop()).toBe(0);
});

const heading = (page: Page) => page.$eval('h1', (el) => el.textContent?.trim() ?? '');

async function clickAndWaitForHeading(page: Page, selector: string): Promise<string> {
  const before = await heading(page);
  await page.click(selector);
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() !== text, { timeout: 15_000 }, before);
  await page.waitForNetworkIdle({ idleTime: 200 });
  return heading(page);
}

describe('the visitor journey', () => {
  it('home → a release → its artist → filtered releases → load more → an event → a feature, with no errors', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    const problems = watchPage(page);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const release = await clickAndWaitForHeading(page, 'main a[href^="/products/"]');
    expect(page.url()).toMatch(/\/products\/[^/]+$/);
    expect(release.length).toBeGreaterThan(0);
    await screenshot(page, 'journey-release');

    const artist = await clickAndWaitForHeading(page, 'main article a[href^="/artists/"]');
    expect(page.url()).toMatch(/\/artists\/[^/]+$/);
    expect(artist.length).toBeGreaterThan(0);

    await clickAndWaitForHeading(page, 'header nav a[href="/releases"]');
    // The format menu: open it, choose E.P.; the list is filtered in place.
    await page.click('main details summary');
    await page.click('main a[href*="format=ep"]');
    await page.waitForFunction(() => location.search.includes('format=ep'));
    await page.waitForNetworkIdle({ idleTime: 300 });
    // The grid's tiles (the page's featured release above them has a type label too).
    const labels = await page.$$eval('main ul[role="list"] article p.uppercase', (nodes) => nodes.map((n) => n.textContent));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label === 'E.P.')).toBe(true);

    const tilesBefore = await page.$$eval('main ul[role="list"] > li', (items) => items.length);
    await page.click('main button::-p-text(Load more)');
    await page.waitForFunction((count) => document.querySelectorAll('main ul[role="list"] > li').length > count, { timeout: 15_000 }, tilesBefore);
    await screenshot(page, 'journey-releases-more');

    await clickAndWaitForHeading(page, 'header nav a[href="/events"]');
    const event = await clickAndWaitForHeading(page, 'main a[href^="/events/"]');
    expect(page.url()).toMatch(/\/events\/[^/]+$/);
    expect(event.length).toBeGreaterThan(0);

    await clickAndWaitForHeading(page, 'header nav a[href="/news"]');
    await clickAndWaitForHeading(page, 'main a[href^="/features/"]');
    expect(page.url()).toMatch(/\/features\/[^/]+$/);
    await screenshot(page, 'journey-feature');

    // One document all along: every step was a client-side navigation.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('reaches every step with JavaScript disabled, through plain links', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    const visit = async (path: string) => {
      const response = await page.goto(new URL(path, site.url).toString(), { waitUntil: 'load' });
      // A page seen earlier in the journey may come back as 304: the browser's copy is still good.
      expect([200, 304]).toContain(response?.status());
      return page;
    };
    const firstHref = (selector: string) => page.$eval(selector, (a) => a.getAttribute('href')!);

    await visit('/');
    await visit(await firstHref('main a[href^="/products/"]'));
    await visit(await firstHref('main article a[href^="/artists/"]'));
    expect((await heading(page)).length).toBeGreaterThan(0);
    await visit('/releases');
    await visit(await firstHref('main a[href*="format=ep"]'));
    const before = await page.$$eval('main ul[role="list"] > li', (items) => items.length);
    await visit(await firstHref('main a[href*="page=2"]'));
    expect(await page.$$eval('main ul[role="list"] > li', (items) => items.length)).toBeGreaterThan(before);
    await visit('/events');
    await visit(await firstHref('main a[href^="/events/"]'));
    await visit('/news');
    await visit(await firstHref('main a[href^="/features/"]'));
    expect((await heading(page)).length).toBeGreaterThan(0);
    await page.close();
  });

  it.each(['/', '/releases', '/news', '/about', '/no-such-page'])('axe finds no violations on %s', async (path) => {
    const page = await browser.newPage();
    // axe is injected for the audit only; the site's own CSP stays untouched for visitors.
    await page.setBypassCSP(true);
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' });
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('axe finds no violations on a release, an artist, an event and a feature', async () => {
    const page = await browser.newPage();
    await page.setBypassCSP(true);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
    const targets = [
      await page.$eval('main a[href^="/products/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/artists/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/events/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/features/"]', (a) => a.getAttribute('href')!),
    ];
    for (const target of targets) {
      await page.goto(`${site.url}${target}`, { waitUntil: 'networkidle0' });
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> } }).axe;
        return (await axe.run(document)).violations.map((v) => v.id);
      });
      expect({ target, violations }).toEqual({ target, violations: [] });
    }
    await page.close();
  });
});
