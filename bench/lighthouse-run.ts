/**
 * What the Lighthouse benches share: the pages they measure, warming the production server as a
 * visitor would, and one Lighthouse run (mobile: emulated phone, simulated throttling) read into
 * the figures the benches print.
 */
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';
import { benchPages } from './page-types';

export const lighthousePages = benchPages.filter((page) => page.type !== 'contact');

export interface LighthouseFigures {
  score: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** Main-thread work (script evaluation, style, layout, parsing…), as the phone would spend it. */
  mainThreadMs: number;
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

/** Every page and the images it shows, so the page cache and the image cache hold them, as after any visitor. */
export async function warm(origin: string, pages: readonly { path: string }[] = lighthousePages): Promise<void> {
  for (const { path } of pages) {
    const html = await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) })).text();
    for (const url of imageUrls(html, origin)) await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
    // Second request: answered by the page cache, as Lighthouse's will be.
    await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) })).text();
  }
}

/** How many times a run whose trace Lighthouse could not record is taken again. */
const RUN_RETRIES = 2;

/** One Lighthouse run of `url` in the Chrome listening on `port`; `blockScripts`: every `.js` request refused. */
export async function runLighthouse(
  url: string,
  port: number,
  options: { blockScripts?: boolean; listOpportunities?: boolean } = {},
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const run = async () => {
    // Lighthouse's default configuration is the mobile one (emulated phone, simulated throttling).
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(options.blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  };
  let lhr = await run();
  // On a busy machine Chrome now and then loses the trace (NO_NAVSTART): that run is taken again,
  // said, rather than ending a long bench without its figures.
  for (let retry = 1; lhr.runtimeError && retry <= RUN_RETRIES; retry++) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, run again (${retry} of ${RUN_RETRIES})`);
    lhr = await run();
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (options.listOpportunities) {
    const opportunities = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    );
    for (const a of opportunities) console.log(`  ${url} ${a.id}: ${a.displayValue ?? ''} (score ${a.score})`);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    mainThreadMs: audit('mainthread-work-breakdown'),
  };
}

export async function lighthouseVersion(): Promise<string> {
  const manifest = await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => ({ default: { version: '?' } }));
  return manifest.default.version;
}

/**
 * Another build's server (`…/dist/server/index.js`), run in its own checkout: the server reads the
 * client build and its manifest from the folder it runs in, so run elsewhere it would serve this
 * checkout's scripts with its own pages.
 */
function otherBuild(server: string | undefined): { args?: string[]; cwd?: string } {
  if (!server) return {};
  const file = path.resolve(server);
  return { args: ['--enable-source-maps', file], cwd: path.resolve(path.dirname(file), '..', '..') };
}

/**
 * The production server (or BENCH_SERVER's build) on a free loopback port, warmed, and the machine's
 * Chromium (CHROME_PATH) for Lighthouse: `measure` runs with both; both end afterwards, whatever happens.
 */
export async function inWarmSiteAndChrome<T>(measure: (siteUrl: string, chromePort: number) => Promise<T>): Promise<T> {
  let site: SiteProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    site = await startSiteProcess({ timeoutMs: 60_000, ...otherBuild(process.env.BENCH_SERVER) });
    await warm(site.url);
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    return await measure(site.url, chrome.port);
  } finally {
    // chrome-launcher's kill ends the browser it started, by its process id.
    chrome?.kill();
    await site?.stop();
  }
}
