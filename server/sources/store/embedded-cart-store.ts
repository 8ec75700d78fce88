import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '../../../shared/lib/catalog/prices';
import type { ChosenItem } from './cart-choices';
import { openCartDatabase } from './cart-database';
import type { LineState, QuantityDecision } from './cart-quantity';

/** A cart as stored (spec 000 §3 Cart); its answer shape is built in server/twins/store/embedded-store-answers.ts. */
export interface CartRecord {
  id: number;
  uuid: string;
  currency: CurrencyCode;
  /** ISO country code the visitor browses from, when known. */
  shippingTo: string | null;
  inCheckout: boolean;
  /** ISO 8601, UTC. */
  dateCreated: string;
  dateUpdated: string;
}

export interface CartLine {
  id: number;
  productId: string;
  choices: ChosenItem[];
  /** 0 only in the answer to a change that removed the line. */
  quantity: number;
  dateAdded: string;
}

export interface StoredCart {
  cart: CartRecord;
  /** In the order they were added. */
  lines: CartLine[];
}

/** How a new cart starts: in the visitor's currency, shipping to their country when known. */
export interface NewCart {
  currency: CurrencyCode;
  shippingTo: string | null;
}

/** The line an add is for: a product and one combination of its options. */
export interface LineTarget {
  productId: string;
  choices: ChosenItem[];
  /** choiceKey(choices): '' for a product without options. */
  key: string;
}

/** Decides the line's new quantity from the basket as it is inside the write transaction. */
export type QuantityRule = (state: LineState) => QuantityDecision;

export type LineOutcome =
  | { kind: 'applied'; cart: CartRecord; line: CartLine; messages: string[]; createdCart: boolean }
  | { kind: 'refused'; reason: 'out-of-stock' | 'basket-full'; message: string }
  /** No such line in this cart (or no such cart): nothing was changed. */
  | { kind: 'no-line' };

export interface EmbeddedCartStore {
  find(uuid: string): StoredCart | null;
  /** The cart with this uuid, or a new one (with a new uuid) when it is absent or unknown. */
  open(uuid: string | null, init: NewCart): { stored: StoredCart; created: boolean };
  line(uuid: string, lineId: number): CartLine | null;
  /** POST: raises the target's line, or adds it; creates the cart when needed, unless refused. */
  addLine(uuid: string | null, init: NewCart, target: LineTarget, rule: QuantityRule): LineOutcome;
  /** PUT: sets the line's quantity; a rule answering 0 removes it. */
  setQuantity(uuid: string, lineId: number, rule: QuantityRule): LineOutcome;
  removeLine(uuid: string, lineId: number): LineOutcome;
  /** The checkout page was opened: the cart is in checkout until it changes again. */
  markInCheckout(uuid: string): StoredCart | null;
  /** Deletes abandoned carts; answers how many. */
  purgeExpired(): number;
  close(): void;
}

export interface EmbeddedCartStoreOptions {
  /** SQLite file; created with its folder when missing. */
  file: string;
  now?: () => Date;
}

/** Carts nobody touched for this long are deleted (docs/decisions/0017-embedded-store.md). */
export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** An empty cart (a visit that never added anything) goes sooner. */
export const EMPTY_CART_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface CartRow {
  id: number;
  uuid: string;
  currency: CurrencyCode;
  shipping_to: string | null;
  in_checkout: number;
  date_created: string;
  date_updated: string;
}

interface LineRow {
  id: number;
  product_id: string;
  choices_json: string;
  quantity: number;
  date_added: string;
}

const toCart = (row: CartRow): CartRecord => ({
  id: row.id,
  uuid: row.uuid,
  currency: row.currency,
  shippingTo: row.shipping_to,
  inCheckout: row.in_checkout === 1,
  dateCreated: row.date_created,
  dateUpdated: row.date_updated,
});

const toLine = (row: LineRow): CartLine => ({
  id: row.id,
  productId: row.product_id,
  choices: JSON.parse(row.choices_json) as ChosenItem[],
  quantity: row.quantity,
  dateAdded: row.date_added,
});

/**
 * The embedded store's carts in SQLite. Every change is one IMMEDIATE transaction that reads the
 * line, applies the quantity rule and writes, so two requests on one cart (or two processes on one
 * file) never lose each other's update.
 */
export function createEmbeddedCartStore({ file, now = () => new Date() }: EmbeddedCartStoreOptions): EmbeddedCartStore {
  const db = openCartDatabase(file);

  const cartByUuid = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE uuid = ?');
  const insertCart = db.prepare<[string, string, string | null, string, string], void>(
    'INSERT INTO carts (uuid, currency, shipping_to, in_checkout, date_created, date_updated) VALUES (?, ?, ?, 0, ?, ?)',
  );
  // Any change takes the cart out of checkout: the checkout page shows the cart as it is when opened.
  const touchCart = db.prepare<[string, number], void>('UPDATE carts SET date_updated = ?, in_checkout = 0 WHERE id = ?');
  const setInCheckout = db.prepare<[string, number], void>('UPDATE carts SET date_updated = ?, in_checkout = 1 WHERE id = ?');
  const linesOf = db.prepare<[number], LineRow>('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id');
  const lineById = db.prepare<[number, number], LineRow>('SELECT * FROM cart_items WHERE cart_id = ? AND id = ?');
  const lineByTarget = db.prepare<[number, string, string], LineRow>(
    'SELECT * FROM cart_items WHERE cart_id = ? AND product_id = ? AND choice_key = ?',
  );
  const productElsewhere = db.prepare<[number, string, number], { total: number }>(
    'SELECT COALESCE(SUM(quantity), 0) AS total FROM cart_items WHERE cart_id = ? AND product_id = ? AND id != ?',
  );
  const lineCount = db.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM cart_items WHERE cart_id = ?');
  const insertLine = db.prepare<[number, string, string, string, number, string], void>(
    'INSERT INTO cart_items (cart_id, product_id, choice_key, choices_json, quantity, date_added) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateLine = db.prepare<[number, number], void>('UPDATE cart_items SET quantity = ? WHERE id = ?');
  const deleteLine = db.prepare<[number], void>('DELETE FROM cart_items WHERE id = ?');
  const purge = db.prepare<[string, string], void>(
    `DELETE FROM carts WHERE date_updated < ?
       OR (date_updated < ? AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_items.cart_id = carts.id))`,
  );

  let lastPurge = 0;
  const stamp = () => now().toISOString();

  function createCart(init: NewCart): CartRow {
    maybePurge();
    const uuid = randomUUID();
    const at = stamp();
    insertCart.run(uuid, init.currency, init.shippingTo, at, at);
    return cartByUuid.get(uuid)!;
  }

  function stored(row: CartRow): StoredCart {
    return { cart: toCart(row), lines: linesOf.all(row.id).map(toLine) };
  }

  function maybePurge(): void {
    if (now().getTime() - lastPurge >= PURGE_INTERVAL_MS) purgeExpired();
  }

  function purgeExpired(): number {
    const at = now().getTime();
    lastPurge = at;
    return purge.run(new Date(at - CART_LIFETIME_MS).toISOString(), new Date(at - EMPTY_CART_LIFETIME_MS).toISOString()).changes;
  }

  /** Applies a decided quantity to a line (insert, update or delete) and touches the cart. */
  function apply(cart: CartRow, existing: LineRow | undefined, target: LineTarget | null, quantity: number): CartLine {
    const at = stamp();
    let line: CartLine;
    if (existing && quantity === 0) {
      deleteLine.run(existing.id);
      line = { ...toLine(existing), quantity: 0 };
    } else if (existing) {
      updateLine.run(quantity, existing.id);
      line = { ...toLine(existing), quantity };
    } else {
      const { productId, key, choices } = target!;
      insertLine.run(cart.id, productId, key, JSON.stringify(choices), quantity, at);
      line = toLine(lineByTarget.get(cart.id, productId, key)!);
    }
    touchCart.run(at, cart.id);
    return line;
  }

  const addLineTransaction = db.transaction((uuid: string | null, init: NewCart, target: LineTarget, rule: QuantityRule): LineOutcome => {
    let cart = uuid ? cartByUuid.get(uuid) : undefined;
    const existing = cart ? lineByTarget.get(cart.id, target.productId, target.key) : undefined;
    const decision = rule({
      current: existing?.quantity ?? 0,
      elsewhere: cart ? productElsewhere.get(cart.id, target.productId, existing?.id ?? -1)!.total : 0,
      lineCount: cart ? lineCount.get(cart.id)!.count : 0,
    });
    // A refused add writes nothing, not even the new cart.
    if ('refused' in decision) return { kind: 'refused', reason: decision.refused, message: decision.message };
    if (!existing && decision.quantity === 0) return { kind: 'no-line' };
    const createdCart = !cart;
    cart ??= createCart(init);
    const line = apply(cart, existing, target, decision.quantity);
    return { kind: 'applied', cart: toCart(cartByUuid.get(cart.uuid)!), line, messages: decision.messages, createdCart };
  });

  const setQuantityTransaction = db.transaction((uuid: string, lineId: number, rule: QuantityRule): LineOutcome => {
    const cart = cartByUuid.get(uuid);
    const existing = cart && lineById.get(cart.id, lineId);
    if (!cart || !existing) return { kind: 'no-line' };
    const decision = rule({
      current: existing.quantity,
      elsewhere: productElsewhere.get(cart.id, existing.product_id, existing.id)!.total,
      lineCount: lineCount.get(cart.id)!.count,
    });
    if ('refused' in decision) return { kind: 'refused', reason: decision.refused, message: decision.message };
    const line = apply(cart, existing, null, decision.quantity);
    return { kind: 'applied', cart: toCart(cartByUuid.get(uuid)!), line, messages: decision.messages, createdCart: false };
  });

  const removeLineTransaction = db.transaction((uuid: string, lineId: number): LineOutcome => {
    const cart = cartByUuid.get(uuid);
    const existing = cart && lineById.get(cart.id, lineId);
    if (!cart || !existing) return { kind: 'no-line' };
    const line = apply(cart, existing, null, 0);
    return { kind: 'applied', cart: toCart(cartByUuid.get(uuid)!), line, messages: [], createdCart: false };
  });

  const openTransaction = db.transaction((uuid: string | null, init: NewCart) => {
    const row = uuid ? cartByUuid.get(uuid) : undefined;
    return row ? { stored: stored(row), created: false } : { stored: stored(createCart(init)), created: true };
  });

  const markTransaction = db.transaction((uuid: string) => {
    const row = cartByUuid.get(uuid);
    if (!row) return null;
    setInCheckout.run(stamp(), row.id);
    return stored(cartByUuid.get(uuid)!);
  });

  purgeExpired();

  return {
    find(uuid) {
      const row = cartByUuid.get(uuid);
      return row ? stored(row) : null;
    },
    open: (uuid, init) => openTransaction.immediate(uuid, init),
    line(uuid, lineId) {
      const cart = cartByUuid.get(uuid);
      const row = cart && lineById.get(cart.id, lineId);
      return row ? toLine(row) : null;
    },
    addLine: (uuid, init, target, rule) => addLineTransaction.immediate(uuid, init, target, rule),
    setQuantity: (uuid, lineId, rule) => setQuantityTransaction.immediate(uuid, lineId, rule),
    removeLine: (uuid, lineId) => removeLineTransaction.immediate(uuid, lineId),
    markInCheckout: (uuid) => markTransaction.immediate(uuid),
    purgeExpired,
    close() {
      db.close();
    },
  };
}
