/**
 * First-load JavaScript per page type: every script a phone downloads before the first view is
 * usable (the entry, its imports, the page's chunks and whatever the first render loads on its
 * own), as the browser really fetches it, summed at the gzip size the site serves (the .gz twins
 * the build writes). Opens each page once in Chromium against the production build.
 *
 *   npm run bench:bundle           (builds first)
 *   CLIENT_HYDRATION=document …    the whole-document client the islands one replaced (decision 0118)
 *
 * Prints the figures and the budget (90 KiB on `/`, 100 KiB on any page); the budget test
 * (tests/e2e/first-load-budget.test.ts) asserts them, from the same description (tests/support/first-load.ts).
 */
import { launchBrowser, waitForHydration } from '../tests/support/browser';
import { collectOwnScripts, firstLoadBudgetKib, gzipSize } from '../tests/support/first-load';
import { benchPages } from './page-types';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const pages = benchPages;
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 1500);

async function main() {
  let site: SiteProcess | undefined;
  const browser = await launchBrowser({ full: true });
  try {
    site = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' } });
    const rows: { type: string; path: string; scripts: number; kib: number }[] = [];
    for (const { type, path: pagePath } of pages) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
      const scripts = collectOwnScripts(page, site.url);
      await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
      // A page that did not hydrate loaded less than it should: its figure would mean nothing.
      await waitForHydration(page).catch(() => {
        throw new Error(`${pagePath} did not hydrate: no first-load figure for a page without React`);
      });
      // What the first render loads once hydrated (lazy parts in view) counts too: wait for it.
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const sizes = [...scripts].map(gzipSize);
      if (process.env.BENCH_LIST)
        for (const [i, script] of [...scripts].entries()) console.log(`  ${pagePath} ${script} ${(sizes[i]! / 1024).toFixed(1)}`);
      rows.push({ type, path: pagePath, scripts: scripts.size, kib: sizes.reduce((a, b) => a + b, 0) / 1024 });
      await page.close();
    }
    console.log('\npage type  path                                            scripts  first-load JS (KiB gzip)');
    for (const row of rows) {
      const budget = firstLoadBudgetKib(row.path);
      const verdict = row.kib <= budget ? 'within' : 'OVER';
      console.log(
        `${row.type.padEnd(10)} ${row.path.padEnd(47)} ${String(row.scripts).padStart(7)} ${row.kib.toFixed(1).padStart(10)}   ${verdict} ${budget}`,
      );
    }
  } finally {
    await browser.close();
    await site?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
