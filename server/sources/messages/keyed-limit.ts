import { MemoryStore, type Options, type Store } from 'express-rate-limit';

/** A budget of `limit` uses per key per window (a fixed window, counted in an express-rate-limit store). */
export interface KeyedLimit {
  /** Counts one use; false once the key has used its budget in this window. */
  take(key: string): Promise<boolean>;
}

/**
 * `store` holds the counts: this replica's memory by default, or one shared by the replicas
 * (server/sources/limits/fallback-limit-store.ts) so the budget holds across the fleet.
 */
export function createKeyedLimit({ limit, windowMs }: { limit: number; windowMs: number }, store: Store = new MemoryStore()): KeyedLimit {
  // The stores read only windowMs from the limiter's options.
  void store.init?.({ windowMs } as Options);
  return {
    async take(key) {
      const { totalHits } = await store.increment(key);
      return totalHits <= limit;
    },
  };
}
