import { benchPages } from '../../bench/page-types';
import { waitForHydration } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';
import {
  builtScripts,
  collectOwnScripts,
  entryScript,
  firstLoadBudgetKib,
  gzipSize,
  modulesOf,
  NEVER_IN_FIRST_LOAD,
  PARTS_NOT_IN_ENTRY,
} from '../support/first-load';

/**
 * The first-load budgets (125 KiB gzip on /, 140 on any page type) and what must never be in a
 * first load, as the production build serves them to a phone: each page type opened once, every
 * script of the site's own build it fetched until the network went quiet after hydration.
 */
jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile({ env: { PAGE_CACHE_MB: '0' } });

describe('first-load JavaScript', () => {
  it.each(benchPages.map(({ type, path }) => [type, path]))(
    '%s (%s) stays within its budget, without joi, the GraphQL parser or Apollo',
    async (_type, pagePath) => {
      const page = await e2e.browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
      const scripts = collectOwnScripts(page, e2e.site.url);
      await page.goto(`${e2e.site.url}${pagePath}`, { waitUntil: 'networkidle0' });
      await waitForHydration(page);
      // What the first render loads once hydrated (lazy parts in view) counts too.
      await page.waitForNetworkIdle({ idleTime: 500 });
      await page.close();

      expect(scripts.size).toBeGreaterThan(0);
      const kib = [...scripts].reduce((sum, script) => sum + gzipSize(script), 0) / 1024;
      expect({ pagePath, kib: Number(kib.toFixed(2)), within: kib <= firstLoadBudgetKib(pagePath) }).toEqual({
        pagePath,
        kib: Number(kib.toFixed(2)),
        within: true,
      });
      const modules = modulesOf(scripts);
      expect(modules.length).toBeGreaterThan(0);
      const forbidden = NEVER_IN_FIRST_LOAD.filter(({ path }) => modules.some((module) => path.test(module))).map(({ name }) => name);
      expect(forbidden).toEqual([]);
    },
  );

  it('would see what it keeps out: Apollo Client is in the build, loaded later; joi and the GraphQL parser are in none of it', () => {
    const modules = modulesOf(builtScripts());
    const inBuild = NEVER_IN_FIRST_LOAD.filter(({ path }) => modules.some((module) => path.test(module))).map(({ name }) => name);
    expect(inBuild).toEqual(['Apollo Client']);
  });

  it("keeps the content parts' code out of the entry, and would see it there", () => {
    const inEntry = modulesOf([entryScript()]);
    expect(inEntry.filter((module) => PARTS_NOT_IN_ENTRY.some((part) => part.test(module)))).toEqual([]);
    const inBuild = modulesOf(builtScripts());
    for (const part of PARTS_NOT_IN_ENTRY) expect(inBuild.some((module) => part.test(module))).toBe(true);
  });
});
