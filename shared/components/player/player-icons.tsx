/** The player's glyphs: decorative (the buttons carry the names), drawn in the text colour. */

// One filled 16-unit glyph per path; each is marked pure so a page keeps only the glyphs it uses.
export function glyph(path: string, defaultClassName = 'h-4 w-4') {
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
