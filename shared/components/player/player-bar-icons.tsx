import { glyph } from './player-icons';

/** The glyphs only the player bar draws: they load with the bar, not with every preview button. */
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
