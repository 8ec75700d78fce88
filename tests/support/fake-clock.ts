/**
 * Component tests that wait past a debounce run on jest's fake clock, so a loaded machine cannot
 * stretch or shorten the wait. Only the timers and the date follow it: work deferred to a microtask
 * (promises, `queueMicrotask`, `process.nextTick`) runs as it would in a browser.
 */
import { act } from '@testing-library/react';

export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}

/** Moves the fake clock on by `ms`, running the timers due and letting React settle what they set off. */
export const advanceFakeClock = (ms: number): Promise<void> =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
