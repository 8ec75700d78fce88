/**
 * Edits reported one by one (a Flow request per save; a bulk edit of 100 items may be 100 of them)
 * become waves of re-renders: a wave goes out once no change came for `quietMs`, or `gatherMs`
 * after its first change whatever comes, and what arrives while a wave runs goes out in the next
 * one, once it is done. So a burst costs one render per page it touched, not one per edit, no page
 * is rendered twice at once for it, and a lone save waits only the quiet time.
 */
export interface RevalidationWaves {
  add(tags: readonly string[]): void;
  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
}

/** The longest the first change of a wave waits for others (a burst that goes on). */
export const WAVE_GATHER_MS = 150;
/**
 * A wave goes out once no change came for this long: the Flow requests of one save or of a bulk
 * edit are sent together and land milliseconds apart, and every millisecond of waiting is one more
 * before an editor sees the change (decision 0110).
 */
export const WAVE_QUIET_MS = 25;

export function createRevalidationWaves(options: {
  /** One wave: re-renders the pages of these tags; never rejects (it logs its own failures). */
  revalidate: (tags: string[]) => Promise<void>;
  gatherMs?: number;
  quietMs?: number;
}): RevalidationWaves {
  const { revalidate, gatherMs = WAVE_GATHER_MS, quietMs = WAVE_QUIET_MS } = options;
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  // When the gathering wave must go out at the latest.
  let deadline = 0;
  let running: Promise<void> | undefined;
  const settled: (() => void)[] = [];

  /** Called on each change, and when a wave ends with changes waiting. */
  const schedule = () => {
    if (running || waiting.size === 0) return;
    const now = Date.now();
    if (!timer) deadline = now + gatherMs;
    clearTimeout(timer);
    timer = setTimeout(start, Math.max(0, Math.min(quietMs, deadline - now)));
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
