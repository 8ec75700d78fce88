/**
 * Pre-orders and formats read like a record shop (decision 0102): a pre-order's page says beside
 * each price when that format ships; the first physical format's button is the primary one and the
 * other formats' are secondary; a tile names its format at most once; the newest-first /releases
 * shows what is out with a few pre-orders, most of it out. axe finds nothing at either size.
 */
import type { Page } from 'puppeteer';
import { FORMAT_ORDER } from '../../shared/lib/catalog/format-order';
import { OUT_NOW_TEXT, PRE_ORDER_TEXT, RELEASE_FORMAT_TEXTS } from '../../shared/lib/catalog/storefront-texts';
import { axeViolations } from '../support/axe';
import { readDemoContent, type DemoProduct, type DemoProductGroup } from '../support/demo-content';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const open = (address: string, width: number) => openPage(e2e, address, { width, bypassCSP: true });

type Product = DemoProduct & { distribution: string; date_available?: string };

const groups = readDemoContent<DemoProductGroup[]>('product_groups.json');
const products = readDemoContent<Product[]>('products.json');

/** The demo's first public release still to come that is sold on a physical format and as a download. */
function comingRelease() {
  const release = groups.find((group) => {
    if (group.status !== 'active' || group.reference_type !== 'release' || group.visibility !== 'public') return false;
    if (!group.release_date || Date.parse(group.release_date) <= Date.now()) return false;
    const own = products.filter((product) => product.group === group.id && product.status === 'active');
    return own.some((product) => product.distribution === 'physical') && own.some((product) => product.distribution !== 'physical');
  });
  if (!release) throw new Error('The demo has no pre-order sold on a physical format and as a download');
  return release;
}

/** "14 May 2027", as the site writes a day. */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(date));

interface BuyRow {
  format: string;
  buy: string | null;
  text: string;
  /** The background and border of its add button, as drawn. */
  background: string;
  border: string;
  /** How far the pre-order note sits from the price: the gap below it and whether they share a column. */
  noteGap: number | null;
  noteBesidePrice: boolean;
}

const buyRows = (page: Page) =>
  page.$$eval('main li[data-buy]', (rows) =>
    rows.map((row): BuyRow => {
      const button = row.querySelector('button')!;
      const style = getComputedStyle(button);
      const price = [...row.querySelectorAll('p')].find((p) => /[£$€]\s?\d/.test(p.textContent ?? ''));
      const note = [...row.querySelectorAll('p')].find((p) => /^(Ships|Out) on /.test(p.textContent ?? ''));
      const priceBox = price?.getBoundingClientRect();
      const noteBox = note?.getBoundingClientRect();
      return {
        format: row.querySelector('a')!.textContent ?? '',
        buy: row.getAttribute('data-buy'),
        text: (row as HTMLElement).innerText,
        background: style.backgroundColor,
        border: style.borderTopColor,
        noteGap: priceBox && noteBox ? noteBox.top - priceBox.bottom : null,
        noteBesidePrice: !!priceBox && !!noteBox && noteBox.left < priceBox.right && noteBox.right > priceBox.left,
      };
    }),
  );

describe("a pre-order's page", () => {
  const release = comingRelease();
  const shipDay = day(release.release_date!);

  it.each([390, 1440])(
    'at %i px says beside each price when it ships, with one primary button: the first physical format',
    async (width) => {
      const { page, problems } = await open(`/products/${release.slug}`, width);
      const rows = await buyRows(page);
      const own = products.filter((product) => product.group === release.id && product.status === 'active');
      expect(rows).toHaveLength(own.length);

      for (const row of rows) {
        const physical = own.find((product) => row.format.startsWith(product.format))!.distribution === 'physical';
        expect(row.text).toContain(physical ? `Ships on ${shipDay}` : `Out on ${shipDay}`);
        // Right under its price, in the same column.
        expect(row.noteGap).not.toBeNull();
        expect(row.noteGap!).toBeGreaterThanOrEqual(-1);
        expect(row.noteGap!).toBeLessThan(12);
        expect(row.noteBesidePrice).toBe(true);
      }

      // The formats come in the label's order, so the first physical row is the first physical format.
      const primary = rows.filter((row) => row.buy === 'primary');
      expect(primary).toHaveLength(1);
      const firstPhysical = rows.find((row) => own.find((product) => row.format.startsWith(product.format))!.distribution === 'physical');
      expect(primary[0]!.format).toBe(firstPhysical!.format);
      // Primary and secondary look different: a filled button against outlined ones.
      for (const secondary of rows.filter((row) => row.buy === 'secondary')) {
        expect(secondary.background).not.toBe(primary[0]!.background);
        expect(secondary.background).toBe('rgba(0, 0, 0, 0)');
      }
      expect(primary[0]!.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(rows.filter((row) => row.buy === 'secondary')).toHaveLength(rows.length - 1);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );
});

/** The words that name a format: the store's formats and the release formats of the filter (spec 000 §9). */
const FORMAT_WORDS = [...FORMAT_ORDER, ...Object.values(RELEASE_FORMAT_TEXTS)];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often each format word stands in a tile's text (whole words, any case), the words that occur only. */
function formatWordCounts(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const word of FORMAT_WORDS) {
    const found = text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;
    if (found > 0) counts[word] = found;
  }
  return counts;
}

const tileTexts = (page: Page) => page.$$eval('main li > article', (tiles) => tiles.map((tile) => tile.innerText));

describe('tiles name their format once', () => {
  it.each(['/releases', '/releases?format=physical', '/', '/merch'])('on %s', async (address) => {
    const { page, problems } = await open(address, 1440);
    const texts = await tileTexts(page);
    expect(texts.length).toBeGreaterThan(4);
    const repeated = texts.filter((text) => Object.values(formatWordCounts(text)).some((count) => count > 1));
    expect(repeated).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('/releases, newest first', () => {
  it.each([390, 1440])('at %i px shows titles that are out and a few to come, most of them out', async (width) => {
    const { page, problems } = await open('/releases', width);
    const texts = await tileTexts(page);
    const badge = (text: string, word: string) => text.split('\n').some((line) => line.trim().toLowerCase() === word.toLowerCase());
    const coming = texts.filter((text) => badge(text, PRE_ORDER_TEXT)).length;
    const out = texts.filter((text) => badge(text, OUT_NOW_TEXT)).length;
    expect(coming).toBeGreaterThan(0);
    expect(out).toBeGreaterThan(coming);
    expect(coming + out).toBe(texts.length);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
