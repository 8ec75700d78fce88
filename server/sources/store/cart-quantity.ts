/**
 * How many of a product a basket line may hold, and what the visitor is told when the store gives
 * fewer than asked (spec 000 §7: "Mutation answers carry cartItem.messages"). Pure: the cart store
 * calls it inside its write transaction with the line's current numbers.
 */

/** The largest quantity one line accepts as input and holds. */
export const MAX_LINE_QUANTITY = 999;
/** Lines one basket may hold; a basket is a shopping list, not a warehouse. */
export const MAX_CART_LINES = 100;

/** What the content says about the product's availability. */
export interface QuantityLimits {
  title: string;
  /** Units held; null = unlimited. */
  stock: number | null;
  /** A download is bought once: its line holds at most 1. */
  digital: boolean;
}

/** The basket as it is when the change is applied. */
export interface LineState {
  /** The line's quantity now; 0 when there is no such line yet. */
  current: number;
  /** Units of the same product on the basket's other lines (a bundle's other choices). */
  elsewhere: number;
  /** Lines in the basket now. */
  lineCount: number;
}

export type QuantityDecision = { quantity: number; messages: string[] } | { refused: 'out-of-stock' | 'basket-full'; message: string };

export const stockMessage = (stock: number) => `Only ${stock} left in stock`;
export const outOfStockMessage = (title: string) => `${title} is out of stock`;
export const alreadyInBasketMessage = (title: string) => `${title} is already in your basket`;
export const DOWNLOAD_LIMIT_MESSAGE = 'Only one of each download per order';
export const BASKET_FULL_MESSAGE = `Your basket is full: it holds at most ${MAX_CART_LINES} lines`;
export const LINE_LIMIT_MESSAGE = `At most ${MAX_LINE_QUANTITY} of one product per order`;

/** The most this line may hold, given the stock the basket's other lines already take. */
function lineCap(limits: QuantityLimits, elsewhere: number): number {
  if (limits.digital) return 1;
  if (limits.stock === null) return MAX_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, limits.stock - elsewhere));
}

/** An add (POST): the line grows by `requested`, clamped to what the stock allows. */
export function decideAdd(requested: number, state: LineState, limits: QuantityLimits): QuantityDecision {
  if (state.current === 0 && state.lineCount >= MAX_CART_LINES) return { refused: 'basket-full', message: BASKET_FULL_MESSAGE };
  const cap = lineCap(limits, state.elsewhere);
  if (cap === 0) return { refused: 'out-of-stock', message: outOfStockMessage(limits.title) };
  const wanted = state.current + requested;
  if (wanted <= cap) return { quantity: wanted, messages: [] };
  if (limits.digital) {
    return { quantity: cap, messages: [state.current > 0 ? alreadyInBasketMessage(limits.title) : DOWNLOAD_LIMIT_MESSAGE] };
  }
  return { quantity: cap, messages: [clampMessage(limits, state.elsewhere)] };
}

/** An update (PUT): the line is set to `requested`; 0 removes it (spec 000 §4). */
export function decideSet(requested: number, state: LineState, limits: QuantityLimits): QuantityDecision {
  if (requested === 0) return { quantity: 0, messages: [] };
  const cap = lineCap(limits, state.elsewhere);
  if (cap === 0) return { refused: 'out-of-stock', message: outOfStockMessage(limits.title) };
  if (requested <= cap) return { quantity: requested, messages: [] };
  if (limits.digital) return { quantity: cap, messages: [DOWNLOAD_LIMIT_MESSAGE] };
  return { quantity: cap, messages: [clampMessage(limits, state.elsewhere)] };
}

/** Why a physical line got fewer than asked: the stock, or the per-line maximum. */
function clampMessage(limits: QuantityLimits, elsewhere: number): string {
  const stockLeft = limits.stock === null ? Infinity : limits.stock - elsewhere;
  return stockLeft > MAX_LINE_QUANTITY ? LINE_LIMIT_MESSAGE : stockMessage(limits.stock as number);
}

/** A note for a line read back (GET), when the stock fell below what it holds since it was added. */
export function lineMessages(quantity: number, limits: QuantityLimits, elsewhere: number): string[] {
  if (limits.digital || limits.stock === null) return [];
  if (limits.stock === 0) return [outOfStockMessage(limits.title)];
  return quantity + elsewhere > limits.stock ? [stockMessage(limits.stock)] : [];
}
