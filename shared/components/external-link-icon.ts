/**
 * The external-link icon (an arrow out of a box) as markup, for rich text whose links are HTML
 * strings; hidden from assistive technology, which hears "(opens in a new tab)" instead.
 */
export const EXTERNAL_ICON_MARKUP =
  '<svg data-external-icon="" aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12" class="ml-1 inline-block size-[0.7em] align-baseline">' +
  '<path d="M7 1.5h3.5V5M10.5 1.5 5.5 6.5M9 7.5v3H1.5V3h3" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></svg>';
