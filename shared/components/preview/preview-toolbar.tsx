import { useEffect, useRef, useState } from 'react';
import { island } from '../../app/island';
import { usePublicEnv } from '../../app/public-env';
import { FOCUS_RING } from '../focus-ring';
import { useReservedBottomOffset } from './use-reserved-bottom-offset';

export const REVALIDATE_TEXT = 'Revalidate';
export const REVALIDATING_TEXT = 'Revalidating';
export const EXIT_PREVIEW_TEXT = 'Exit Preview';
export const EXIT_PREVIEW_HREF = '/api/exit-preview';
export const PREVIEW_TOOLBAR_LABEL = 'Preview toolbar';

/**
 * The editors' toolbar (spec 001 §2, §4), shown only in preview mode, fixed at the bottom left.
 * Revalidate asks the server to re-render the cached public copies of this page
 * (`GET /api/revalidate{path}`); while the call runs the button reads "Revalidating" with a
 * spinner. A failed call is only logged (spec 001 §8). Exit Preview is a plain link: the server
 * clears the preview cookie.
 */
export function PreviewToolbar() {
  const { preview } = usePublicEnv();
  if (!preview) return null;
  return <Toolbar />;
}

function Toolbar() {
  const [running, setRunning] = useState(false);
  const call = useRef<AbortController | null>(null);
  // Above the cookie banner while it is shown, so neither hides the other's buttons.
  const bottomOffset = useReservedBottomOffset();
  // The call belongs to this view: leaving it cancels the request (spec 001 §7).
  useEffect(() => () => call.current?.abort(), []);

  const revalidate = async () => {
    // aria-disabled rather than disabled: the button keeps keyboard focus while the call runs.
    if (call.current) return;
    const controller = new AbortController();
    call.current = controller;
    setRunning(true);
    try {
      const response = await fetch(`/api/revalidate${window.location.pathname}`, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      await response.json(); // read to the end, not used
      if (!response.ok) console.warn(`Revalidate failed: ${response.status}`);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('Revalidate failed', error);
    } finally {
      call.current = null;
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return (
    <div
      role="region"
      aria-label={PREVIEW_TOOLBAR_LABEL}
      style={bottomOffset ? { bottom: `calc(1rem + ${bottomOffset}px)` } : undefined}
      className="fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full border border-accent/60 bg-ink/95 p-1.5 text-sm text-paper shadow-[0_8px_24px_rgb(0_0_0/0.5)] backdrop-blur"
    >
      <button
        type="button"
        onClick={() => void revalidate()}
        aria-disabled={running}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 font-semibold text-ink hover:bg-paper aria-disabled:cursor-progress aria-disabled:hover:bg-accent ${FOCUS_RING}`}
      >
        {running ? <Spinner /> : null}
        {running ? REVALIDATING_TEXT : REVALIDATE_TEXT}
      </button>
      <a
        href={EXIT_PREVIEW_HREF}
        className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold underline-offset-4 hover:text-accent hover:underline ${FOCUS_RING}`}
      >
        {EXIT_PREVIEW_TEXT}
      </a>
      <span role="status" className="sr-only">
        {running ? REVALIDATING_TEXT : ''}
      </span>
    </div>
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" data-testid="revalidate-spinner" viewBox="0 0 24 24" className="h-4 w-4 motion-safe:animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The toolbar as an island of its own (docs/decisions/0118); always on screen, so it hydrates with the page. */
export const PreviewToolbarIsland = island('preview-toolbar', PreviewToolbar);
