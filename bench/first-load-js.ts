/**
 * First-load JavaScript per page type: every script a phone downloads before the first view is
 * usable (the entry, its imports, the page's chunks and whatever the first render loads on its
 * own), as the browser really fetches it, summed at the gzip size the site serves (the .gz twins
 * the build writes). Opens each page once in Chromium against the production build.
 *
 *   npm run bench:bundle           (builds first)
 *
 * Prints the figures and the budget (125 KiB on `/`, 140 KiB on any page); asserts nothing.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { benchPages } from './page-types';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const pages = benchPages;
const HOME_BUDGET_KIB = 125;
const PAGE_BUDGET_KIB = 140;
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 1500);
const assetsDir = path.resolve('dist', 'client');

/** Gzip size of a built script, from the twin the site serves to `Accept-Encoding: gzip`. */
async function gzipSize(url: string): Promise<number> {
  const file = path.join(assetsDir, decodeURIComponent(new URL(url).pathname));
  return (await stat(`${file}.gz`)).size;
}

async function main() {
  let site: SiteProcess | undefined;
  const browser = await launchBrowser();
  try {
    site = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' } });
    const rows: { type: string; path: string; scripts: number; kib: number }[] = [];
    for (const { type, path: pagePath } of pages) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = response.url();
        // The site's own build; a third-party form embed (the contact page's) is not ours to shrink.
        if (url.startsWith(`${site!.url}/assets/`) && response.request().resourceType() === 'script') scripts.add(url);
      });
      await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
      // What the first render loads once hydrated (lazy parts in view) counts too: wait for it.
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const sizes = await Promise.all([...scripts].map(gzipSize));
      if (process.env.BENCH_LIST)
        for (const [i, url] of [...scripts].entries())
          console.log(`  ${pagePath} ${new URL(url).pathname} ${(sizes[i]! / 1024).toFixed(1)}`);
      rows.push({ type, path: pagePath, scripts: scripts.size, kib: sizes.reduce((a, b) => a + b, 0) / 1024 });
      await page.close();
    }
    console.log('\npage type  path                                            scripts  first-load JS (KiB gzip)');
    for (const row of rows) {
      const budget = row.path === '/' ? HOME_BUDGET_KIB : PAGE_BUDGET_KIB;
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
