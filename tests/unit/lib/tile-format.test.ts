import { formatOnce } from '../../../shared/lib/catalog/tile-format';

describe('a tile states its format once', () => {
  it("a product's title drops the format it repeats, and the type label gives way to the descriptor", () => {
    expect(formatOnce({ typeLabel: 'Vinyl', title: 'Hourglass 2 (Vinyl 1×LP)', descriptor: 'Vinyl, 1×LP', format: 'Vinyl' })).toEqual({
      typeLabel: '',
      title: 'Hourglass 2',
      descriptor: 'Vinyl, 1×LP',
    });
    expect(formatOnce({ typeLabel: 'CD', title: 'Reverie (cd)', descriptor: 'CD', format: 'CD' })).toEqual({
      typeLabel: '',
      title: 'Reverie',
      descriptor: 'CD',
    });
  });

  it('a bundle named as one keeps its name and loses the type label that repeats it', () => {
    expect(
      formatOnce({
        typeLabel: 'Bundle',
        title: 'Cascade 8 Vinyl + T-Shirt Bundle',
        descriptor: 'Cascade 8 on 1×LP with a t-shirt in your size.',
        format: 'Bundle',
      }),
    ).toEqual({ typeLabel: '', title: 'Cascade 8 Vinyl + T-Shirt Bundle', descriptor: 'Cascade 8 on 1×LP with a t-shirt in your size.' });
  });

  it("a merch group's type label gives way to a name that says it", () => {
    expect(formatOnce({ typeLabel: 'Bundle', title: 'Echo 4 Vinyl + Slipmat Bundle', descriptor: '', format: null }).typeLabel).toBe('');
  });

  it('leaves a tile alone when nothing repeats', () => {
    const release = { typeLabel: 'Album', title: 'Quarry & Cathedral', descriptor: '', format: null };
    expect(formatOnce(release)).toEqual({ typeLabel: 'Album', title: 'Quarry & Cathedral', descriptor: '' });
    const shirt = { typeLabel: 'Clothing', title: 'Harbour Crewneck', descriptor: 'Crewneck, M', format: 'Crewneck' };
    expect(formatOnce(shirt)).toEqual({ typeLabel: 'Clothing', title: 'Harbour Crewneck', descriptor: 'Crewneck, M' });
  });

  it('keeps a parenthesis that is part of the name, and a type label that is the only mention of the format', () => {
    expect(formatOnce({ typeLabel: 'Vinyl', title: 'Tide (Reprise)', descriptor: '', format: 'Vinyl' })).toEqual({
      typeLabel: 'Vinyl',
      title: 'Tide (Reprise)',
      descriptor: '',
    });
  });

  it('matches whole words only: "CD" is not inside "CDR Sessions"', () => {
    expect(formatOnce({ typeLabel: 'CD', title: 'CDR Sessions', descriptor: '', format: 'CD' }).typeLabel).toBe('CD');
  });
});
