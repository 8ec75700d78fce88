import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the server render and the hydration pass, true from the first render after it (and
 * in a client-only render). Lets a component swap a no-JavaScript fallback (a plain link) for its
 * interactive form without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
