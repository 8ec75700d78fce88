import { useEffect, type RefObject } from 'react';

/**
 * While a fixed bar covers the bottom of the viewport, the page gets that much room below its end
 * (so the footer can still be scrolled into view) and as bottom scroll padding (so an element
 * scrolled to or focused is not hidden beneath the bar). Nothing above moves: no layout shift.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const { body, documentElement } = document;
    // The exact height (text in the web font can make it fractional): a bar stacked on this room
    // (the player) then meets the banner's top edge without a sliver between them.
    const reserve = (pixels: number) => {
      body.style.paddingBottom = `${pixels}px`;
      documentElement.style.scrollPaddingBottom = `${pixels}px`;
    };
    // The observer reports the bar's size once the browser lays the page out anyway, first on
    // observing: asking for it here would force a layout of the whole page while it hydrates.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const box = entry?.borderBoxSize?.[0];
            reserve(box ? box.blockSize : element.getBoundingClientRect().height);
          });
    if (observer) observer.observe(element);
    else reserve(element.getBoundingClientRect().height);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
      documentElement.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, active]);
}
