import { leadProduct } from '../../../shared/lib/catalog/lead-product';

const gbp = (value: number) => [{ currency: { code: 'GBP' }, value, discount: 0 }];

describe("the format a release's hero offers", () => {
  it('is the first in the format order, whatever order the products come in', () => {
    const products = [
      { id: 'mp3', format: 'MP3', prices: gbp(8.99) },
      { id: 'lp', format: 'Vinyl', variant: '1×LP', prices: gbp(29.99), in_stock: true },
      { id: 'cd', format: 'CD', prices: gbp(12.99) },
    ];
    expect(leadProduct(products, 'GBP')?.id).toBe('lp');
  });

  it('passes over a sold-out format, one priced in another currency only, and one that needs a choice', () => {
    const products = [
      { id: 'bundle', format: 'Bundle', prices: gbp(45), items: [{ id: 'm', title: 'M', option_group: 'Size' }] },
      { id: 'lp', format: 'Vinyl', prices: gbp(29.99), in_stock: false },
      { id: 'cd', format: 'CD', prices: [{ currency: { code: 'USD' }, value: 15, discount: 0 }] },
      { id: 'mp3', format: 'MP3', prices: gbp(8.99) },
    ];
    expect(leadProduct(products, 'GBP')?.id).toBe('mp3');
  });

  it('falls back to the first in the order when none can be added at once, and is null without products', () => {
    const products = [
      { id: 'mp3', format: 'MP3', prices: gbp(8.99), in_stock: false },
      { id: 'lp', format: 'Vinyl', prices: gbp(29.99), in_stock: false },
    ];
    expect(leadProduct(products, 'GBP')?.id).toBe('lp');
    expect(leadProduct([], 'GBP')).toBeNull();
    expect(leadProduct(null, 'GBP')).toBeNull();
  });
});
