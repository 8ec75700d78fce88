/**
 * Screenshots of every page type as a visitor sees them, at a phone's and a desktop's width, for
 * design review (kept under artifacts/, which is not committed):
 *
 *   node --import tsx scripts/screenshots.ts <site url> <name>     e.g. http://127.0.0.1:3000 after
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';

const PAGES: Record<string, string> = {
  home: '/',
  releases: '/releases',
  release: '/products/hourglass-2',
  artist: '/artists/mattis-orre',
  news: '/news',
  feature: '/features/ten-records-that-shaped-mattis-orre',
  events: '/events',
  radio: '/radio',
  merch: '/merch',
  about: '/about',
};
const WIDTHS = [390, 1440] as const;

async function main(): Promise<void> {
  const [base, name] = process.argv.slice(2);
  if (!base || !name || !/^[a-z0-9-]+$/.test(name)) throw new Error('usage: screenshots.ts <site url> <name (a-z, 0-9, -)>');
  const outDir = path.resolve(__dirname, '..', 'artifacts', 'screenshots', name);
  await mkdir(outDir, { recursive: true });
  const browser = await launchBrowser({ full: true });
  try {
    for (const [page, address] of Object.entries(PAGES)) {
      for (const width of WIDTHS) {
        const tab = await browser.newPage();
        await tab.setViewport({ width, height: width < 800 ? 844 : 900 });
        await tab.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
        await tab.goto(new URL(address, base).toString(), { waitUntil: 'networkidle0', timeout: 30_000 });
        const height = await tab.evaluate(() => document.documentElement.scrollHeight);
        await tab.screenshot({ path: path.join(outDir, `${page}-${width}.png`), fullPage: false });
        console.log(`${page} ${width}px: ${height} px tall`);
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
