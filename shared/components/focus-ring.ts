/** The site's one keyboard-focus indicator: an accent outline, drawn only for keyboard focus. */
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
