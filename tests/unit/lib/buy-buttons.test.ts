import { preOrderNote, primaryProductId } from '../../../shared/lib/catalog/buy-buttons';

const now = new Date('2026-12-02T12:00:00Z');

describe("which of a release's formats gets the primary buy button", () => {
  it('is the first physical format in the format order, whatever order the products come in', () => {
    const products = [
      { id: 'mp3', format: 'MP3', distribution: 'digital' },
      { id: 'cd', format: 'CD', distribution: 'physical' },
      { id: 'wav-flac', format: 'WAV / FLAC', distribution: 'digital' },
      { id: 'lp', format: 'Vinyl', variant: '1×LP', distribution: 'physical' },
    ];
    expect(primaryProductId(products)).toBe('lp');
  });

  it('passes over a sold-out physical format to the next one', () => {
    const products = [
      { id: 'lp', format: 'Vinyl', distribution: 'physical', in_stock: false },
      { id: 'cassette', format: 'Cassette', distribution: 'physical', in_stock: true },
      { id: 'mp3', format: 'MP3', distribution: 'digital' },
    ];
    expect(primaryProductId(products)).toBe('cassette');
  });

  it('is the first format that can be bought when no physical one can', () => {
    expect(
      primaryProductId([
        { id: 'mp3', format: 'MP3', distribution: 'digital' },
        { id: 'wav-flac', format: 'WAV / FLAC', distribution: 'digital' },
      ]),
    ).toBe('wav-flac');
    expect(
      primaryProductId([
        { id: 'lp', format: 'Vinyl', distribution: 'physical', in_stock: false },
        { id: 'flac', format: 'FLAC', distribution: 'digital' },
      ]),
    ).toBe('flac');
  });

  it('is null when nothing can be bought', () => {
    expect(primaryProductId([{ id: 'lp', format: 'Vinyl', distribution: 'physical', in_stock: false }])).toBeNull();
    expect(primaryProductId([])).toBeNull();
  });
});

describe('what a pre-order says next to its price', () => {
  it('a physical format ships on the later of the release date and its own availability', () => {
    expect(preOrderNote({ distribution: 'physical' }, { release_date: '2027-05-14' }, now)).toBe('Ships on 14 May 2027');
    expect(preOrderNote({ distribution: 'physical', date_available: '2027-06-04' }, { release_date: '2027-05-14' }, now)).toBe(
      'Ships on 4 June 2027',
    );
  });

  it('a download is out on its day (nothing ships)', () => {
    expect(preOrderNote({ distribution: 'digital' }, { release_date: '2027-05-14' }, now)).toBe('Out on 14 May 2027');
  });

  it('says nothing for a release that is out', () => {
    expect(preOrderNote({ distribution: 'physical' }, { release_date: '2026-11-27' }, now)).toBeNull();
    expect(preOrderNote({ distribution: 'physical' }, { release_date: null }, now)).toBeNull();
  });
});
