import type { ReactNode } from 'react';
import { nextIndex, PROMOTED_CAROUSEL_AFTER_TOUCH_MS, PROMOTED_CAROUSEL_AUTOPLAY_MS, prevIndex } from '../../lib/catalog/carousel';
import { NEXT_PRODUCT_LABEL, PREVIOUS_PRODUCT_LABEL } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';
import { CarouselSlides } from '../storefront/carousel-slides';
import { slideLabel } from '../storefront/slide-label';
import { useCarouselAutoplay } from '../storefront/use-carousel-autoplay';

const BUTTON = `grid h-8 w-8 place-items-center rounded-full border border-white/30 hover:border-accent hover:text-accent ${FOCUS_RING}`;

/**
 * The promoted products' carousel (spec 000 §4): advances every 4000 ms, or 8000 ms after a touch
 * ends; paused while hovered, focused, touched or the tab is hidden (and for reduced motion). Wraps
 * around; Previous and Next and a swipe turn it by hand.
 */
export function PromotedCarousel({ slides, label }: { slides: readonly ReactNode[]; label: string }) {
  const count = slides.length;
  const { current, autoplaying, select, handlers } = useCarouselAutoplay({
    count,
    autoplayMs: PROMOTED_CAROUSEL_AUTOPLAY_MS,
    afterTouchMs: PROMOTED_CAROUSEL_AFTER_TOUCH_MS,
    wrap: true,
  });

  return (
    <div aria-roledescription="carousel" aria-label={label} role="group" {...handlers}>
      <CarouselSlides slides={slides} current={current} autoplaying={autoplaying} />
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-2">
          <span className="mr-auto text-xs tabular-nums text-paper/60" aria-hidden="true">
            {slideLabel(current + 1, count)}
          </span>
          <button
            type="button"
            aria-label={PREVIOUS_PRODUCT_LABEL}
            onClick={() => select(prevIndex(current, count, true))}
            className={BUTTON}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={NEXT_PRODUCT_LABEL} onClick={() => select(nextIndex(current, count, true))} className={BUTTON}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
