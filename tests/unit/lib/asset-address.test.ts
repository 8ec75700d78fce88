import { fileVersionPattern, isOwnAssetAddress, ownAssetAddress, ownAssetOf } from '../../../shared/lib/images/asset-address';
import { assetUrl, pageImageUrl } from '../../../shared/lib/images/image-presets';

const id = '7d67f665-1724-41df-9301-a5c35d7153a3';

describe('own asset addresses with a file version (decision 0097)', () => {
  it('a file without a version keeps its plain address; a version comes as `v`', () => {
    expect(ownAssetAddress(id, null)).toBe(`/assets/${id}`);
    expect(ownAssetAddress(id, 'm5x3k2a8')).toBe(`/assets/${id}?v=m5x3k2a8`);
  });

  it('reads the id and version back from exactly those two forms', () => {
    expect(ownAssetOf(`/assets/${id}`)).toEqual({ id, version: null });
    expect(ownAssetOf(`/assets/${id}?v=m5x3k2a8`)).toEqual({ id, version: 'm5x3k2a8' });
  });

  it('an embed names a file by its plain address only', () => {
    expect(isOwnAssetAddress(`/assets/${id}`)).toBe(true);
    expect(isOwnAssetAddress(`/assets/${id}?v=m5x3k2a8`)).toBe(false);
  });

  it.each([
    ['another parameter', `/assets/${id}?w=1`],
    ['a parameter after v', `/assets/${id}?v=m5x3k2a8&w=1`],
    ['v twice', `/assets/${id}?v=a&v=b`],
    ['an empty v', `/assets/${id}?v=`],
    ['a v with other characters', `/assets/${id}?v=m5-x3`],
    ['a v too long', `/assets/${id}?v=${'a'.repeat(17)}`],
    ['an encoded v', `/assets/${id}?v=%61`],
    ['a fragment', `/assets/${id}?v=a#x`],
    ['a path after the id', `/assets/${id}/x?v=a`],
    ['an id that is not a file id', '/assets/abc?v=a'],
    ['another origin', `https://evil.example/assets/${id}?v=a`],
    ['a bare id', id],
  ])('refuses %s', (_name, address) => {
    expect(ownAssetOf(address)).toBeNull();
  });

  it('a version is a short run of base-36 digits', () => {
    const FILE_VERSION = fileVersionPattern();
    expect(FILE_VERSION.test('m5x3k2a8')).toBe(true);
    expect(FILE_VERSION.test('M5X3K2A8')).toBe(true);
    expect(FILE_VERSION.test('0')).toBe(true);
    expect(FILE_VERSION.test('')).toBe(false);
    expect(FILE_VERSION.test('a-b')).toBe(false);
    expect(FILE_VERSION.test('a'.repeat(17))).toBe(false);
  });
});

describe('assetUrl of a versioned address', () => {
  it('puts `v` after the transformation parameters of the spec', () => {
    expect(assetUrl(`/assets/${id}?v=m5x3k2a8`, { width: 640, aspectRatio: 16 / 9 })).toBe(
      `/assets/${id}?fit=cover&withoutEnlargement=true&format=jpg&width=640&quality=75&height=360&v=m5x3k2a8`,
    );
    expect(pageImageUrl(`/assets/${id}?v=m5x3k2a8`, 'cover')).toBe(
      `/assets/${id}?fit=cover&withoutEnlargement=true&format=jpg&width=800&quality=75&height=800&v=m5x3k2a8`,
    );
  });

  it('an id, or an address without a version, is written as before', () => {
    expect(pageImageUrl(id, 'cover')).toBe(`/assets/${id}?fit=cover&withoutEnlargement=true&format=jpg&width=800&quality=75&height=800`);
    expect(pageImageUrl(`/assets/${id}`, 'cover')).toBe(pageImageUrl(id, 'cover'));
  });
});
