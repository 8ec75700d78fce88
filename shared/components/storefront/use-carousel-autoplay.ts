import { useEffect, useState, type FocusEvent, type TouchEvent } from 'react';
import { autoplayNext, clampIndex, nextIndex, prevIndex, swipeDirection } from '../../lib/catalog/carousel';
import { usePageVisible } from './use-page-visible';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselAutoplayOptions {
  /** How many slides there are. */
  count: number;
  /** Milliseconds per slide; 0 turns autoplay off. */
  autoplayMs: number;
  /** The wait after a touch ends (the promoted carousel's 8000 ms); `autoplayMs` unless given. */
  afterTouchMs?: number;
  /** Autoplay and the visitor's turns go from the last slide to the first (and back). */
  wrap: boolean;
  /** A press or a turn by the visitor stops autoplay for good (the generic carousel). */
  stopOnInteraction?: boolean;
}

/** Listeners for the carousel's outer element. */
export interface CarouselAutoplayHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown: () => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: () => void;
}

export interface CarouselAutoplay {
  /** The slide shown. */
  current: number;
  /** Whether autoplay is running now (a live region stays quiet while it is). */
  autoplaying: boolean;
  /** The visitor chose a slide (Prev, Next, the strip). */
  select: (index: number) => void;
  handlers: CarouselAutoplayHandlers;
}

/**
 * The one autoplay of the site's carousels (spec 000 §2, §4): one wait per slide, restarted by every
 * change of slide; paused while the pointer is over the carousel, focus is inside it, a finger is on
 * it or the tab is hidden; never running for visitors who prefer reduced motion. A swipe turns the
 * slide. Without wrap-around it ends at the last slide.
 */
export function useCarouselAutoplay({
  count,
  autoplayMs,
  afterTouchMs = autoplayMs,
  wrap,
  stopOnInteraction = false,
}: CarouselAutoplayOptions): CarouselAutoplay {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const [afterTouch, setAfterTouch] = useState(false);
  const [stopped, setStopped] = useState(false);
  const visible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const current = clampIndex(index, count);
  const autoplaying = autoplayMs > 0 && !stopped && !hovered && !focused && touchStartX === null && visible && !reducedMotion;
  const delay = afterTouch ? afterTouchMs : autoplayMs;

  useEffect(() => {
    if (!autoplaying) return undefined;
    const next = autoplayNext(current, count, wrap);
    if (next === null) return undefined; // One slide, or the end without wrap-around: autoplay ends.
    const timer = setTimeout(() => {
      setAfterTouch(false);
      setIndex(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [autoplaying, current, count, wrap, delay]);

  const select = (target: number) => {
    if (stopOnInteraction) setStopped(true);
    setIndex(clampIndex(target, count));
  };

  const handlers: CarouselAutoplayHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    // Touching or clicking inside counts as interaction.
    onPointerDown: () => {
      if (stopOnInteraction) setStopped(true);
    },
    onTouchStart: (event) => setTouchStartX(event.touches[0]?.clientX ?? null),
    onTouchEnd: (event) => {
      const endX = event.changedTouches[0]?.clientX;
      const direction = touchStartX === null || endX === undefined ? null : swipeDirection(touchStartX, endX);
      if (direction) select(direction === 'next' ? nextIndex(current, count, wrap) : prevIndex(current, count, wrap));
      setTouchStartX(null);
      setAfterTouch(true);
    },
    onTouchCancel: () => setTouchStartX(null),
  };

  return { current, autoplaying, select, handlers };
}
