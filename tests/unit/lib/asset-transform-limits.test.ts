import * as transformLimits from '../../../shared/lib/images/asset-transform-limits';
import { imagePresets } from '../../../shared/lib/images/image-widths';

describe('asset transform limits', () => {
  it("allows the presets, the device widths and the pages' fixed sizes, up to 2000 pixels", () => {
    for (const width of Object.values(imagePresets).flat()) expect(transformLimits.ASSET_TRANSFORM_WIDTHS).toContain(width);
    for (const width of [640, 768, 1024, 1280, 1536, 686, 800, 1200, 1600]) expect(transformLimits.ASSET_TRANSFORM_WIDTHS).toContain(width);
    expect(transformLimits.MAX_TRANSFORM_SIDE).toBe(2000);
    expect(transformLimits.MAX_TRANSFORM_PIXELS).toBe(4_000_000);
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

  it('snaps other widths and qualities, keeping the aspect ratio', () => {
    expect(transformLimits.boundedTransformSize({ width: 3950, quality: 100 })).toEqual({
      ok: true,
      width: 2000,
      height: undefined,
      quality: 100,
    });
    expect(transformLimits.boundedTransformSize({ width: 3950, height: 1975, quality: 1 })).toEqual({
      ok: true,
      width: 2000,
      height: 1000,
      quality: 50,
    });
    expect(transformLimits.boundedTransformSize({ height: 700, quality: 80 })).toEqual({
      ok: true,
      width: undefined,
      height: 686,
      quality: 85,
    });
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
