/**
 * What the site's JavaScript costs a phone (issue 29): Lighthouse, mobile, on the five page types of
 * the production build, each page measured with its scripts and with every `.js` request blocked,
 * in pairs that alternate which goes first, in the same run on the same machine. An absolute score
 * moves with the host's CPU; the difference between a page and itself without scripts does not.
 * Prints each page's medians (score, total blocking time, main-thread work, LCP) with and without,
 * their differences, and the goal: within 3 points and 100 ms of total blocking time.
 *
 *   npm run bench:phone                      (builds; then this, then the first-load figures)
 *   BENCH_PAIRS=3 …                          pairs per page (default 5: three left a 10 ms miss inside the spread)
 *   CHROME_PATH=/path/to/chromium …          another browser (default /usr/bin/chromium)
 *   BENCH_SERVER=path/to/server/index.js …   another build's server (a baseline)
 *
 * Prints figures; asserts nothing (decision 0053).
 */
import { lighthousePages, lighthouseVersion, runLighthouse, inWarmSiteAndChrome, type LighthouseFigures } from './lighthouse-run';

const GOAL_POINTS = 3;
const GOAL_TBT_MS = 100;
const pairs = Number(process.env.BENCH_PAIRS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Metric = 'score' | 'tbtMs' | 'mainThreadMs' | 'lcpMs';
const medians = (runs: LighthouseFigures[]) =>
  Object.fromEntries(
    (['score', 'tbtMs', 'mainThreadMs', 'lcpMs'] as const).map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as Record<Metric, number>;

async function main() {
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error('BENCH_PAIRS must be a whole number of 1 or more');
  await inWarmSiteAndChrome(async (siteUrl, chromePort) => {
    const rows = [];
    for (const { type, path } of lighthousePages) {
      const withScripts: LighthouseFigures[] = [];
      const without: LighthouseFigures[] = [];
      for (let pair = 0; pair < pairs; pair++) {
        // Alternating which goes first: whatever drifts during a run (heat, caches) falls on both.
        for (const blockScripts of pair % 2 === 0 ? [false, true] : [true, false]) {
          const figures = await runLighthouse(`${siteUrl}${path}`, chromePort, { blockScripts });
          (blockScripts ? without : withScripts).push(figures);
        }
      }
      rows.push({ type, path, with: medians(withScripts), without: medians(without) });
      process.stderr.write(`  ${path}: ${pairs} pairs done\n`);
    }

    console.log(
      `\nLighthouse ${await lighthouseVersion()}, mobile, performance; medians of ${pairs} pairs, with scripts / without / difference`,
    );
    console.log(
      'page type  path                                          score (w/o/Δ)     TBT ms (w/o/Δ)        main thread ms (w/o/Δ)    LCP ms (w/o)',
    );
    for (const row of rows) {
      const points = row.without.score - row.with.score;
      const tbt = row.with.tbtMs - row.without.tbtMs;
      const verdict = points <= GOAL_POINTS && tbt <= GOAL_TBT_MS ? 'meets' : 'misses';
      const triple = (a: number, b: number, width: number) => `${a.toFixed(0)}/${b.toFixed(0)}/${(a - b).toFixed(0)}`.padStart(width);
      console.log(
        `${row.type.padEnd(10)} ${row.path.padEnd(45)} ${triple(row.with.score, row.without.score, 13)} ${triple(row.with.tbtMs, row.without.tbtMs, 18)} ${triple(row.with.mainThreadMs, row.without.mainThreadMs, 24)} ${`${row.with.lcpMs.toFixed(0)}/${row.without.lcpMs.toFixed(0)}`.padStart(14)}   ${verdict} (≤ ${GOAL_POINTS} points, ≤ ${GOAL_TBT_MS} ms TBT)`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
