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

  async increment(key: string): Promise<IncrementResponse> {
    if (await this.#sharedReady()) {
      try {
        return await this.#shared.increment(key);
      } catch {
        this.#needsInit = true;
      }
    }
    return this.#memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    if (await this.#sharedReady()) {
      try {
        return await this.#shared.decrement(key);
      } catch {
        this.#needsInit = true;
      }
    }
    await this.#memory.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.#memory.resetKey(key);
    if (await this.#sharedReady()) await this.#shared.resetKey(key).catch(() => undefined);
  }

  async get(key: string) {
    if (await this.#sharedReady()) {
      try {
        return await this.#shared.get(key);
      } catch {
        this.#needsInit = true;
      }
    }
    return this.#memory.get(key);
  }

  shutdown(): void {
    this.#memory.shutdown();
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
