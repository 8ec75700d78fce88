/**
 * What `/assets/{id}` transforms (docs/decisions/0022, 0082, 0083): the widths, shapes, format and
 * quality the site itself asks for, so no request can make the server encode a 4000-pixel AVIF at quality 100, or
 * one image in every height from 1 to 2000. Widths outside the list are answered at the nearest
 * allowed one, heights at the nearest shape the site uses, every quality at the site's; what is
 * still too large is refused (400).
 */
import { PAGE_IMAGE_SIZES, VIDEO_THUMBNAIL_SIZES } from './page-image-sizes';
import { defaultImageQuality, imageWidths } from './image-widths';

/** Fixed sizes pages ask /assets/{id} for: covers (800), social cards (1200×630), banners (1600×900). */
export const PAGE_IMAGE_WIDTHS = [800, 1200, 1600] as const;

/** Every width /assets/{id} renders, ascending: the optimiser's presets and device widths, and the pages' fixed sizes. */
export const ASSET_TRANSFORM_WIDTHS: readonly number[] = [
  ...new Set([...imageWidths, ...PAGE_IMAGE_WIDTHS, ...Object.values(PAGE_IMAGE_SIZES).map(({ width }) => width)]),
].sort((a, b) => a - b);

/**
 * Width ÷ height of every image the site asks for with both sides (page images, video thumbnails),
 * widest first: square, the social card's 40:21, 16:9 and 4:3. The only shapes /assets/{id} makes.
 */
export const ASSET_TRANSFORM_SHAPES: readonly number[] = [
  ...new Set([...Object.values(PAGE_IMAGE_SIZES), ...Object.values(VIDEO_THUMBNAIL_SIZES)].map(({ width, height }) => width / height)),
].sort((a, b) => b - a);

/** The one quality transforms are made at, the site's. */
export const ASSET_TRANSFORM_QUALITY = defaultImageQuality;

/** The one format transforms are made in: the pages ask for `format=jpg` only (decision 0083). */
export const ASSET_TRANSFORM_FORMAT = 'jpeg';

/** No side of a transformed image is longer than the largest allowed width. */
export const MAX_TRANSFORM_SIDE = Math.max(...ASSET_TRANSFORM_WIDTHS);

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

/** The allowed shape closest to `aspect` (width ÷ height), by ratio: 2:1 is as far from 1:1 as 1:2 is. */
export function nearestShape(aspect: number): number {
  const distance = (shape: number) => Math.abs(Math.log(aspect / shape));
  return ASSET_TRANSFORM_SHAPES.reduce((best, shape) => (distance(shape) < distance(best) ? shape : best));
}

export interface RequestedSize {
  width?: number;
  height?: number;
  quality: number;
}

export type BoundedSize = { ok: true; width?: number; height?: number; quality: number } | { ok: false; error: string };

/**
 * The size a request is answered at: the width snapped to the nearest allowed width, and a height
 * given with it to the nearest shape the site uses at that width; a height alone snapped to the
 * allowed widths; the quality the site's. Refused when the asked proportions at the answered width
 * would be taller than the bound.
 */
export function boundedTransformSize(requested: RequestedSize): BoundedSize {
  let { width, height } = requested;
  if (width !== undefined) {
    const snapped = nearestAllowed(width, ASSET_TRANSFORM_WIDTHS);
    if (height !== undefined) {
      if (Math.round((height * snapped) / width) > MAX_TRANSFORM_SIDE) {
        return { ok: false, error: `Invalid parameter height: the image would be taller than ${MAX_TRANSFORM_SIDE} pixels` };
      }
      height = Math.round(snapped / nearestShape(width / height));
    }
    width = snapped;
  } else if (height !== undefined) {
    height = nearestAllowed(height, ASSET_TRANSFORM_WIDTHS);
  }
  return { ok: true, width, height, quality: ASSET_TRANSFORM_QUALITY };
}
