import * as presets from '../../../shared/lib/images/image-presets';
import { imagePresets, isAllowedImageWidth } from '../../../shared/lib/images/image-widths';

describe('image presets (spec 000 §9)', () => {
  it('writes only widths the optimiser accepts', () => {
    for (const preset of Object.keys(imagePresets) as (keyof typeof imagePresets)[]) {
      for (const { width } of presets.srcSetCandidates('abc', preset)) expect(isAllowedImageWidth(width)).toBe(true);
    }
  });
});

describe('srcSetFor', () => {
  it('builds optimiser URLs for each width of the preset at quality 75 by default', () => {
    expect(presets.srcSetFor('abc-123', 'grid')).toBe(
      '/_next/image?url=%2Fassets%2Fabc-123&w=162&q=75 162w, ' +
        '/_next/image?url=%2Fassets%2Fabc-123&w=322&q=75 322w, ' +
        '/_next/image?url=%2Fassets%2Fabc-123&w=644&q=75 644w',
    );
  });

  it('takes a quality', () => {
    expect(presets.srcSetFor('abc', 'featured', { quality: 90 })).toBe(
      '/_next/image?url=%2Fassets%2Fabc&w=64&q=90 64w, /_next/image?url=%2Fassets%2Fabc&w=128&q=90 128w',
    );
  });

  it('refuses a quality the optimiser would refuse', () => {
    expect(() => presets.srcSetFor('abc', 'grid', { quality: 74 })).toThrow(RangeError);
  });

  it('encodes paths and remote URLs as they are', () => {
    expect(presets.srcSetCandidates('/assets/abc', 'featured')[0]!.url).toBe('/_next/image?url=%2Fassets%2Fabc&w=64&q=75');
    expect(presets.srcSetCandidates('https://img.example/a b.jpg?x=1&y=2', 'featured')[1]).toEqual({
      url: '/_next/image?url=https%3A%2F%2Fimg.example%2Fa%20b.jpg%3Fx%3D1%26y%3D2&w=128&q=75',
      width: 128,
    });
  });

  it('turns asset ids into /assets paths and leaves the rest', () => {
    expect(presets.imageSource(' fb8c0e2d-5639 ')).toBe('/assets/fb8c0e2d-5639');
    expect(presets.imageSource('/assets/x')).toBe('/assets/x');
    expect(presets.imageSource('https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(presets.assetIdOf('/assets/x_1')).toBe('x_1');
    expect(presets.assetIdOf('x_1')).toBe('x_1');
    expect(presets.assetIdOf('https://img.example/a.jpg')).toBeNull();
    expect(presets.assetIdOf('/assets/a/b')).toBeNull();
  });
});

describe('image failure', () => {
  it('drops the 2000-wide variant and nothing else', () => {
    expect(presets.FAILED_CANDIDATE_WIDTH).toBe(2000);
    const candidates = presets.srcSetCandidates('abc', 'galleryScreen');
    const kept = presets.dropFailedCandidate(candidates);
    expect(kept.map((c) => c.width)).toEqual([640, 828, 1080]);
    expect(candidates).toHaveLength(4);
    expect(presets.toSrcSet(kept)).not.toContain('w=2000');
  });

  it('leaves a list without a 2000-wide variant as it is', () => {
    const candidates = presets.srcSetCandidates('abc', 'grid');
    expect(presets.dropFailedCandidate(candidates)).toEqual(candidates);
    expect(presets.dropFailedCandidate([])).toEqual([]);
  });

  it('drops it from a srcset attribute as the page holds it, and leaves an attribute without it as it is', () => {
    const candidates = presets.srcSetCandidates('https://cdn.example/a,b.jpg', 'galleryScreen');
    expect(presets.srcSetWithoutFailedCandidate(presets.toSrcSet(candidates))).toBe(
      presets.toSrcSet(presets.dropFailedCandidate(candidates)),
    );
    const grid = presets.srcSetFor('abc', 'grid');
    expect(presets.srcSetWithoutFailedCandidate(grid)).toBe(grid);
    expect(presets.srcSetWithoutFailedCandidate('')).toBe('');
  });
});

describe('assetUrl', () => {
  it('has the defaults: format jpg, quality 75, fit cover, no enlargement', () => {
    expect(presets.assetUrl('abc', { width: 640 })).toBe('/assets/abc?fit=cover&withoutEnlargement=true&format=jpg&width=640&quality=75');
  });

  it('sends height only when the aspect ratio is known', () => {
    expect(presets.assetUrl('abc', { width: 640 })).not.toContain('height');
    expect(presets.assetUrl('abc', { width: 640, height: 360 })).toMatch(/&height=360$/);
    expect(presets.assetUrl('abc', { width: 640, aspectRatio: 16 / 9 })).toMatch(/&height=360$/);
    expect(presets.assetUrl('abc', { aspectRatio: 16 / 9 })).not.toContain('height');
    expect(presets.assetUrl('abc', { width: 640, aspectRatio: 0 })).not.toContain('height');
  });

  it('takes every parameter and a host', () => {
    expect(
      presets.assetUrl('a/b', {
        width: 100.4,
        quality: 90,
        format: 'webp',
        fit: 'inside',
        withoutEnlargement: false,
        baseUrl: 'https://cms.example/',
      }),
    ).toBe('https://cms.example/assets/a%2Fb?fit=inside&withoutEnlargement=false&format=webp&width=100&quality=90');
  });

  it('leaves out a width that is not a positive number', () => {
    expect(presets.assetUrl('abc')).toBe('/assets/abc?fit=cover&withoutEnlargement=true&format=jpg&quality=75');
    expect(presets.assetUrl('abc', { width: -5 })).not.toContain('width');
  });
});

describe('pageImageUrl', () => {
  it("writes the site's own address of an image at one of the pages' sizes", () => {
    expect(presets.pageImageUrl('abc', 'socialCard')).toBe(
      '/assets/abc?fit=cover&withoutEnlargement=true&format=jpg&width=1200&quality=75&height=630',
    );
    expect(presets.pageImageUrl('abc', 'cover')).toBe(
      '/assets/abc?fit=cover&withoutEnlargement=true&format=jpg&width=800&quality=75&height=800',
    );
    expect(presets.pageImageUrl('abc', 'portrait')).toMatch(/&width=686&quality=75&height=686$/);
  });
});

describe('imageLoader', () => {
  it('uses the optimiser by default', () => {
    expect(presets.imageLoader()({ src: 'abc', width: 322 })).toBe('/_next/image?url=%2Fassets%2Fabc&w=322&q=75');
    expect(presets.imageLoader({ loader: 'default' })({ src: 'abc', width: 322, quality: 50 })).toBe(
      '/_next/image?url=%2Fassets%2Fabc&w=322&q=50',
    );
  });

  it('can use the content service transformations', () => {
    const load = presets.imageLoader({ loader: 'directus', baseUrl: 'https://cms.example' });
    expect(load({ src: '/assets/abc', width: 322 })).toBe(
      'https://cms.example/assets/abc?fit=cover&withoutEnlargement=true&format=jpg&width=322&quality=75',
    );
    expect(load({ src: 'https://img.example/a.jpg', width: 322 })).toBe('https://img.example/a.jpg');
  });

  it.each([[{ loader: 'cloudinary' }], [{ loader: 'directus', baseUrl: 42 }], [null], ['default'], [[]], [{ loader: 1 }]])(
    'raises an error for the unknown configuration %j',
    (config) => {
      expect(() => presets.imageLoader(config)).toThrow(/Unknown image loader configuration/);
    },
  );
});
