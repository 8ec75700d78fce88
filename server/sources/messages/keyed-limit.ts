import { MemoryStore, type Options } from 'express-rate-limit';

/** A budget of `limit` uses per key per window (a fixed window, express-rate-limit's own store). */
export interface KeyedLimit {
  /** Counts one use; false once the key has used its budget in this window. */
  take(key: string): Promise<boolean>;
}

export function createKeyedLimit({ limit, windowMs }: { limit: number; windowMs: number }): KeyedLimit {
  const store = new MemoryStore();
  // The store reads only windowMs from the limiter's options.
  store.init({ windowMs } as Options);
  return {
    async take(key) {
      const { totalHits } = await store.increment(key);
      return totalHits <= limit;
    },
  };
}
