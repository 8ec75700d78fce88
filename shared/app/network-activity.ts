import { listenerSet } from './listener-set';

/**
 * How many data requests the browser has in flight, for the route progress bar. A tiny store
 * (subscribe + snapshot) so React reads it with useSyncExternalStore.
 */
let inFlight = 0;
const { subscribe, notify } = listenerSet();

export const networkActivity = {
  subscribe,
  snapshot(): number {
    return inFlight;
  },
  /** The server renders with nothing in flight. */
  serverSnapshot(): number {
    return 0;
  },
};

/** Wraps a fetch so each call counts as activity until it settles. */
export function trackedFetch(fetcher: typeof fetch): typeof fetch {
  return async (input, init) => {
    inFlight += 1;
    notify();
    try {
      return await fetcher(input, init);
    } finally {
      inFlight -= 1;
      notify();
    }
  };
}
