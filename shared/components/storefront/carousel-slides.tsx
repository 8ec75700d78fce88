import type { ReactNode } from 'react';
import { slideLabel } from './slide-label';

/**
 * A carousel's slides, one shown at a time, each a group named "n of m". The region is quiet while
 * autoplay runs and announces a slide the visitor chose.
 */
export function CarouselSlides({ slides, current, autoplaying }: { slides: readonly ReactNode[]; current: number; autoplaying: boolean }) {
  return (
    <div aria-live={autoplaying ? 'off' : 'polite'}>
      {slides.map((slide, position) => (
        <div key={position} role="group" aria-roledescription="slide" aria-label={slideLabel(position + 1, slides.length)} hidden={position !== current}>
          {slide}
        </div>
      ))}
    </div>
  );
}
