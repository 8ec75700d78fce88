/**
 * A fresh start's first visitor: how long from starting the server (`node dist/server/index.js`,
 * as `npm start` runs it after the build) until the home page is settled in Chromium — the page
 * loaded and every image of the first viewport decoded. Run twice: with an empty image cache (a
 * fresh machine) and again on the same cache (a restart).
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
import { startSiteProcess } from '../tests/support/site-process';

const width = Number(process.env.BENCH_WIDTH ?? 390);
const height = Number(process.env.BENCH_HEIGHT ?? 844);
const deadlineMs = 120_000;

interface Visit {
  listeningMs: number;
  documentMs: number;
  settledMs: number;
  images: number;
}

/** Every image at least partly in the first viewport, loaded and decoded. */
function firstViewportSettled(): { settled: boolean; images: number } {
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  return { settled: document.readyState === 'complete' && inView.every((image) => image.complete && image.naturalWidth > 0), images: inView.length };
}

async function visit(browser: Browser, cacheDir: string): Promise<Visit> {
  const started = performance.now();
  const site = await startSiteProcess({
    env: { IMAGE_CACHE_DIR: cacheDir, INBOX_FILE: path.join(cacheDir, '..', 'inbox.sqlite') },
    timeoutMs: 60_000,
  });
  const listeningMs = performance.now() - started;
  const tab = await browser.newPage();
  try {
    await tab.setViewport({ width, height });
    await tab.goto(site.url, { waitUntil: 'domcontentloaded', timeout: deadlineMs });
    const documentMs = performance.now() - started;
    const until = Date.now() + deadlineMs;
    for (;;) {
      const state = await tab.evaluate(firstViewportSettled);
      if (state.settled) return { listeningMs, documentMs, settledMs: performance.now() - started, images: state.images };
      if (Date.now() > until) throw new Error(`the home page did not settle within ${deadlineMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await tab.close();
    await site.stop();
  }
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'label-site-first-visit-'));
  const cacheDir = path.join(work, 'image-cache');
  const browser = await launchBrowser();
  try {
    console.log(`first visit to / at ${width}x${height}: time from starting the server`);
    for (const run of ['empty image cache', 'same cache, restarted']) {
      const result = await visit(browser, cacheDir);
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `${run.padEnd(24)} listening ${s(result.listeningMs)}  document ${s(result.documentMs)}  settled ${s(result.settledMs)}  (${result.images} images in view)`,
      );
    }
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
