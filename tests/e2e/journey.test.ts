import { axeViolations } from '../support/axe';
import { isSameDocument, markDocument, screenshot } from '../support/browser';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { filterReleasesToEps, heading, visitEventThenFeature, visitReleaseThenArtist } from '../support/visitor-journey';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

describe('the visitor journey', () => {
  it('home → a release → its artist → filtered releases → load more → an event → a feature, with no errors', async () => {
    const { page, problems } = await openPage(e2e, '/', { ownProfile: false, consentGiven: false, waitUntil: 'networkidle0' });
    await markDocument(page);

    await visitReleaseThenArtist(page, 'journey');
    await filterReleasesToEps(page);

    const tilesBefore = await page.$$eval('main ul[role="list"] > li', (items) => items.length);
    // Scrolled to, as a visitor does: where pages are islands, its code loads as it comes near.
    await page.$eval('main [data-grid-end] :is(a, button)', (control) => control.scrollIntoView({ block: 'center' }));
    await (await page.waitForSelector('main button::-p-text(Load more)'))!.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('main ul[role="list"] > li').length > count,
      { timeout: 15_000 },
      tilesBefore,
    );
    await screenshot(page, 'journey-releases-more');

    await visitEventThenFeature(page, 'journey');

    // One document all along: every step was a client-side navigation.
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('reaches every step with JavaScript disabled, through plain links', async () => {
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    const visit = async (path: string) => {
      const response = await page.goto(new URL(path, e2e.site.url).toString(), { waitUntil: 'load' });
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
    const page = await e2e.browser.newPage();
    // axe is injected for the audit only; the site's own CSP stays untouched for visitors.
    await page.setBypassCSP(true);
    await page.goto(`${e2e.site.url}${path}`, { waitUntil: 'networkidle0' });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('axe finds no violations on a release, an artist, an event and a feature', async () => {
    const page = await e2e.browser.newPage();
    await page.setBypassCSP(true);
    await page.goto(`${e2e.site.url}/`, { waitUntil: 'networkidle0' });
    const targets = [
      await page.$eval('main a[href^="/products/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/artists/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/events/"]', (a) => a.getAttribute('href')!),
      await page.$eval('main a[href^="/features/"]', (a) => a.getAttribute('href')!),
    ];
    for (const target of targets) {
      await page.goto(`${e2e.site.url}${target}`, { waitUntil: 'networkidle0' });
      const violations = await axeViolations(page);
      expect({ target, violations }).toEqual({ target, violations: [] });
    }
    await page.close();
  });
});
