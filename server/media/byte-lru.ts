import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used cache bounded by bytes rather than entries: generated media varies from a
 * few KB (a thumbnail) to a few MB (a cover PNG), so a count limit would bound nothing useful.
 * lru-cache keeps the order and the byte count (maxSize); this adds one computation per missing key.
 */
export class ByteLru<V extends object> {
  private readonly entries: LRUCache<string, V>;
  /** Computations under way, shared so concurrent misses for one key do the work once. */
  private readonly pending = new Map<string, Promise<V>>();

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    // lru-cache refuses (and drops the old value of) an entry larger than the whole budget, which
    // would otherwise evict everything and then itself. It counts sizes from 1: an empty body costs 1.
    this.entries = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The cached value, or the result of compute() (cached; a failure is not). */
  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    let running = this.pending.get(key);
    if (!running) {
      running = compute()
        .then((value) => {
          this.set(key, value);
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    return running;
  }
}
