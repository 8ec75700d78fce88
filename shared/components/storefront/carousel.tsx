import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { autoplayNext, CAROUSEL_AUTOPLAY_MS, clampIndex, isNextDisabled, isPrevDisabled, nextIndex, prevIndex } from '../../lib/carousel';
import { slideLabel } from './slide-label';
import { usePageVisible } from './use-page-visible';
import { useReducedMotion } from './use-reduced-motion';
import { FOCUS_RING } from '../focus-ring';

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
  className?: string;
}

const BUTTON =
  `grid h-10 w-10 place-items-center rounded-full border border-paper/40 text-lg hover:border-accent hover:text-accent ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-30`;

/**
 * The generic carousel (spec 000 §2 "Carousel (generic)"): autoplay every 3000 ms by default,
 * paused while hovered, focused or the tab is hidden, stopped for good once the visitor interacts
 * (and never started for reduced motion); Prev and Next disable at the ends unless it wraps.
 */
export function Carousel({ slides, label, autoplayMs = CAROUSEL_AUTOPLAY_MS, wrap = false, className = '' }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const visible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = clampIndex(index, count);
  const autoplaying = autoplayMs > 0 && !stopped && !hovered && !focused && visible && !reducedMotion;

  useEffect(() => {
    if (!autoplaying) return;
    const next = autoplayNext(current, count, wrap);
    if (next === null) return; // Reached the end without wrap-around: autoplay ends.
    const timer = setTimeout(() => setIndex(next), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplaying, current, count, wrap, autoplayMs]);

  const go = (target: number) => {
    setStopped(true);
    setIndex(target);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      // Touching or clicking inside counts as interaction.
      onPointerDown={() => setStopped(true)}
    >
      <div aria-live={autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div key={position} role="group" aria-roledescription="slide" aria-label={slideLabel(position + 1, count)} hidden={position !== current}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" aria-label={PREV_LABEL} disabled={isPrevDisabled(current, count, wrap)} onClick={() => go(prevIndex(current, count, wrap))} className={BUTTON}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={NEXT_LABEL} disabled={isNextDisabled(current, count, wrap)} onClick={() => go(nextIndex(current, count, wrap))} className={BUTTON}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
