/**
 * The sizes (width × height, cover) the site asks `/assets/{id}` for, by name. With the optimiser's
 * widths they are all that `/assets/{id}` makes: asset-transform-limits.ts takes its shapes from here.
 */
export const PAGE_IMAGE_SIZES = {
  /** Release and product covers (Open Graph, JSON-LD). */
  cover: { width: 800, height: 800 },
  /** Artist portraits (Open Graph, JSON-LD). */
  portrait: { width: 686, height: 686 },
  /** The social card of posts and events (Open Graph). */
  socialCard: { width: 1200, height: 630 },
} as const;

export type PageImageSize = keyof typeof PAGE_IMAGE_SIZES;

/**
 * YouTube's thumbnail sizes: the embedded video twin asks `/assets/{id}` for them, and a YouTube
 * answer that leaves a thumbnail's size out is read with them.
 */
export const VIDEO_THUMBNAIL_SIZES = {
  default: { width: 120, height: 90 },
  medium: { width: 320, height: 180 },
  high: { width: 480, height: 360 },
} as const;
