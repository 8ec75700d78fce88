import { benchPages } from '../../bench/page-types';
import { waitForHydration } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';
import {
  builtScripts,
  collectOwnScripts,
  entryScript,
  firstLoadBudgetKib,
  gzipSize,
  islandsBuildScripts,
  modulesOf,
  NEVER_IN_FIRST_LOAD,
  NEVER_IN_ISLANDS_BUILD,
} from '../support/first-load';

/**
 * The first-load budgets (90 KiB gzip on /, 100 on any page type: issue 29) and what must never be
 * in a first load, as the production build serves them to a phone with the islands client (decision
 * 0118): each page type opened once, every script of the site's own build it fetched until the
 * network went quiet after the frame's islands hydrated.
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

  it('would see what it keeps out: Apollo Client is in the islands build, loaded later; joi and the GraphQL parser are in none of it', () => {
    const modules = modulesOf(islandsBuildScripts());
    const inBuild = NEVER_IN_FIRST_LOAD.filter(({ path }) => modules.some((module) => path.test(module))).map(({ name }) => name);
    expect(inBuild).toEqual(['Apollo Client']);
  });

  it('keeps the router, the pages and the server out of the browser where pages are islands, and would see them there', () => {
    expect(entryScript()).toMatch(/^\/assets\/islands\/islands-[A-Z0-9]+\.js$/);
    const modules = modulesOf(islandsBuildScripts());
    const found = NEVER_IN_ISLANDS_BUILD.filter(({ path }) => modules.some((module) => path.test(module))).map(({ name }) => name);
    expect(found).toEqual([]);
    // The whole-document build holds the first three: the test would see them.
    const documentModules = modulesOf(builtScripts().filter((script) => !islandsBuildScripts().includes(script)));
    const inDocument = NEVER_IN_ISLANDS_BUILD.filter(({ path }) => documentModules.some((module) => path.test(module))).map(
      ({ name }) => name,
    );
    expect(inDocument).toEqual(['React Router', 'a page module', 'the collection view']);
  });
});
