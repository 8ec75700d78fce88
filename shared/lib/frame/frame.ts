/** Constants of the page frame (spec 001 §2, §9). */

/** The header is 16 units (4rem) high; pages scroll anchors clear of it. */
export const HEADER_HEIGHT_CLASS = 'h-16';
/** A header dropdown is at least 48 units (12rem) wide. */
export const DROPDOWN_MIN_WIDTH_CLASS = 'min-w-48';

/** After a route change with a hash, the scroll to its element waits this long. */
export const HASH_SCROLL_DELAY_MS = 1;
/** How long a hash target still loading (the next page's content) is waited for (ours). */
export const HASH_TARGET_WAIT_MS = 5000;

/** Toasts: top right, closing themselves after 5 s, without a progress bar. */
export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;

/** A route change shows the progress bar only when it takes longer than this. */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/** Accessible names of the frame's controls (ours: the spec names them, not their labels). */
export const FRAME_TEXTS = {
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  overlayNavigation: 'Site',
  footerNavigation: 'Footer',
  home: 'home',
} as const;

/** The two logo variants (spec 001 §1): the label's own, and the sister-label one. */
export type LogoVariant = 'default' | 'sister';

export interface BrandLabel {
  slug: string;
  kind: string;
}

/**
 * The brand check (ours, recorded in docs/decisions): the sister-label logo shows while the visitor
 * browses a sister label's catalogue — the listing filtered to that label (`?label={slug}`).
 * Everywhere else, the label's own logo.
 */
export function logoVariant(search: string, labels: readonly BrandLabel[] | null | undefined): LogoVariant {
  const slug = new URLSearchParams(search).get('label');
  if (!slug || !labels) return 'default';
  return labels.some((label) => label.slug === slug && label.kind === 'sister') ? 'sister' : 'default';
}

/** Where a hash target sits once scrolled to: its top, less the page's scroll padding. */
export function hashScrollTop(elementTop: number, scrollY: number, scrollPaddingTop: number): number {
  return Math.max(0, elementTop + scrollY - scrollPaddingTop);
}
