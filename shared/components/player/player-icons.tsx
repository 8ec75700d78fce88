/** The player's glyphs: decorative (the buttons carry the names), drawn in the text colour. */

// One filled 16-unit glyph per path; each is marked pure so a page keeps only the glyphs it uses.
function glyph(path: string, defaultClassName = 'h-4 w-4') {
  return function Glyph({ className = defaultClassName }: { className?: string }) {
    return (
      <svg aria-hidden="true" viewBox="0 0 16 16" className={`${className} shrink-0 fill-current`}>
        <path d={path} />
      </svg>
    );
  };
}

export const PlayIcon = /* @__PURE__ */ glyph('M4 2.5v11l9-5.5z');
export const PauseIcon = /* @__PURE__ */ glyph('M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z');
export const PreviousIcon = /* @__PURE__ */ glyph('M3 2.5h2v11H3zM14 2.5v11L5.5 8z');
export const NextIcon = /* @__PURE__ */ glyph('M11 2.5h2v11h-2zM2 2.5v11L10.5 8z');
/** Stands in for a release without a cover. */
export const NoteIcon = /* @__PURE__ */ glyph(
  'M6 2.5l7-1.5v9.25a2.25 2.25 0 1 1-1.5-2.12V4.1L7.5 5v6.75A2.25 2.25 0 1 1 6 9.63z',
  'h-5 w-5',
);

export function CloseIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  );
}

/** Turns only when the visitor has not asked for reduced motion. */
export function SpinnerIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-testid="player-spinner"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 motion-safe:animate-spin`}
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
