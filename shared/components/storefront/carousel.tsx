import type { ReactNode } from 'react';
import { CAROUSEL_AUTOPLAY_MS, isNextDisabled, isPrevDisabled, nextIndex, prevIndex } from '../../lib/catalog/carousel';
import { FOCUS_RING } from '../focus-ring';
import { CarouselSlides } from './carousel-slides';
import { CarouselThumbnails, type CarouselThumbnail } from './carousel-thumbnails';
import { useCarouselAutoplay } from './use-carousel-autoplay';

/** The buttons' accessible names (ours: the spec calls them Prev and Next). */
const PREV_LABEL = 'Previous slide';
const NEXT_LABEL = 'Next slide';

export interface CarouselProps {
  slides: readonly ReactNode[];
  /** The carousel's accessible name. */
  label: string;
  /** Milliseconds per slide; 0 turns autoplay off. */
  autoplayMs?: number;
  /** Next after the last slide goes to the first (and Prev before the first to the last). */
  wrap?: boolean;
  /** One per slide: buttons that show it (a product gallery's); none without. */
  thumbnails?: readonly CarouselThumbnail[];
  className?: string;
}

const BUTTON = `grid h-10 w-10 place-items-center rounded-full border border-paper/40 text-lg hover:border-accent hover:text-accent ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-30`;

/**
 * The generic carousel (spec 000 §2 "Carousel (generic)"): autoplay every 3000 ms by default,
 * paused while hovered, focused, touched or the tab is hidden, stopped for good once the visitor
 * interacts (and never started for reduced motion); Prev and Next disable at the ends unless it
 * wraps; a swipe turns it too, and so do its thumbnails when it has them.
 */
export function Carousel({ slides, label, autoplayMs = CAROUSEL_AUTOPLAY_MS, wrap = false, thumbnails, className = '' }: CarouselProps) {
  const count = slides.length;
  const { current, autoplaying, select: go, handlers } = useCarouselAutoplay({ count, autoplayMs, wrap, stopOnInteraction: true });

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className} {...handlers}>
      <CarouselSlides slides={slides} current={current} autoplaying={autoplaying} />
      {count > 1 ? (
        <div className="mt-4 flex items-start gap-4">
          {thumbnails ? <CarouselThumbnails thumbnails={thumbnails} current={current} onChoose={go} /> : null}
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              aria-label={PREV_LABEL}
              disabled={isPrevDisabled(current, count, wrap)}
              onClick={() => go(prevIndex(current, count, wrap))}
              className={BUTTON}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              aria-label={NEXT_LABEL}
              disabled={isNextDisabled(current, count, wrap)}
              onClick={() => go(nextIndex(current, count, wrap))}
              className={BUTTON}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
