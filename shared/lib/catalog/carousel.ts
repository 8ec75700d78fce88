/**
 * Carousel timings and slide arithmetic (spec 000 §2 "Carousel", §4 "Promoted products", §9).
 * The components own the timers; these decide what the next slide is and which buttons work.
 */

/** Generic carousel: autoplay per slide by default. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
/** Collection carousel: auto-advance, paused on hover. */
export const COLLECTION_CAROUSEL_AUTOPLAY_MS = 5000;
/** Promoted-products carousel under the basket. */
export const PROMOTED_CAROUSEL_AUTOPLAY_MS = 4000;
/** ... and after a touch ends. */
export const PROMOTED_CAROUSEL_AFTER_TOUCH_MS = 8000;

/** The promoted carousel's next delay: 8000 ms after a touch ended, 4000 ms otherwise. */
export function promotedCarouselDelay(afterTouch: boolean): number {
  return afterTouch ? PROMOTED_CAROUSEL_AFTER_TOUCH_MS : PROMOTED_CAROUSEL_AUTOPLAY_MS;
}

/** The index within 0..count−1 (0 when there are no slides or it is not a number). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** The slide after `index`: the first again after the last with wrap-around, else stays at the last. */
export function nextIndex(index: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const current = clampIndex(index, count);
  if (current < count - 1) return current + 1;
  return wrap ? 0 : current;
}

/** The slide before `index`: the last after the first with wrap-around, else stays at the first. */
export function prevIndex(index: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const current = clampIndex(index, count);
  if (current > 0) return current - 1;
  return wrap ? count - 1 : current;
}

/** Prev is disabled at the first slide unless wrap-around is on (and always with one slide or none). */
export function isPrevDisabled(index: number, count: number, wrap: boolean): boolean {
  if (count <= 1) return true;
  return !wrap && clampIndex(index, count) === 0;
}

/** Next is disabled at the last slide unless wrap-around is on (and always with one slide or none). */
export function isNextDisabled(index: number, count: number, wrap: boolean): boolean {
  if (count <= 1) return true;
  return !wrap && clampIndex(index, count) === count - 1;
}

/** Where autoplay goes next: null when it has reached the end without wrap-around (it stops). */
export function autoplayNext(index: number, count: number, wrap: boolean): number | null {
  if (count <= 1) return null;
  const next = nextIndex(index, count, wrap);
  return next === clampIndex(index, count) ? null : next;
}

/** A horizontal swipe at least this long (px) turns the slide; a shorter one is a tap. */
export const SWIPE_MIN_PX = 40;

/** Which way a touch from `startX` to `endX` turns the carousel: a leftward swipe shows the next slide. */
export function swipeDirection(startX: number, endX: number): 'next' | 'prev' | null {
  if (!Number.isFinite(startX) || !Number.isFinite(endX) || Math.abs(endX - startX) < SWIPE_MIN_PX) return null;
  return endX < startX ? 'next' : 'prev';
}
