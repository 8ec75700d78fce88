import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

interface DataPassOptions {
  /** The render's budget and the visitor going away: the pass stops where it is. */
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/**
 * The render function of a data pass (Apollo's `prerenderStatic`), which only needs the tree's
 * components to run so their queries start: it waits, as `prerenderToNodeStream` does, until every
 * boundary is done, but never turns the markup into bytes, since the pass throws it away. Like
 * the prerender, it settles when stopped (what rendered so far is the pass) and fails only when
 * the shell fails for another reason.
 */
export function renderForData(node: ReactNode, { signal, onError }: DataPassOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    // React starts the work in a microtask, so `render` exists before any callback runs.
    const stop = () => render.abort(signal.reason);
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve('');
    };
    const render = renderToPipeableStream(node, {
      onAllReady: done,
      onShellError(error) {
        if (signal.aborted) done();
        else {
          signal.removeEventListener('abort', stop);
          // As the prerender does: the render's own error (anything thrown that is not one, wrapped).
          reject(error instanceof Error ? error : new Error('The shell failed to render', { cause: error }));
        }
      },
      onError,
    });
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}
