/**
 * Shop numbers for the demo: prices in the three store currencies, discounts, stock and shipping
 * territories. GBP is the base price; USD and EUR are converted and rounded to a .99 shelf price.
 */
import type { PriceRecord, ProductRecord } from '../../server/sources/content/model';
import type { Random } from './random';

/** Base GBP shelf prices by format and release type. */
export const GBP_PRICES = {
  mp3: { single: [1.49, 1.79, 1.99], ep: [3.49, 3.99, 4.49], album: [8.99, 9.49, 9.99] },
  lossless: { single: [1.99, 2.29, 2.49], ep: [4.99, 5.49, 5.99], album: [10.99, 11.49, 11.99] },
  vinyl7: [7.99, 8.99, 9.99],
  vinyl12: [12.99, 14.99, 16.99],
  lp: [24.99, 26.99, 28.99, 29.99, 31.99, 33.99],
  cd: [9.99, 10.99, 11.99, 12.99],
  cdSingle: [5.99, 6.99, 7.99],
  cassette: [8.99, 9.99, 10.99],
  boxset: [64.99, 74.99, 89.99],
  dvd: [14.99, 17.99, 19.99],
  bundle: [34.99, 39.99, 44.99, 54.99, 59.99],
} as const;

const RATES = { USD: 1.27, EUR: 1.17 } as const;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function shelf(value: number): number {
  return round2(Math.max(Math.ceil(value) - 0.01, 0.99));
}

/** Prices in GBP, USD and EUR; about one product in ten is on sale. */
export function pricesFrom(random: Random, gbp: number): PriceRecord[] {
  const saleFraction = random.chance(0.1) ? random.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
  const values: [PriceRecord['currency']['code'], number][] = [
    ['GBP', gbp],
    ['USD', shelf(gbp * RATES.USD)],
    ['EUR', shelf(gbp * RATES.EUR)],
  ];
  return values.map(([code, value]) => ({ currency: { code }, value, discount: round2(value * saleFraction) }));
}

/** Physical stock: some sold out, some nearly gone, most plentiful. */
export function physicalStock(random: Random): number {
  return random.weighted<() => number>([
    [() => 0, 12],
    [() => random.int(1, 5), 15],
    [() => random.int(20, 500), 73],
  ])();
}

const LIMITED_TERRITORIES: readonly string[][] = [
  ['GB', 'IE'],
  ['GB', 'IE', 'FR', 'DE', 'NL', 'BE'],
  ['US', 'CA'],
];

/** Empty means it ships everywhere; a few physical items are licensed for some countries only. */
export function territories(random: Random, distribution: ProductRecord['distribution']): string[] {
  if (distribution === 'physical' && random.chance(0.08)) return [...random.pick(LIMITED_TERRITORIES)];
  return [];
}
