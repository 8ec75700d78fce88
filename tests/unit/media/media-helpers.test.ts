import { parseByteRange } from '../../../server/api/byte-range';
import { preferredImageFormat } from '../../../server/media/negotiate-format';
import {
  defaultImageQuality,
  deviceWidths,
  imagePresets,
  imageQualities,
  imageSrcSet,
  imageWidths,
  isAllowedImageQuality,
  isAllowedImageWidth,
  optimisedImageUrl,
} from '../../../shared/lib/images/image-widths';
import { SPEC_IMAGE_PRESETS } from '../../support/spec-image-presets';

describe('Accept negotiation', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['image/avif;q=0.0, image/webp;q=0', null],
    ['image/*,*/*;q=0.8', null],
    ['*/*', null],
    ['', null],
    [undefined, null],
  ] as const)('%p → %p', (accept, format) => {
    expect(preferredImageFormat(accept)).toBe(format);
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    [' bytes=5-9 ', { start: 5, end: 9 }],
  ])('%s of 1000 bytes → %p', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0'])('%s of 1000 bytes is unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each(['bytes=0-1,5-9', 'bytes=9-5', 'bytes=-', 'items=0-5', 'bytes=a-b', 'bytes 0-5'])('ignores %s (whole file)', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});

describe('image widths', () => {
  it('lists every preset and device width once, ascending', () => {
    expect(imagePresets).toEqual(SPEC_IMAGE_PRESETS);
    expect(deviceWidths).toEqual([640, 768, 1024, 1280, 1536]);
    expect(imageWidths).toEqual([64, 128, 158, 162, 316, 322, 343, 360, 640, 644, 686, 720, 768, 828, 1024, 1080, 1280, 1392, 1536, 2000]);
    expect(isAllowedImageWidth(644)).toBe(true);
    expect(isAllowedImageWidth(645)).toBe(false);
  });

  it('allows a few qualities, 75 by default', () => {
    expect(defaultImageQuality).toBe(75);
    expect(imageQualities).toContain(75);
    expect(isAllowedImageQuality(80)).toBe(false);
  });

  it('builds optimiser URLs and srcsets', () => {
    expect(optimisedImageUrl('/assets/abc', 322)).toBe('/_next/image?url=%2Fassets%2Fabc&w=322&q=75');
    expect(imageSrcSet('/assets/abc', imagePresets.featured, 90)).toBe(
      '/_next/image?url=%2Fassets%2Fabc&w=64&q=90 64w, /_next/image?url=%2Fassets%2Fabc&w=128&q=90 128w',
    );
  });
});
