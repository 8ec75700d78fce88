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
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';
import { benchPages } from './page-types';

const TARGET_SCORE = 98;
const TARGET_TBT_MS = 150;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = benchPages.filter((page) => page.type !== 'contact');

interface Row {
  type: string;
  path: string;
  score: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

/** Every image address in a page (src and srcset), so warming makes each variant once. */
function imageUrls(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)) urls.add(src!);
  for (const [, srcset] of html.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of srcset!.split(',')) urls.add(candidate.trim().split(/\s+/)[0]!);
  }
  return [...urls].map((url) => new URL(url.replace(/&amp;/g, '&'), origin).href);
}

async function warm(origin: string): Promise<void> {
  for (const { path } of pages) {
    const html = await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) })).text();
    for (const url of imageUrls(html, origin)) await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
    // Second request: answered by the page cache, as Lighthouse's will be.
    await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) })).text();
  }
}

async function main() {
  let site: SiteProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    site = await startSiteProcess({ timeoutMs: 60_000, ...(process.env.BENCH_SERVER ? { args: [process.env.BENCH_SERVER] } : {}) });
    await warm(site.url);
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const { default: lighthouse } = await import('lighthouse');
    const rows: Row[] = [];
    for (const { type, path } of pages) {
      // Lighthouse's default configuration is the mobile one (emulated phone, simulated throttling).
      const result = await lighthouse(`${site.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        type,
        path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
      });
      if (process.env.BENCH_LIST) {
        const opportunities = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
        );
        for (const a of opportunities) console.log(`  ${path} ${a.id}: ${a.displayValue ?? ''} (score ${a.score})`);
      }
    }
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => ({ default: { version: '?' } }))).default.version}, mobile, performance`,
    );
    console.log('page type  path                                            score    CLS   TBT ms   LCP ms   FCP ms');
    for (const row of rows) {
      const verdict = row.score >= TARGET_SCORE && row.cls === 0 && row.tbtMs <= TARGET_TBT_MS ? 'meets' : 'misses';
      console.log(
        `${row.type.padEnd(10)} ${row.path.padEnd(47)} ${String(row.score).padStart(5)} ${row.cls.toFixed(3).padStart(6)} ${row.tbtMs.toFixed(0).padStart(8)} ${row.lcpMs.toFixed(0).padStart(8)} ${row.fcpMs.toFixed(0).padStart(8)}   ${verdict} (≥ ${TARGET_SCORE}, CLS 0, TBT ≤ ${TARGET_TBT_MS})`,
      );
    }
  } finally {
    // chrome-launcher's kill ends the browser it started, by its process id.
    chrome?.kill();
    await site?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
