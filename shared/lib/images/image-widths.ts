/**
 * The widths and qualities the image optimiser (`/_next/image`) renders. Only these are allowed,
 * so a crawler or an attacker cannot fill the cache with every width from 1 to 4000; components
 * build their srcset from the same presets, so every URL they write is one the server accepts.
 */
export const imagePresets = {
  grid: [162, 322, 644],
  profile: [343, 686, 1392],
  galleryThumb: [360, 720],
  galleryScreen: [640, 828, 1080, 2000],
  featured: [64, 128],
  promotedProduct: [158, 316],
} as const satisfies Record<string, readonly number[]>;

export type ImagePreset = keyof typeof imagePresets;

/** Breakpoint widths for images that span the viewport. */
export const deviceWidths = [640, 768, 1024, 1280, 1536] as const;

/** Every allowed `w`, ascending, without repeats. */
export const imageWidths: readonly number[] = [...new Set([...deviceWidths, ...Object.values(imagePresets).flat()])].sort((a, b) => a - b);

export const imageQualities = [50, 60, 75, 85, 90, 100] as const;

export const defaultImageQuality = 75;

export function isAllowedImageWidth(width: number): boolean {
  return imageWidths.includes(width);
}

export function isAllowedImageQuality(quality: number): boolean {
  return (imageQualities as readonly number[]).includes(quality);
}

/** The optimiser URL of `src` (an `/assets/{id}` path or an allowed remote URL) at one width. */
export function optimisedImageUrl(src: string, width: number, quality: number = defaultImageQuality): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/** A `srcset` over the given widths (a preset's, say), each entry with its `w` descriptor. */
export function imageSrcSet(src: string, widths: readonly number[], quality: number = defaultImageQuality): string {
  return widths.map((width) => `${optimisedImageUrl(src, width, quality)} ${width}w`).join(', ');
}
