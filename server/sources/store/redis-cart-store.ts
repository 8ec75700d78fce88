import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CartsUnavailableError, type CartStore } from './cart-store';
import {
  CART_LIFETIME_MS,
  EMPTY_CART_LIFETIME_MS,
  type CartLine,
  type CartRecord,
  type LineOutcome,
  type LineTarget,
  type NewCart,
  type QuantityRule,
  type StoredCart,
} from './embedded-cart-store';

/**
 * The embedded store's carts in Redis (REDIS_URL; decision 0045), so a basket follows the visitor
 * whichever replica answers. One JSON value per cart, expiring like the SQLite carts are purged
 * (an empty cart after a day, any after 30 days untouched), so Redis memory stays bounded. A change
 * reads the cart, applies the quantity rule and writes only if nobody wrote in between
 * (compare-and-set in one script), retrying otherwise: no lost update across replicas. Changes to
 * one cart from this replica wait for each other, so they rarely have to retry.
 * Redis unreachable: every call throws CartsUnavailableError (never a silently lost line).
 */

interface StoredLine extends CartLine {
  /** choiceKey of the line's choices: one line per product and combination. */
  key: string;
}

interface CartValue {
  cart: CartRecord;
  lines: StoredLine[];
}

export interface RedisCartStoreOptions {
  /** Keys begin with this (tests keep their carts apart with it). */
  keyPrefix?: string;
  now?: () => Date;
}

/** Attempts of one change when other replicas keep writing the same cart. */
const MAX_ATTEMPTS = 25;

/**
 * After a lost race, a pause of a random length up to a few ms, longer with each loss: two replicas
 * retrying in step would otherwise keep meeting in the same order, and one could lose every time.
 */
const afterLostRace = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(2 + attempt, 10)));

// KEYS[1] cart; ARGV: the value read ('' when absent), the new value, its lifetime in ms.
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current == false and ARGV[1] == '') or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

type Change<T> = (value: CartValue | null) => { write: CartValue | null; result: T };

export function createRedisCartStore(redis: Redis, options: RedisCartStoreOptions = {}): CartStore {
  const prefix = options.keyPrefix ?? 'label-site:';
  const now = options.now ?? (() => new Date());
  const cartKey = (uuid: string) => `${prefix}cart:${uuid}`;
  const pending = new Map<string, Promise<unknown>>();

  /** Runs `work` after the replica's earlier changes to the same cart. */
  function oneAtATime<T>(uuid: string, work: () => Promise<T>): Promise<T> {
    const before = pending.get(uuid) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    pending.set(uuid, settled);
    void settled.then(() => {
      if (pending.get(uuid) === settled) pending.delete(uuid);
    });
    return run;
  }

  async function call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new CartsUnavailableError(`carts in Redis unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function read(uuid: string): Promise<{ raw: string | null; value: CartValue | null }> {
    const raw = await call(() => redis.get(cartKey(uuid)));
    if (!raw) return { raw, value: null };
    // Only this code writes these keys; a value it cannot read is refused, never half-used.
    const value = call(async () => JSON.parse(raw) as CartValue);
    return { raw, value: await value };
  }

  const lifetimeOf = (value: CartValue) => (value.lines.length > 0 ? CART_LIFETIME_MS : EMPTY_CART_LIFETIME_MS);

  /** Reads, decides, writes if unchanged since the read; again from the read when another write came first. */
  function change<T>(uuid: string, decide: Change<T>): Promise<T> {
    return oneAtATime(uuid, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const { raw, value } = await read(uuid);
        const { write, result } = decide(value);
        if (!write) return result;
        const written = await call(() =>
          redis.eval(COMPARE_AND_SET, 1, cartKey(uuid), raw ?? '', JSON.stringify(write), String(lifetimeOf(write))),
        );
        if (written === 1) return result;
        await afterLostRace(attempt);
      }
      throw new CartsUnavailableError('cart changed by others too often to apply this change');
    });
  }

  const nextId = (counter: 'cart-ids' | 'cart-line-ids') => call(() => redis.incr(`${prefix}${counter}`));
  const publicLine = ({ key: _key, ...line }: StoredLine): CartLine => line;
  const stored = (value: CartValue): StoredCart => ({ cart: value.cart, lines: value.lines.map(publicLine) });

  async function newCartValue(init: NewCart): Promise<CartValue> {
    const at = now().toISOString();
    const cart: CartRecord = {
      id: await nextId('cart-ids'),
      uuid: randomUUID(),
      currency: init.currency,
      shippingTo: init.shippingTo,
      inCheckout: false,
      dateCreated: at,
      dateUpdated: at,
    };
    return { cart, lines: [] };
  }

  /** Applies a decided quantity to a line (new, changed or removed) and touches the cart, as the SQLite store does. */
  function apply(
    value: CartValue,
    existing: StoredLine | undefined,
    fresh: StoredLine | null,
    quantity: number,
  ): { next: CartValue; line: CartLine } {
    const at = now().toISOString();
    const cart = { ...value.cart, dateUpdated: at, inCheckout: false };
    if (existing && quantity === 0) {
      return {
        next: { cart, lines: value.lines.filter((line) => line.id !== existing.id) },
        line: { ...publicLine(existing), quantity: 0 },
      };
    }
    if (existing) {
      const changed = { ...existing, quantity };
      return { next: { cart, lines: value.lines.map((line) => (line.id === existing.id ? changed : line)) }, line: publicLine(changed) };
    }
    const added = { ...fresh!, quantity, dateAdded: at };
    return { next: { cart, lines: [...value.lines, added] }, line: publicLine(added) };
  }

  const stateOf = (value: CartValue | null, productId: string, existing: StoredLine | undefined) => ({
    current: existing?.quantity ?? 0,
    elsewhere: (value?.lines ?? [])
      .filter((line) => line.productId === productId && line !== existing)
      .reduce((sum, line) => sum + line.quantity, 0),
    lineCount: value?.lines.length ?? 0,
  });

  async function addLine(uuid: string | null, init: NewCart, target: LineTarget, rule: QuantityRule): Promise<LineOutcome> {
    const known = uuid ? (await read(uuid)).value : null;
    // As in SQLite: a token naming no cart makes a new cart (the API refuses such adds before).
    const base = known ?? (await newCartValue(init));
    const lineId = await nextId('cart-line-ids');
    return change<LineOutcome>(base.cart.uuid, (current) => {
      const value = current ?? (known ? null : base);
      if (!value) return { write: null, result: { kind: 'no-line' } };
      const existing = value.lines.find((line) => line.productId === target.productId && line.key === target.key);
      const decision = rule(stateOf(current, target.productId, existing));
      if ('refused' in decision) return { write: null, result: { kind: 'refused', reason: decision.refused, message: decision.message } };
      if (!existing && decision.quantity === 0) return { write: null, result: { kind: 'no-line' } };
      const fresh: StoredLine = {
        id: lineId,
        productId: target.productId,
        choices: target.choices,
        quantity: 0,
        dateAdded: '',
        key: target.key,
      };
      const { next, line } = apply(value, existing, fresh, decision.quantity);
      return {
        write: next,
        result: { kind: 'applied', cart: next.cart, line, messages: decision.messages, createdCart: current === null },
      };
    });
  }

  return {
    async find(uuid) {
      const { value } = await read(uuid);
      return value ? stored(value) : null;
    },
    async open(uuid, init) {
      const known = uuid ? (await read(uuid)).value : null;
      if (known) return { stored: stored(known), created: false };
      const value = await newCartValue(init);
      await change(value.cart.uuid, () => ({ write: value, result: null }));
      return { stored: stored(value), created: true };
    },
    async line(uuid, lineId) {
      const { value } = await read(uuid);
      const line = value?.lines.find((candidate) => candidate.id === lineId);
      return line ? publicLine(line) : null;
    },
    addLine,
    setQuantity(uuid, lineId, rule) {
      return change<LineOutcome>(uuid, (value) => {
        const existing = value?.lines.find((line) => line.id === lineId);
        if (!value || !existing) return { write: null, result: { kind: 'no-line' } };
        const decision = rule(stateOf(value, existing.productId, existing));
        if ('refused' in decision) return { write: null, result: { kind: 'refused', reason: decision.refused, message: decision.message } };
        const { next, line } = apply(value, existing, null, decision.quantity);
        return { write: next, result: { kind: 'applied', cart: next.cart, line, messages: decision.messages, createdCart: false } };
      });
    },
    removeLine(uuid, lineId) {
      return change<LineOutcome>(uuid, (value) => {
        const existing = value?.lines.find((line) => line.id === lineId);
        if (!value || !existing) return { write: null, result: { kind: 'no-line' } };
        const { next, line } = apply(value, existing, null, 0);
        return { write: next, result: { kind: 'applied', cart: next.cart, line, messages: [], createdCart: false } };
      });
    },
    markInCheckout(uuid) {
      return change<StoredCart | null>(uuid, (value) => {
        if (!value) return { write: null, result: null };
        const next = { ...value, cart: { ...value.cart, inCheckout: true, dateUpdated: now().toISOString() } };
        return { write: next, result: stored(next) };
      });
    },
    // Redis expires abandoned carts itself.
    purgeExpired: () => 0,
    // The connection belongs to the site, which closes it.
    close: () => undefined,
  };
}
