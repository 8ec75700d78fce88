/**
 * The caret beside a drop-down's label, turned upside down while the drop-down is open; decorative.
 * A <details> the browser opens by itself turns it with a class (`group-open:rotate-180`) instead.
 */
export function DropdownChevron({ open, className = '' }: { open: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`h-3 w-3 fill-current transition-transform ${open ? 'rotate-180' : ''} ${className}`}
    >
      <path d="M2 4l4 4 4-4z" />
    </svg>
  );
}
