import type { ReactNode } from 'react';
import { slideLabel } from './slide-label';

/**
 * A carousel's slides (WAI-ARIA carousel pattern): the current one shown, the others hidden, each a
 * group named "n of count"; changes are announced politely unless the carousel is autoplaying.
 */
export function CarouselSlides({ slides, current, autoplaying }: { slides: readonly ReactNode[]; current: number; autoplaying: boolean }) {
  return (
    <div aria-live={autoplaying ? 'off' : 'polite'}>
      {slides.map((slide, position) => (
        <div
          key={position}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(position + 1, slides.length)}
          hidden={position !== current}
        >
          {slide}
        </div>
      ))}
    </div>
  );
}
