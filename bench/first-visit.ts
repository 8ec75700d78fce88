/**
 * A fresh start's first visitor: how long from starting the server (`node dist/server/index.js`,
 * as `npm start` runs it after the build) until the home page is settled in Chromium — the page
 * loaded and every image of the first viewport decoded. Each mode starts on an empty image cache
 * (a fresh machine), then again on the same cache (a restart):
 *
 * - warm-up off (MEDIA_WARM_PATHS=''): every image is made when the visitor asks, as before;
 * - warm-up on (the default), visitor at once: the visitor races the background warm-up;
 * - warm-up on, visitor after it: the visitor comes once the log says "media warmed".
 *
 *   npm run build && node --import tsx bench/first-visit.ts
 *
 * BENCH_WIDTH (390) and BENCH_HEIGHT (844) set the viewport. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../tests/support/browser';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const width = Number(process.env.BENCH_WIDTH ?? 390);
const height = Number(process.env.BENCH_HEIGHT ?? 844);
const deadlineMs = 120_000;

/** Every image at least partly in the first viewport, loaded and decoded. */
function firstViewportSettled(): { settled: boolean; images: number } {
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  return {
    settled: document.readyState === 'complete' && inView.every((image) => image.complete && image.naturalWidth > 0),
    images: inView.length,
  };
}

async function until<T>(probe: () => Promise<T | null>, what: string): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${deadlineMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const warmedEntry = (site: SiteProcess) =>
  site.logs.find((entry) => entry.msg === 'media warmed') as { ms: number; images: number } | undefined;

async function visit(browser: Browser, cacheDir: string, warm: boolean, afterWarmUp: boolean) {
  const started = performance.now();
  const site = await startSiteProcess({
    env: { IMAGE_CACHE_DIR: cacheDir, INBOX_FILE: path.join(cacheDir, '..', 'inbox.sqlite'), MEDIA_WARM_PATHS: warm ? '/' : '' },
    timeoutMs: 60_000,
  });
  const listening = performance.now() - started;
  let warmed: number | null = null;
  if (afterWarmUp) {
    await until(async () => warmedEntry(site) ?? null, 'the warm-up');
    warmed = performance.now() - started;
  }
  const tab = await browser.newPage();
  try {
    await tab.setViewport({ width, height });
    const opened = performance.now();
    await tab.goto(site.url, { waitUntil: 'domcontentloaded', timeout: deadlineMs });
    const documentAt = performance.now();
    const state = await until(async () => {
      const now = await tab.evaluate(firstViewportSettled);
      return now.settled ? now : null;
    }, 'the home page settling');
    const settled = performance.now();
    return {
      listening,
      warmed,
      opened: opened - started,
      document: documentAt - started,
      settled: settled - started,
      visit: settled - opened,
      images: state.images,
      warmUp: warmedEntry(site),
    };
  } finally {
    await tab.close();
    await site.stop();
  }
}

async function main() {
  const browser = await launchBrowser({ full: true });
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  try {
    console.log(`first visit to / at ${width}x${height}: times from starting the server`);
    for (const [mode, warm, afterWarmUp] of [
      ['warm-up off', false, false],
      ['warm-up on, visitor at once', true, false],
      ['warm-up on, visitor after it', true, true],
    ] as const) {
      const work = await mkdtemp(path.join(os.tmpdir(), 'label-site-first-visit-'));
      try {
        for (const run of ['empty image cache', 'restart, same cache']) {
          const r = await visit(browser, path.join(work, 'image-cache'), warm, afterWarmUp);
          const warmUp = r.warmUp ? `  warm-up done ${s(r.warmUp.ms + r.listening)} (${r.warmUp.images} variants)` : '';
          console.log(
            `${mode.padEnd(29)} ${run.padEnd(20)} listening ${s(r.listening)}  opened ${s(r.opened)}  document ${s(r.document)}  settled ${s(r.settled)}  (visit ${s(r.visit)}, ${r.images} images in view)${warmUp}`,
          );
        }
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
