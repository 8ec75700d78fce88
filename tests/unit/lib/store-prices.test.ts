import { withStorePrice } from '../../../shared/lib/catalog/store-prices';

const gbp = (value: number, discount = 0) => ({ currency: { code: 'GBP' }, value, discount });
const usd = (value: number, discount = 0) => ({ currency: { code: 'USD' }, value, discount });
const content = [gbp(8.99), usd(11.99)];

describe('withStorePrice (spec 001 §7, decision 0035: the store prices, the content is the fallback)', () => {
  it('replaces the currency’s content price with the store’s, keeping the other currencies', () => {
    const answer = [
      { id: 'p1', format: 'Vinyl', price: gbp(24.5, 2) },
      { id: 'p2', format: 'MP3', price: gbp(7) },
    ];
    expect(withStorePrice(content, 'GBP', 'p1', answer)).toEqual([gbp(24.5, 2), usd(11.99)]);
  });

  it('adds the store’s price for a currency the content did not price in', () => {
    const answer = [{ id: 'p1', format: 'Vinyl', price: { currency: { code: 'EUR' }, value: 10, discount: 0 } }];
    expect(withStorePrice(content, 'EUR', 'p1', answer)).toEqual([...content, { currency: { code: 'EUR' }, value: 10, discount: 0 }]);
  });

  it('drops the currency when the store answered without the product: it is not sold in that currency', () => {
    expect(withStorePrice(content, 'USD', 'p1', [{ id: 'p2', price: usd(7) }])).toEqual([gbp(8.99)]);
    expect(withStorePrice(content, 'USD', 'p1', [])).toEqual([gbp(8.99)]);
  });

  it('keeps the content’s prices when the store did not answer', () => {
    expect(withStorePrice(content, 'GBP', 'p1', null)).toEqual(content);
  });

  it('ignores a store entry priced in another currency than the one asked', () => {
    expect(withStorePrice(content, 'GBP', 'p1', [{ id: 'p1', price: usd(99) }])).toEqual(content);
  });
});
