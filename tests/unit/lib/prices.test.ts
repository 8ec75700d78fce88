import {
  CATCH_ALL_LOCALE,
  LOCALES,
  LOCALE_CURRENCIES,
  SALE_BADGE_TEXT,
  currencyForLocale,
  formatPrice,
  hasPriceRange,
  isDiscounted,
  isLocale,
  lowestPrice,
  priceFor,
  priceView,
  priceViewFor,
  reducedValue,
  resolveCatchAllLocale,
  type Price,
} from '../../../shared/lib/catalog/prices';

const price = (code: string, value: number, discount: number | null = 0): Price => ({ currency: { code }, value, discount });

describe('currency by locale', () => {
  it('is us USD, gb GBP, eu EUR', () => {
    expect(LOCALE_CURRENCIES).toEqual({ us: 'USD', gb: 'GBP', eu: 'EUR' });
    expect(LOCALES).toEqual(['us', 'gb', 'eu']);
  });

  it('gives the currency of a known locale, whatever its case', () => {
    expect(currencyForLocale('us', 'gb')).toBe('USD');
    expect(currencyForLocale('gb', 'us')).toBe('GBP');
    expect(currencyForLocale('eu', 'gb')).toBe('EUR');
    expect(currencyForLocale('US', 'gb')).toBe('USD');
  });

  it('falls back to the default locale for an unknown, missing or prototype-named locale', () => {
    expect(currencyForLocale('fr', 'gb')).toBe('GBP');
    expect(currencyForLocale('fr', 'eu')).toBe('EUR');
    expect(currencyForLocale(null, 'us')).toBe('USD');
    expect(currencyForLocale(undefined, 'eu')).toBe('EUR');
    expect(currencyForLocale('', 'us')).toBe('USD');
    expect(currencyForLocale('toString', 'gb')).toBe('GBP');
    expect(currencyForLocale(CATCH_ALL_LOCALE, 'us')).toBe('USD');
  });

  it('knows its locales only', () => {
    expect(isLocale('gb')).toBe(true);
    expect(isLocale('GB')).toBe(false);
    expect(isLocale('constructor')).toBe(false);
    expect(isLocale(1)).toBe(false);
  });

  it("switches 'catchAll' to the cart currency's country code when that locale exists", () => {
    expect(CATCH_ALL_LOCALE).toBe('catchAll');
    expect(resolveCatchAllLocale('catchAll', 'GBP')).toBe('gb');
    expect(resolveCatchAllLocale('catchAll', 'USD')).toBe('us');
    expect(resolveCatchAllLocale('catchAll', 'eur')).toBe('eu');
    expect(resolveCatchAllLocale('catchAll', 'JPY')).toBe('catchAll');
    expect(resolveCatchAllLocale('catchAll', null)).toBe('catchAll');
    expect(resolveCatchAllLocale('gb', 'USD')).toBe('gb');
  });
});

describe('formatPrice', () => {
  it('uses the en-GB currency format with a narrow symbol', () => {
    expect(formatPrice(12.99, 'GBP')).toBe('£12.99');
    expect(formatPrice(12.99, 'USD')).toBe('$12.99');
    expect(formatPrice(12.99, 'EUR')).toBe('€12.99');
  });

  it('always shows pence, groups thousands and accepts a lower-case code', () => {
    expect(formatPrice(10, 'GBP')).toBe('£10.00');
    expect(formatPrice(0, 'USD')).toBe('$0.00');
    expect(formatPrice(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPrice(12.99, 'gbp')).toBe('£12.99');
  });

  it('shows an unknown currency code after the amount instead of throwing', () => {
    expect(formatPrice(5, 'NOPE')).toBe('5.00 NOPE');
  });
});

describe('priceFor', () => {
  const prices = [price('GBP', 10), price('USD', 13), price('EUR', 12)];

  it('picks the price in the currency', () => {
    expect(priceFor(prices, 'USD')).toBe(prices[1]);
    expect(priceFor(prices, 'eur')).toBe(prices[2]);
  });

  it('is null when the currency is missing or there are no prices', () => {
    expect(priceFor(prices, 'JPY')).toBeNull();
    expect(priceFor([], 'GBP')).toBeNull();
    expect(priceFor(null, 'GBP')).toBeNull();
    expect(priceFor(undefined, 'GBP')).toBeNull();
    expect(priceViewFor(prices, 'JPY')).toBeNull();
  });
});

describe('discounted price view', () => {
  it('strikes the original and shows value − discount', () => {
    expect(priceView(price('GBP', 12.99, 3))).toEqual({
      currency: 'GBP',
      original: '£12.99',
      reduced: '£9.99',
      reducedValue: 9.99,
      isDiscounted: true,
    });
  });

  it('is not discounted with a discount of 0, null or missing: both texts are the value', () => {
    for (const discount of [0, null, undefined]) {
      const view = priceView({ currency: { code: 'USD' }, value: 20, discount });
      expect(view).toEqual({ currency: 'USD', original: '$20.00', reduced: '$20.00', reducedValue: 20, isDiscounted: false });
    }
  });

  it('rounds the reduced value to the cent (no floating-point tails)', () => {
    expect(reducedValue(price('GBP', 10.1, 0.2))).toBe(9.9);
    expect(priceView(price('EUR', 0.3, 0.1)).reduced).toBe('€0.20');
  });

  it('ignores negative or non-finite discounts and never goes below zero', () => {
    expect(isDiscounted(price('GBP', 10, -2))).toBe(false);
    expect(reducedValue(price('GBP', 10, -2))).toBe(10);
    expect(isDiscounted(price('GBP', 10, Number.NaN))).toBe(false);
    expect(reducedValue(price('GBP', 10, 15))).toBe(0);
    expect(priceView(price('GBP', 10, 15)).reduced).toBe('£0.00');
  });

  it('has a "Sale" badge', () => {
    expect(SALE_BADGE_TEXT).toBe('Sale');
  });

  it('picks and views in one step', () => {
    expect(priceViewFor([price('GBP', 8, 1)], 'GBP')).toMatchObject({ original: '£8.00', reduced: '£7.00', isDiscounted: true });
  });
});

describe('lowest price of a group', () => {
  const products = [
    { prices: [price('GBP', 25), price('USD', 30)] },
    { prices: [price('GBP', 9.99), price('USD', 12)] },
    { prices: [price('GBP', 12, 4)] },
    { prices: null },
    {},
  ];

  it('is the cheapest in the currency across the products, after discounts', () => {
    expect(lowestPrice(products, 'GBP')).toBe(products[2]!.prices![0]);
    expect(lowestPrice(products, 'USD')).toBe(products[1]!.prices![1]);
  });

  it('is null when no product has a price in the currency', () => {
    expect(lowestPrice(products, 'EUR')).toBeNull();
    expect(lowestPrice([], 'GBP')).toBeNull();
    expect(lowestPrice(null, 'GBP')).toBeNull();
  });

  it('keeps the first of equal prices', () => {
    const tie = [{ prices: [price('GBP', 5)] }, { prices: [price('GBP', 6, 1)] }];
    expect(lowestPrice(tie, 'GBP')).toBe(tie[0]!.prices[0]);
  });

  it('tells whether the amounts differ ("from")', () => {
    expect(hasPriceRange(products, 'GBP')).toBe(true);
    expect(hasPriceRange([{ prices: [price('GBP', 5)] }, { prices: [price('GBP', 6, 1)] }], 'GBP')).toBe(false);
    expect(hasPriceRange([{ prices: [price('GBP', 5)] }], 'GBP')).toBe(false);
    expect(hasPriceRange(products, 'EUR')).toBe(false);
  });
});
