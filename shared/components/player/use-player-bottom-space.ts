import { useEffect, useRef } from 'react';

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Shares the bottom of the viewport with the other fixed bars. The cookie banner reserves its
 * height as the body's bottom padding and the document's bottom scroll padding
 * (consent/use-reserved-bottom-space.ts); the preview toolbar rises by that scroll padding
 * (preview/use-reserved-bottom-offset.ts). So the player bar:
 * - sits on top of the banner's room (the body padding), never under it;
 * - gets the page the same room again below its end (a spacer of the bar's height), so the footer
 *   still scrolls into view;
 * - raises the scroll padding to banner + bar, so focused elements are not hidden beneath it and
 *   the toolbar floats above both.
 * Styles are written straight to the elements: measuring must not re-render the bar. Returns the
 * refs for the bar and the spacer.
 */
export function usePlayerBottomSpace() {
  const bar = useRef<HTMLElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const { body, documentElement: root } = document;
    const apply = () => {
      const below = px(body.style.paddingBottom);
      const height = Math.ceil(element.getBoundingClientRect().height);
      element.style.bottom = `${below}px`;
      if (spacer.current) spacer.current.style.height = `${height}px`;
      const total = `${below + height}px`;
      // Only when it differs: this observer sees its own write.
      if (root.style.scrollPaddingBottom !== total) root.style.scrollPaddingBottom = total;
    };
    apply();
    const styles = new MutationObserver(apply);
    styles.observe(body, { attributes: true, attributeFilter: ['style'] });
    styles.observe(root, { attributes: true, attributeFilter: ['style'] });
    const size = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    size?.observe(element);
    return () => {
      styles.disconnect();
      size?.disconnect();
      // What is left is the banner's own reservation, if it is still shown.
      const below = px(body.style.paddingBottom);
      if (below) root.style.scrollPaddingBottom = `${below}px`;
      else root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return { bar, spacer };
}
