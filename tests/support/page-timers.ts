import type { Page } from 'puppeteer';

/**
 * Makes a page's timers observable, so a test that asserts something does NOT happen within a
 * debounce waits until the debounce's own timer has run instead of sleeping past it (a sleep is
 * too short on a loaded machine and too long on a fast one). Counts, per delay, the timers
 * scheduled and not yet run or cleared, and those that have run. Call before the page loads.
 */
export async function watchTimers(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const pending = new Map<number, number>();
    const ran: Record<number, number> = {};
    const pendingOf = (delay: number) => Array.from(pending.values()).filter((value) => value === delay).length;
    const schedule = window.setTimeout.bind(window);
    const clear = window.clearTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
      if (typeof handler !== 'function') return schedule(handler, delay, ...args);
      const id = schedule(() => {
        pending.delete(id);
        ran[delay] = (ran[delay] ?? 0) + 1;
        (handler as (...values: unknown[]) => void)(...args);
      }, delay);
      pending.set(id, delay);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    Object.assign(window, { pageTimers: { ran, pendingOf } });
  });
}

interface PageTimers {
  ran: Record<number, number>;
  pendingOf(delay: number): number;
}

/** How many timers of this delay have run so far. */
export const timersRun = (page: Page, delayMs: number) =>
  page.evaluate((delay) => (window as unknown as { pageTimers: PageTimers }).pageTimers.ran[delay] ?? 0, delayMs);

/**
 * Resolves once a timer of this delay has run since `runBefore` was read and none is waiting (the
 * last keystroke's debounce is over), then once the page's network has been idle for `idleMs`, so
 * whatever the timer set off has been sent.
 */
export async function waitForDebounce(page: Page, delayMs: number, runBefore: number, idleMs = 200): Promise<void> {
  await page.waitForFunction(
    (delay, before) => {
      const timers = (window as unknown as { pageTimers: PageTimers }).pageTimers;
      return (timers.ran[delay] ?? 0) > before && timers.pendingOf(delay) === 0;
    },
    { timeout: 10_000 },
    delayMs,
    runBefore,
  );
  await page.waitForNetworkIdle({ idleTime: idleMs, timeout: 10_000 });
}
