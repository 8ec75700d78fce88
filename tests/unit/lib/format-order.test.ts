import * as formatOrder from '../../../shared/lib/catalog/format-order';

describe('format order', () => {
  it('sorts formats in that order whatever order they come in', () => {
    const shuffled = ['MP3', 'CD', 'WAV / FLAC', 'Vinyl', 'WAV', 'Boxset', 'FLAC', 'Cassette', 'Bundle', 'DVD'];
    expect([...shuffled].sort(formatOrder.compareFormats)).toEqual([...formatOrder.FORMAT_ORDER]);
  });

  it('puts unknown formats after the known ones, alphabetically', () => {
    expect(['Tote Bag', 'MP3', 'Mug', 'Boxset', 'cap'].sort(formatOrder.compareFormats)).toEqual([
      'Boxset',
      'MP3',
      'cap',
      'Mug',
      'Tote Bag',
    ]);
  });

  it('matches formats whatever their case or surrounding spaces', () => {
    expect(formatOrder.compareFormats('vinyl', 'CD')).toBeLessThan(0);
    expect(formatOrder.compareFormats(' mp3 ', 'wav')).toBeGreaterThan(0);
    expect(formatOrder.compareFormats('Vinyl', 'vinyl')).toBe(0);
  });

  it('keeps "WAV / FLAC" one format, before FLAC and WAV', () => {
    expect(formatOrder.compareFormats('WAV / FLAC', 'FLAC')).toBeLessThan(0);
    expect(formatOrder.compareFormats('WAV / FLAC', 'WAV')).toBeLessThan(0);
    expect(formatOrder.compareFormats('WAV/FLAC', 'MP3')).toBeGreaterThan(0); // not the spec's spelling: unknown
  });

  it('puts a missing format last', () => {
    expect(formatOrder.compareFormats(null, 'Zine')).toBeGreaterThan(0);
    expect(formatOrder.compareFormats('Zine', undefined)).toBeLessThan(0);
    expect(formatOrder.compareFormats('', '')).toBe(0);
  });
});

describe('variant order', () => {
  it('sorts sizes from XXS to XXXXL and records 1×LP, 12”, 7”', () => {
    const shuffled = ['7”', 'XL', 'S', '12”', 'XXXXL', 'M', 'XXS', '1×LP', 'L', 'XXXL', 'XS', 'XXL'];
    expect([...shuffled].sort(formatOrder.compareVariants)).toEqual([...formatOrder.VARIANT_ORDER]);
  });

  it('treats look-alikes of the typographic variants as unknown', () => {
    expect(['1xLP', '7"', '12”'].sort(formatOrder.compareVariants)).toEqual(['12”', '1xLP', '7"']);
  });

  it('puts unknown variants after the known ones, alphabetically', () => {
    expect(['Sand', 'XL', 'black', 'Natural', 'S'].sort(formatOrder.compareVariants)).toEqual(['S', 'XL', 'black', 'Natural', 'Sand']);
  });

  it('puts a product without a variant first', () => {
    expect(formatOrder.compareVariants(null, 'XXS')).toBeLessThan(0);
    expect(formatOrder.compareVariants('XXS', '')).toBeGreaterThan(0);
    expect(formatOrder.compareVariants(undefined, null)).toBe(0);
  });
});

describe('sortProducts', () => {
  const products = [
    { id: 'mp3', format: 'MP3' },
    { id: 'tee-xl', format: 'T-Shirt', variant: 'XL' },
    { id: 'lp-7', format: 'Vinyl', variant: '7”' },
    { id: 'wavflac', format: 'WAV / FLAC' },
    { id: 'tee-s', format: 'T-Shirt', variant: 'S' },
    { id: 'lp-12', format: 'Vinyl', variant: '12”' },
    { id: 'box', format: 'Boxset' },
    { id: 'lp-1x', format: 'Vinyl', variant: '1×LP' },
    { id: 'cd', format: 'CD', variant: null },
    { id: 'bag', format: 'Tote Bag', variant: 'Natural' },
  ];

  it('orders by format, then by variant', () => {
    expect(formatOrder.sortProducts(products).map((p) => p.id)).toEqual([
      'box',
      'lp-1x',
      'lp-12',
      'lp-7',
      'cd',
      'wavflac',
      'mp3',
      'tee-s',
      'tee-xl',
      'bag',
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const before = products.map((p) => p.id);
    const sorted = formatOrder.sortProducts(products);
    expect(sorted).not.toBe(products);
    expect(products.map((p) => p.id)).toEqual(before);
  });

  it('is stable for equal products', () => {
    const same = [
      { id: 'a', format: 'MP3' },
      { id: 'b', format: 'mp3' },
      { id: 'c', format: 'MP3' },
    ];
    expect(formatOrder.sortProducts(same).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('compares format before variant', () => {
    expect(formatOrder.compareProducts({ format: 'Vinyl', variant: 'Zebra' }, { format: 'CD', variant: 'XXS' })).toBeLessThan(0);
    expect(formatOrder.sortProducts([])).toEqual([]);
  });
});
