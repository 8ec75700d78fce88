/**
 * What `/assets/{id}` transforms (docs/decisions/0022): the sizes and qualities the site itself
 * asks for, so no request can make the server encode a 4000-pixel AVIF at quality 100. Widths and
 * qualities outside the lists are answered at the nearest allowed one; what is still too large is
 * refused (400).
 */
import { imageQualities, imageWidths } from './image-widths';

/** Fixed sizes pages ask /assets/{id} for: covers (800), social cards (1200×630), banners (1600×900). */
export const PAGE_IMAGE_WIDTHS = [800, 1200, 1600] as const;

/** Every width /assets/{id} renders, ascending: the optimiser's presets and device widths, and the pages' fixed sizes. */
export const ASSET_TRANSFORM_WIDTHS: readonly number[] = [...new Set([...imageWidths, ...PAGE_IMAGE_WIDTHS])].sort((a, b) => a - b);

/** No side of a transformed image is longer than the largest allowed width. */
export const MAX_TRANSFORM_SIDE = Math.max(...ASSET_TRANSFORM_WIDTHS);

/** Pixels of one transformed image at most: a square of the longest side. */
export const MAX_TRANSFORM_PIXELS = MAX_TRANSFORM_SIDE * MAX_TRANSFORM_SIDE;

/** The allowed value closest to `value`; a tie goes to the larger (a sharper image rather than a blurrier one). */
export function nearestAllowed(value: number, allowed: readonly number[]): number {
  let best = allowed[0]!;
  for (const candidate of allowed) {
    const distance = Math.abs(candidate - value);
    const bestDistance = Math.abs(best - value);
    if (distance < bestDistance || (distance === bestDistance && candidate > best)) best = candidate;
  }
  return best;
}

export interface RequestedSize {
  width?: number;
  height?: number;
  quality: number;
}

export type BoundedSize = { ok: true; width?: number; height?: number; quality: number } | { ok: false; error: string };

/**
 * The size a request is answered at: the width snapped to the nearest allowed width (the height
 * scaled with it, keeping the asked aspect ratio), a height alone snapped the same way, the quality
 * snapped to the allowed qualities. Refused when a side or the pixel count is still over the bounds.
 */
export function boundedTransformSize(requested: RequestedSize): BoundedSize {
  const quality = nearestAllowed(requested.quality, imageQualities);
  let { width, height } = requested;
  if (width !== undefined) {
    const snapped = nearestAllowed(width, ASSET_TRANSFORM_WIDTHS);
    if (height !== undefined) height = Math.max(1, Math.round((height * snapped) / width));
    width = snapped;
  } else if (height !== undefined) {
    height = nearestAllowed(height, ASSET_TRANSFORM_WIDTHS);
  }
  if (height !== undefined && height > MAX_TRANSFORM_SIDE) {
    return { ok: false, error: `Invalid parameter height: the image would be taller than ${MAX_TRANSFORM_SIDE} pixels` };
  }
  if ((width ?? MAX_TRANSFORM_SIDE) * (height ?? 1) > MAX_TRANSFORM_PIXELS) {
    return { ok: false, error: `The image would have more than ${MAX_TRANSFORM_PIXELS} pixels` };
  }
  return { ok: true, width, height, quality };
}
