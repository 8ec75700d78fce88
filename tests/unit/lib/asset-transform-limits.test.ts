import * as transformLimits from '../../../shared/lib/images/asset-transform-limits';
import { imagePresets } from '../../../shared/lib/images/image-widths';
import { PAGE_IMAGE_SIZES, VIDEO_THUMBNAIL_SIZES } from '../../../shared/lib/images/page-image-sizes';

describe('asset transform limits', () => {
  it("allows the presets, the device widths and the pages' fixed sizes, up to 2000 pixels", () => {
    for (const width of Object.values(imagePresets).flat()) expect(transformLimits.ASSET_TRANSFORM_WIDTHS).toContain(width);
    for (const width of [640, 768, 1024, 1280, 1536, 686, 800, 1200, 1600]) expect(transformLimits.ASSET_TRANSFORM_WIDTHS).toContain(width);
    expect(transformLimits.MAX_TRANSFORM_SIDE).toBe(2000);
  });

  it('never answers with more pixels than a square of the longest side, whatever the asked size', () => {
    for (let width = 1; width <= 4000; width += 37) {
      for (let height = 1; height <= 4000; height += 41) {
        const size = transformLimits.boundedTransformSize({ width, height, quality: 100 });
        if (size.ok) expect(size.width! * size.height!).toBeLessThanOrEqual(2000 * 2000);
      }
    }
  });

  it('picks the nearest allowed value, the larger on a tie', () => {
    expect(transformLimits.nearestAllowed(100, [64, 128, 162])).toBe(128);
    expect(transformLimits.nearestAllowed(96, [64, 128])).toBe(128);
    expect(transformLimits.nearestAllowed(3950, transformLimits.ASSET_TRANSFORM_WIDTHS)).toBe(2000);
    expect(transformLimits.nearestAllowed(1, transformLimits.ASSET_TRANSFORM_WIDTHS)).toBe(64);
  });

  it('keeps the sizes the site asks for as they are', () => {
    expect(transformLimits.boundedTransformSize({ width: 1600, height: 900, quality: 75 })).toEqual({
      ok: true,
      width: 1600,
      height: 900,
      quality: 75,
    });
    expect(transformLimits.boundedTransformSize({ width: 1200, height: 630, quality: 75 })).toEqual({
      ok: true,
      width: 1200,
      height: 630,
      quality: 75,
    });
    expect(transformLimits.boundedTransformSize({ width: 686, height: 686, quality: 75 })).toEqual({
      ok: true,
      width: 686,
      height: 686,
      quality: 75,
    });
    expect(transformLimits.boundedTransformSize({ quality: 75 })).toEqual({ ok: true, width: undefined, height: undefined, quality: 75 });
  });

  it('snaps other widths, a height given with a width to the nearest shape the site uses, and answers every quality at 75', () => {
    expect(transformLimits.boundedTransformSize({ width: 3950, quality: 100 })).toEqual({
      ok: true,
      width: 2000,
      height: undefined,
      quality: 75,
    });
    // 2:1 is nearest the social card's 40:21.
    expect(transformLimits.boundedTransformSize({ width: 3950, height: 1975, quality: 1 })).toEqual({
      ok: true,
      width: 2000,
      height: 1050,
      quality: 75,
    });
    expect(transformLimits.boundedTransformSize({ height: 700, quality: 80 })).toEqual({
      ok: true,
      width: undefined,
      height: 686,
      quality: 75,
    });
  });

  it("makes only the shapes the site's pages and video thumbnails use: square, 40:21, 16:9, 4:3", () => {
    expect(transformLimits.ASSET_TRANSFORM_SHAPES).toEqual([1200 / 630, 16 / 9, 4 / 3, 1]);
    const heights = new Set(
      Array.from({ length: 2000 }, (_, i) => transformLimits.boundedTransformSize({ width: 2000, height: i + 1, quality: 75 })).map(
        (size) => (size.ok ? size.height : size.error),
      ),
    );
    expect(heights).toEqual(new Set([1050, 1125, 1500, 2000]));
    // A tall ask is cropped square; a wide one to the widest shape.
    expect(transformLimits.nearestShape(3 / 4)).toBe(1);
    expect(transformLimits.nearestShape(5)).toBe(1200 / 630);
    expect(transformLimits.nearestShape(1.6)).toBe(16 / 9);
  });

  it('answers the sizes the site asks for as they are, and its video thumbnails at the nearest allowed width', () => {
    for (const { width, height } of Object.values(PAGE_IMAGE_SIZES)) {
      expect(transformLimits.boundedTransformSize({ width, height, quality: 75 })).toEqual({ ok: true, width, height, quality: 75 });
    }
    const thumbnails = Object.values(VIDEO_THUMBNAIL_SIZES).map(({ width, height }) =>
      transformLimits.boundedTransformSize({ width, height, quality: 75 }),
    );
    expect(thumbnails).toEqual([
      { ok: true, width: 128, height: 96, quality: 75 },
      { ok: true, width: 322, height: 181, quality: 75 },
      { ok: true, width: 360, height: 270, quality: 75 },
    ]);
  });

  it('refuses what is still too tall or too many pixels', () => {
    expect(transformLimits.boundedTransformSize({ width: 64, height: 4000, quality: 75 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('taller than 2000'),
    });
    expect(transformLimits.boundedTransformSize({ height: 4000, quality: 75 })).toEqual({
      ok: true,
      width: undefined,
      height: 2000,
      quality: 75,
    });
  });
});
