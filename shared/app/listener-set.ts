/**
 * The listeners of a value kept outside React: `subscribe` is what useSyncExternalStore takes,
 * `notify` tells them all that the value changed.
 */
export function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
