/**
 * Image addresses for components (spec 000 §4 "Images", "Lazy loading"; §7 asset and optimiser
 * calls; §8; §9 presets). The preset widths and allowed qualities live in image-widths.ts, which the
 * optimiser also enforces; this module turns an item's image into the URLs a tile writes.
 */
import { defaultImageQuality, imagePresets, isAllowedImageQuality, optimisedImageUrl, type ImagePreset } from './image-widths';
import { PAGE_IMAGE_SIZES, type PageImageSize } from './page-image-sizes';

/** Images load when within this distance of the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;
/** The same margin as an IntersectionObserver `rootMargin`. */
export const LAZY_LOAD_ROOT_MARGIN = `${LAZY_LOAD_MARGIN_PX}px`;

/** A lazy image in server HTML carries its address here until it comes near (docs/decisions/0118). */
export const LAZY_SOURCE_ATTRIBUTE = 'data-lazy-src';
export const LAZY_SRCSET_ATTRIBUTE = 'data-lazy-srcset';

/** The candidate dropped from the list when an image fails to load. */
export const FAILED_CANDIDATE_WIDTH = 2000;

export interface ImageCandidate {
  url: string;
  width: number;
}

const ASSET_ID = /^[A-Za-z0-9_-]+$/;

/**
 * The optimiser's `url` for an image: an asset id becomes `/assets/{id}`; a path or absolute URL
 * is kept as it is (the optimiser decides whether its host is allowed).
 */
export function imageSource(assetIdOrUrl: string): string {
  const source = assetIdOrUrl.trim();
  if (ASSET_ID.test(source)) return `/assets/${source}`;
  return source;
}

/** The asset id of an id or an `/assets/{id}` path; null for anything else (remote URLs). */
export function assetIdOf(src: string): string | null {
  const source = src.trim();
  if (ASSET_ID.test(source)) return source;
  return /^\/assets\/([A-Za-z0-9_-]+)$/.exec(source)?.[1] ?? null;
}

function checkedQuality(quality: number | undefined): number {
  const q = quality ?? defaultImageQuality;
  // The optimiser refuses other qualities; a wrong one is a programming error, caught by tests.
  if (!isAllowedImageQuality(q)) throw new RangeError(`Image quality ${q} is not one the optimiser allows`);
  return q;
}

/** The optimiser URL of the image at each width of the preset, narrowest first. */
export function srcSetCandidates(assetIdOrUrl: string, preset: ImagePreset, options: { quality?: number } = {}): ImageCandidate[] {
  const quality = checkedQuality(options.quality);
  const source = imageSource(assetIdOrUrl);
  return imagePresets[preset].map((width) => ({ url: optimisedImageUrl(source, width, quality), width }));
}

/** Candidates as a `srcset` attribute: `url 162w, url 322w, ...`. */
export function toSrcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** `srcset` of the image over the preset's widths: `/_next/image?url=<encoded>&w=<width>&q=<quality>`. */
export function srcSetFor(assetIdOrUrl: string, preset: ImagePreset, options: { quality?: number } = {}): string {
  return toSrcSet(srcSetCandidates(assetIdOrUrl, preset, options));
}

/** After an image error: the candidates without the 2000-wide variant (a new array). */
export function dropFailedCandidate(candidates: readonly ImageCandidate[]): ImageCandidate[] {
  return candidates.filter((candidate) => candidate.width !== FAILED_CANDIDATE_WIDTH);
}

/**
 * The same for a `srcset` attribute as toSrcSet wrote it (an image the server rendered, recovered in
 * the browser without its preset): each candidate is `url Nw`, and the URLs are encoded, so a comma
 * and a space part them.
 */
export function srcSetWithoutFailedCandidate(srcSet: string): string {
  return srcSet
    .split(', ')
    .filter((candidate) => candidate !== '' && !candidate.endsWith(` ${FAILED_CANDIDATE_WIDTH}w`))
    .join(', ');
}

export type AssetFit = 'cover' | 'contain' | 'inside' | 'outside';
export type AssetFormat = 'jpg' | 'png' | 'webp' | 'avif' | 'auto';

export interface AssetUrlOptions {
  width?: number;
  /** Sent only when the aspect ratio is known: give it, or give `aspectRatio` (width ÷ height). */
  height?: number;
  aspectRatio?: number;
  /** Default 75. */
  quality?: number;
  /** Default jpg. */
  format?: AssetFormat;
  /** Default cover. */
  fit?: AssetFit;
  /** Default true: a small original is never scaled up. */
  withoutEnlargement?: boolean;
  /** The API host (`https://cms.example`); the site's own `/assets` when empty. */
  baseUrl?: string;
}

const isPositive = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * `{api host}/assets/{id}` with the content service's transformation parameters, in the order the
 * specification lists them: fit, withoutEnlargement, format, width, quality, and height when an
 * aspect ratio is known (an explicit `height`, or `aspectRatio` with a width). Given the file's own
 * address with a version (`/assets/{id}?v=…`), the version follows them (decision 0097).
 */
export function assetUrl(idOrAddress: string, options: AssetUrlOptions = {}): string {
  return `${(options.baseUrl ?? '').replace(/\/+$/, '')}${assetPath(idOrAddress, options)}`;
}

/** assetUrl on the site itself: what pages write, and all a first load carries of it. */
function assetPath(idOrAddress: string, options: AssetUrlOptions): string {
  // Split by hand, not by ownAssetOf's pattern: this runs in every first load.
  const [id, version] = idOrAddress.replace('/assets/', '').split('?v=') as [string, string?];
  const params = new URLSearchParams();
  params.set('fit', options.fit ?? 'cover');
  params.set('withoutEnlargement', String(options.withoutEnlargement ?? true));
  params.set('format', options.format ?? 'jpg');
  if (isPositive(options.width)) params.set('width', String(Math.round(options.width)));
  params.set('quality', String(options.quality ?? defaultImageQuality));
  const height = isPositive(options.height)
    ? Math.round(options.height)
    : isPositive(options.width) && isPositive(options.aspectRatio)
      ? Math.round(options.width / options.aspectRatio)
      : null;
  if (height !== null) params.set('height', String(height));
  if (version) params.set('v', version);
  return `/assets/${encodeURIComponent(id)}?${params.toString()}`;
}

/**
 * The site's own `/assets/{id}` address of an image at one of the pages' sizes, which `/assets/{id}`
 * makes as asked; `id` may be the file's versioned address (decision 0097).
 */
export function pageImageUrl(id: string, size: PageImageSize): string {
  return assetPath(id, PAGE_IMAGE_SIZES[size]);
}

export interface ImageLoaderInput {
  src: string;
  width: number;
  quality?: number;
}

export type ImageLoader = (input: ImageLoaderInput) => string;

/**
 * Which loader builds image URLs: `default` — the site's optimiser (`/_next/image`);
 * `directus` — the content service's `/assets/{id}` transformations at `baseUrl`.
 */
export type ImageLoaderConfig = { loader?: 'default' } | { loader: 'directus'; baseUrl?: string };

/** A loader for the configuration; an unknown configuration raises an error (spec 000 §8). */
export function imageLoader(config: unknown = {}): ImageLoader {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error(`Unknown image loader configuration: ${describe(config)}`);
  }
  const { loader, baseUrl } = config as { loader?: unknown; baseUrl?: unknown };
  if (loader === undefined || loader === 'default') {
    return ({ src, width, quality }) => optimisedImageUrl(imageSource(src), width, checkedQuality(quality));
  }
  if (loader === 'directus' && (baseUrl === undefined || typeof baseUrl === 'string')) {
    return ({ src, width, quality }) => {
      const id = assetIdOf(src);
      return id ? assetUrl(id, { width, quality: checkedQuality(quality), baseUrl }) : src;
    };
  }
  throw new Error(`Unknown image loader configuration: ${describe(config)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
