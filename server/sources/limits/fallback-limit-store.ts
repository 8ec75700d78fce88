import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from 'ioredis';

/**
 * A limiter's counts in Redis, so every replica counts against one budget (REDIS_URL; decision
 * 0044), with the replica's own memory counts standing in while Redis is unreachable: a limit is
 * then per replica again, never off and never an error. Each call goes back to Redis as soon as
 * the connection is ready again.
 */
export class FallbackLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  readonly #redis: Redis;
  readonly #shared: RedisStore;
  readonly #memory = new MemoryStore();
  #options: Options | null = null;
  /** The shared store's scripts must be (re)loaded: never loaded, or Redis lost them with a restart. */
  #needsInit = true;

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.prefix = prefix;
    // ioredis's generic command: rate-limit-redis sends raw commands (its EVALSHA scripts).
    this.#shared = new RedisStore({ prefix, sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never });
  }

  init(options: Options): void {
    this.#options = options;
    this.#memory.init(options);
    // Loading the scripts now is only a head start: a failure is retried on the next use.
    void this.#sharedReady();
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.#sharedOrMemory(
      () => this.#shared.increment(key),
      () => this.#memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.#sharedOrMemory(
      () => this.#shared.decrement(key),
      () => this.#memory.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.#memory.resetKey(key);
    if (await this.#sharedReady()) await this.#shared.resetKey(key).catch(() => undefined);
  }

  get(key: string) {
    return this.#sharedOrMemory(
      () => this.#shared.get(key),
      () => this.#memory.get(key),
    );
  }

  shutdown(): void {
    this.#memory.shutdown();
  }

  /** The shared count while Redis answers; the replica's own count while it is down or the call fails. */
  async #sharedOrMemory<T>(shared: () => Promise<T>, memory: () => T | Promise<T>): Promise<T> {
    if (await this.#sharedReady()) {
      try {
        return await shared();
      } catch {
        // Redis may have lost the scripts (a restart): load them again on the next call.
        this.#needsInit = true;
      }
    }
    return memory();
  }

  /** Redis connected and the store's scripts loaded; false at once while the connection is down. */
  async #sharedReady(): Promise<boolean> {
    if (this.#redis.status !== 'ready' || !this.#options) return false;
    if (!this.#needsInit) return true;
    try {
      await this.#shared.init(this.#options);
      this.#needsInit = false;
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Hands each limiter its store: `undefined` (express-rate-limit's memory store, per replica) without
 * REDIS_URL, a Redis store with memory fallback with it. `name` keeps limiters' keys apart.
 */
export type LimitStores = (name: string) => Store | undefined;

export const perReplicaLimits: LimitStores = () => undefined;

export function sharedLimits(redis: Redis): LimitStores {
  return (name) => new FallbackLimitStore(redis, `label-site:limit:${name}:`);
}
