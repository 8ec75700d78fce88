import { basketProductOf } from '../../../shared/lib/cart/basket-product';

describe('basketProductOf', () => {
  it("keeps what adding to the basket reads and drops the rest of a tile's item", () => {
    const item = {
      id: 'p1',
      format: 'Vinyl',
      prices: [{ currency: { code: 'GBP' }, value: 14.99 }],
      items: [{ id: 'i1', title: 'M', option_group: 'Size' }],
      in_stock: false,
      title: 'The Pale Echo',
      cover_image: 'abc',
      artist: { name: 'Sera Lumin' },
    };
    expect(basketProductOf(item)).toEqual({
      id: 'p1',
      format: 'Vinyl',
      prices: [{ currency: { code: 'GBP' }, value: 14.99 }],
      items: [{ id: 'i1', title: 'M', option_group: 'Size' }],
      in_stock: false,
    });
  });

  it('writes no key a product did not have (JSON props stay as small as they can)', () => {
    expect(Object.keys(basketProductOf({ id: 'p2' }))).toEqual(['id']);
    expect(basketProductOf({ id: 'p3', format: null, in_stock: null })).toEqual({ id: 'p3', format: null, in_stock: null });
  });
});
