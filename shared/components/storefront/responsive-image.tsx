import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  dropFailedCandidate,
  LAZY_LOAD_ROOT_MARGIN,
  LAZY_SOURCE_ATTRIBUTE,
  LAZY_SRCSET_ATTRIBUTE,
  srcSetCandidates,
  srcSetFor,
  toSrcSet,
} from '../../lib/images/image-presets';
import type { ImagePreset } from '../../lib/images/image-widths';
import { onceNearViewport } from './near-viewport';
import { useStaysServerHtml } from '../../app/island';

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
  // The artist's image: at most 343 px on phones, two fifths of the page's row beside the text.
  profile: '(min-width: 1280px) 486px, (min-width: 768px) 40vw, 343px',
  // A product gallery's thumbnail buttons.
  galleryThumb: '(min-width: 768px) 80px, 64px',
  galleryScreen: '100vw',
  featured: '64px',
  promotedProduct: '158px',
};

export interface ResponsiveImageProps {
  /** An asset id or an image URL; when missing, the box holds `placeholder` (or stays empty). */
  src: string | null | undefined;
  /** What fills the box when there is no image (a typographic tile). */
  placeholder?: ReactNode;
  preset: ImagePreset;
  alt: string;
  sizes?: string;
  aspect?: ImageAspect;
  /** Above the fold (the first carousel slide): load at once instead of lazily. */
  priority?: boolean;
  /**
   * On the first screen but not its main image (a backdrop behind it): in the server's HTML and
   * fetched at once, at low priority, so it neither waits for the viewport nor is preloaded.
   */
  eager?: boolean;
  fit?: 'cover' | 'contain';
  /** Classes of the box (its width, rounding). */
  className?: string;
}

/**
 * Whether a lazy image's box has come within the lazy-load margin (200 px, spec 000 §9) of the
 * viewport. False on the server and in the first browser render, so hydration sees the same
 * markup; set by an effect, so hydrating an image costs no second render until it comes near
 * (true at once where IntersectionObserver is missing).
 */
function useNearViewport(box: React.RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    return onceNearViewport(element, LAZY_LOAD_ROOT_MARGIN, () => setNear(true));
  }, [box, near]);
  return near;
}

/**
 * An image in a fixed-shape box (nothing shifts while it loads), with a srcset over its preset's
 * widths. A lazy image gets its address only when it comes within 200 px of the viewport; before
 * that (and for visitors without JavaScript) a <noscript> copy loads natively and lazily. If it
 * fails, the 2000-wide candidate is dropped once (spec 000 §4 "Images") — also when the failure
 * came before hydration, when React was not yet listening. The failure flag starts false on
 * server and client alike, so hydration sees the same markup.
 */
export function ResponsiveImage({
  src,
  preset,
  alt,
  sizes,
  aspect = 'square',
  priority = false,
  eager = false,
  fit = 'cover',
  className = '',
  placeholder,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // A page hydrated by islands keeps the server's image: a lazy one carries its address for the
  // page's image watcher (client/islands/server-images.ts), which gives it when it comes near.
  const staysServerHtml = useStaysServerHtml();
  const near = useNearViewport(boxRef, priority || eager);
  const source = src?.trim();

  useEffect(() => {
    const image = imageRef.current;
    // A server-rendered image can fail before React attaches onError: read the outcome instead.
    if (image?.getAttribute('srcset') && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [near, source]);

  const aspectClass = typeof aspect === 'number' ? '' : ASPECT_CLASSES[aspect];
  // An aspect ratio from data cannot be a compiled class.
  const aspectStyle = typeof aspect === 'number' && aspect > 0 ? { aspectRatio: String(aspect) } : undefined;
  const box = `relative overflow-hidden bg-white/5 ${aspectClass} ${className}`.trim();

  if (!source) {
    return (
      <div className={box} style={aspectStyle} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {placeholder}
      </div>
    );
  }

  const candidates = failed ? dropFailedCandidate(srcSetCandidates(source, preset)) : srcSetCandidates(source, preset);
  const srcSet = failed ? toSrcSet(candidates) : srcSetFor(source, preset);
  // Browsers without srcset support take the widest remaining candidate.
  const fallback = candidates[candidates.length - 1]?.url ?? source;
  const imageClass = `absolute inset-0 h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`;
  const shared = {
    sizes: sizes ?? DEFAULT_SIZES[preset],
    alt,
    decoding: priority ? ('sync' as const) : ('async' as const),
    className: imageClass,
  };

  return (
    <div ref={boxRef} className={box} style={aspectStyle}>
      {near ? null : (
        <noscript>
          <img src={fallback} srcSet={srcSet} loading="lazy" {...shared} />
        </noscript>
      )}
      <img
        ref={imageRef}
        src={near ? fallback : undefined}
        srcSet={near ? srcSet : undefined}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
        onError={() => setFailed(true)}
        {...(staysServerHtml && !near ? { [LAZY_SOURCE_ATTRIBUTE]: fallback, [LAZY_SRCSET_ATTRIBUTE]: srcSet } : {})}
        {...shared}
        className={near ? imageClass : `${imageClass} invisible`}
      />
    </div>
  );
}
