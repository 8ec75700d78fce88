import { useEffect, useState } from 'react';

/**
 * The room a fixed bar (the cookie banner) reserves at the bottom of the viewport, in pixels: it
 * announces it as the document's bottom scroll padding (consent/use-reserved-bottom-space.ts). The
 * toolbar sits above that bar instead of covering its buttons. 0 on the server and at hydration.
 */
export function useReservedBottomOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setOffset(Number.parseFloat(root.style.scrollPaddingBottom) || 0);
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['style'] });
    return () => observer.disconnect();
  }, []);
  return offset;
}
