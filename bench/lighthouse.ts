/**
 * Lighthouse, mobile, performance category, on the five page types (home, a listing, a release, an
 * artist, a post) of the production build with the embedded demo label, driving the machine's
 * Chromium. Starts the server on a free loopback port, warms it (every page and the images it
 * shows, so the page cache and the image cache hold them, as after any visitor), then runs
 * Lighthouse once per page and prints score, CLS, TBT and LCP beside the targets.
 *
 *   npm run bench:lighthouse                 (builds first)
 *   CHROME_PATH=/path/to/chromium …          another browser (default /usr/bin/chromium)
 *   BENCH_SERVER=path/to/server/index.js …   measure another build's server (a baseline)
 *
 * Prints figures; asserts nothing (decision 0053).
 */
import { lighthousePages as pages, lighthouseVersion, runLighthouse, inWarmSiteAndChrome, type LighthouseFigures } from './lighthouse-run';

const TARGET_SCORE = 98;
const TARGET_TBT_MS = 150;

interface Row extends LighthouseFigures {
  type: string;
  path: string;
}

async function main() {
  await inWarmSiteAndChrome(async (siteUrl, chromePort) => {
    const rows: Row[] = [];
    for (const { type, path } of pages) {
      rows.push({
        type,
        path,
        ...(await runLighthouse(`${siteUrl}${path}`, chromePort, { listOpportunities: !!process.env.BENCH_LIST })),
      });
    }
    console.log(`\nLighthouse ${await lighthouseVersion()}, mobile, performance`);
    console.log('page type  path                                            score    CLS   TBT ms   LCP ms   FCP ms');
    for (const row of rows) {
      const verdict = row.score >= TARGET_SCORE && row.cls === 0 && row.tbtMs <= TARGET_TBT_MS ? 'meets' : 'misses';
      console.log(
        `${row.type.padEnd(10)} ${row.path.padEnd(47)} ${String(row.score).padStart(5)} ${row.cls.toFixed(3).padStart(6)} ${row.tbtMs.toFixed(0).padStart(8)} ${row.lcpMs.toFixed(0).padStart(8)} ${row.fcpMs.toFixed(0).padStart(8)}   ${verdict} (≥ ${TARGET_SCORE}, CLS 0, TBT ≤ ${TARGET_TBT_MS})`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
