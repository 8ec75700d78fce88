/** The caret beside a drop-down's label, turned upside down while the drop-down is open; decorative. */
export function DropdownChevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 fill-current transition-transform ${open ? 'rotate-180' : ''}`}>
      <path d="M2 4l4 4 4-4z" />
    </svg>
  );
}
