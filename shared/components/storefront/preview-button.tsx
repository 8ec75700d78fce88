import { FOCUS_RING } from '../focus-ring';

/** The preview button's accessible name (ours: the spec names the button, not its label). */
export const playPreviewLabel = (title: string) => `Play preview of ${title}`;

export interface PreviewButtonProps {
  /** The release whose tracks the player queues. */
  referenceId: string;
  title: string;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * The play button of a release's audio preview. The player finds it by data-reference-id; until
 * the player is wired it is a plain button that does nothing.
 */
export function PreviewButton({ referenceId, title, size = 'small', className = '' }: PreviewButtonProps) {
  const box = size === 'large' ? 'h-14 w-14' : 'h-9 w-9';
  const icon = size === 'large' ? 'h-6 w-6' : 'h-4 w-4';
  return (
    <button
      type="button"
      aria-label={playPreviewLabel(title)}
      data-reference-id={referenceId}
      className={`grid place-items-center rounded-full bg-paper text-ink hover:bg-accent ${box} ${FOCUS_RING} ${className}`.trim()}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className={`${icon} fill-current`}>
        <path d="M4 2.5v11l9-5.5z" />
      </svg>
    </button>
  );
}
