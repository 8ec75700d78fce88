import { useEffect, useState, type FocusEvent, type ReactNode, type TouchEvent } from 'react';
import { clampIndex, nextIndex, prevIndex, promotedCarouselDelay } from '../../lib/carousel';
import { NEXT_PRODUCT_LABEL, PREVIOUS_PRODUCT_LABEL } from '../../lib/cart-texts';
import { FOCUS_RING } from '../focus-ring';
import { slideLabel } from '../storefront/slide-label';
import { useReducedMotion } from '../storefront/use-reduced-motion';

/** A horizontal swipe this long (px) turns the slide. */
const SWIPE_PX = 40;

const BUTTON = `grid h-8 w-8 place-items-center rounded-full border border-white/30 hover:border-accent hover:text-accent ${FOCUS_RING}`;

/**
 * The promoted products' carousel (spec 000 §4): advances every 4000 ms, or 8000 ms after a touch
 * ends; paused while hovered, focused or touched (and for reduced motion). Wraps around; Previous
 * and Next and a swipe turn it by hand.
 */
export function PromotedCarousel({ slides, label }: { slides: readonly ReactNode[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const [afterTouch, setAfterTouch] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = clampIndex(index, count);
  const autoplaying = count > 1 && !hovered && !focused && touchStartX === null && !reducedMotion;
  const delay = promotedCarouselDelay(afterTouch);

  useEffect(() => {
    if (!autoplaying) return undefined;
    const timer = setTimeout(() => {
      setAfterTouch(false);
      setIndex((position) => nextIndex(position, count, true));
    }, delay);
    return () => clearTimeout(timer);
  }, [autoplaying, current, count, delay]);

  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStartX !== null && endX !== undefined && Math.abs(endX - touchStartX) >= SWIPE_PX) {
      setIndex(endX < touchStartX ? nextIndex(current, count, true) : prevIndex(current, count, true));
    }
    setTouchStartX(null);
    setAfterTouch(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      aria-roledescription="carousel"
      aria-label={label}
      role="group"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={(event) => setTouchStartX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
      onTouchCancel={() => setTouchStartX(null)}
    >
      <div aria-live={autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div key={position} role="group" aria-roledescription="slide" aria-label={slideLabel(position + 1, count)} hidden={position !== current}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-2">
          <span className="mr-auto text-xs tabular-nums text-paper/60" aria-hidden="true">
            {slideLabel(current + 1, count)}
          </span>
          <button type="button" aria-label={PREVIOUS_PRODUCT_LABEL} onClick={() => setIndex(prevIndex(current, count, true))} className={BUTTON}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={NEXT_PRODUCT_LABEL} onClick={() => setIndex(nextIndex(current, count, true))} className={BUTTON}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
