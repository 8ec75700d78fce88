import { useState } from 'react';
import { dropFailedCandidate, srcSetCandidates, srcSetFor, toSrcSet } from '../../lib/image-presets';
import type { ImagePreset } from '../../lib/image-widths';

/** A named box shape, or width ÷ height from the data (a file's own proportions). */
export type ImageAspect = 'square' | 'video' | 'portrait' | 'wide' | number;

// Literal class names: Tailwind compiles only the classes it finds in the source.
const ASPECT_CLASSES = {
  square: 'aspect-square',
  video: 'aspect-video',
  portrait: 'aspect-[3/4]',
  wide: 'aspect-[21/9]',
} as const;

/** How wide each preset is drawn, so the browser picks the right candidate before layout. */
const DEFAULT_SIZES: Record<ImagePreset, string> = {
  grid: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  profile: '(min-width: 768px) 50vw, 100vw',
  galleryThumb: '(min-width: 768px) 33vw, 50vw',
  galleryScreen: '100vw',
  featured: '64px',
  promotedProduct: '158px',
};

export interface ResponsiveImageProps {
  /** An asset id or an image URL; an empty box when missing. */
  src: string | null | undefined;
  preset: ImagePreset;
  alt: string;
  sizes?: string;
  aspect?: ImageAspect;
  /** Above the fold (the first carousel slide): load at once instead of lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Classes of the box (its width, rounding). */
  className?: string;
}

/**
 * An image in a fixed-shape box (nothing shifts while it loads), with a srcset over its preset's
 * widths, loaded lazily by the browser (works without JavaScript). If it fails, the 2000-wide
 * candidate is dropped once (spec 000 §4 "Images"). The failure flag starts false on server and
 * client alike, so hydration sees the same markup.
 */
export function ResponsiveImage({ src, preset, alt, sizes, aspect = 'square', priority = false, fit = 'cover', className = '' }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const source = src?.trim();
  const aspectClass = typeof aspect === 'number' ? '' : ASPECT_CLASSES[aspect];
  // An aspect ratio from data cannot be a compiled class.
  const aspectStyle = typeof aspect === 'number' && aspect > 0 ? { aspectRatio: String(aspect) } : undefined;
  const box = `relative overflow-hidden bg-white/5 ${aspectClass} ${className}`.trim();

  if (!source) {
    return <div className={box} style={aspectStyle} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }

  const candidates = failed ? dropFailedCandidate(srcSetCandidates(source, preset)) : srcSetCandidates(source, preset);
  const srcSet = failed ? toSrcSet(candidates) : srcSetFor(source, preset);
  // Browsers without srcset support take the widest remaining candidate.
  const fallback = candidates[candidates.length - 1]?.url ?? source;

  return (
    <div className={box} style={aspectStyle}>
      <img
        src={fallback}
        srcSet={srcSet}
        sizes={sizes ?? DEFAULT_SIZES[preset]}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={`absolute inset-0 h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`}
      />
    </div>
  );
}
