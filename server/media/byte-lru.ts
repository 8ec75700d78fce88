/**
 * A least-recently-used cache bounded by bytes rather than entries: generated media varies from a
 * few KB (a thumbnail) to a few MB (a cover PNG), so a count limit would bound nothing useful.
 * Map keeps insertion order, so re-inserting on read makes the first key the least recently used.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  /** Computations under way, shared so concurrent misses for one key do the work once. */
  private readonly pending = new Map<string, Promise<V>>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    // An entry larger than the whole budget would evict everything and then itself.
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
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
