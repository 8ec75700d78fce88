import { useEffect } from 'react';

/**
 * The page body cannot scroll while the search overlay or the overlay menu is open (spec 001 §2).
 * The scrollbar's width is kept as padding so the page behind does not shift sideways; both are
 * restored on close.
 */
export function useScrollLock(locked = true): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}
