import { inStock, isSoldOut } from '../../../shared/lib/cart/sold-out';

describe('inStock (decision 0079: what the store holds, as the page knows it)', () => {
  it('is true without a count (unlimited: a download) and while any unit is left', () => {
    expect(inStock(null)).toBe(true);
    expect(inStock(1)).toBe(true);
    expect(inStock(263)).toBe(true);
  });

  it('is false when none is left', () => {
    expect(inStock(0)).toBe(false);
    expect(inStock(-2)).toBe(false);
  });
});

describe('isSoldOut (decision 0079)', () => {
  it('is true only for a product known to be out of stock', () => {
    expect(isSoldOut({ in_stock: false })).toBe(true);
    expect(isSoldOut({ in_stock: true })).toBe(false);
  });

  it('leaves a product whose stock is unknown to the store: it is not marked sold out', () => {
    expect(isSoldOut({})).toBe(false);
    expect(isSoldOut({ in_stock: null })).toBe(false);
  });
});
