/**
 * Edits reported one by one (a Flow request per save; a bulk edit of 100 items may be 100 of them)
 * become waves of re-renders: tags that arrive within `gatherMs` of the first go out together, and
 * what arrives while a wave runs goes out in the next one, once it is done. So a burst costs one
 * render per page it touched, not one per edit, and no page is rendered twice at once for it.
 */
export interface RevalidationWaves {
  add(tags: readonly string[]): void;
  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
}

/** How long the first change of a wave waits for others: a burst of saves lands well within it. */
export const WAVE_GATHER_MS = 150;

export function createRevalidationWaves(options: {
  /** One wave: re-renders the pages of these tags; never rejects (it logs its own failures). */
  revalidate: (tags: string[]) => Promise<void>;
  gatherMs?: number;
}): RevalidationWaves {
  const { revalidate, gatherMs = WAVE_GATHER_MS } = options;
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const settled: (() => void)[] = [];

  const schedule = () => {
    if (timer || running || waiting.size === 0) return;
    timer = setTimeout(start, gatherMs);
  };
  const start = () => {
    timer = undefined;
    const tags = [...waiting];
    waiting = new Set();
    running = revalidate(tags)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        schedule();
        if (!timer && !running) settled.splice(0).forEach((resolve) => resolve());
      });
  };

  return {
    add(tags) {
      for (const tag of tags) waiting.add(tag);
      schedule();
    },
    idle() {
      if (!timer && !running) return Promise.resolve();
      return new Promise((resolve) => settled.push(resolve));
    },
  };
}
