import * as structuredData from '../../../shared/lib/catalog/structured-data';

const product = (format: string, in_stock?: boolean | null) => ({
  format,
  distribution: 'physical',
  prices: [{ currency: { code: 'GBP' }, value: 24 }],
  in_stock,
});

const availabilities = (products: ReturnType<typeof product>[], preOrder: boolean) =>
  structuredData.offersFor(products, 'GBP', 'https://label.example/releases/x', preOrder).map((offer) => [offer.name, offer.availability]);

describe('offersFor: what each offer says of its availability', () => {
  it('says a sold-out product is sold out, whether or not the release is still to come', () => {
    expect(availabilities([product('Vinyl', false), product('CD', true)], false)).toEqual([
      ['Vinyl', 'https://schema.org/SoldOut'],
      ['CD', 'https://schema.org/InStock'],
    ]);
    expect(availabilities([product('Vinyl', false), product('CD', true)], true)).toEqual([
      ['Vinyl', 'https://schema.org/SoldOut'],
      ['CD', 'https://schema.org/PreOrder'],
    ]);
  });

  it('takes a product read without its stock as available (the store decides at the add)', () => {
    expect(availabilities([product('Digital'), product('Cassette', null)], false)).toEqual([
      ['Digital', 'https://schema.org/InStock'],
      ['Cassette', 'https://schema.org/InStock'],
    ]);
  });
});
