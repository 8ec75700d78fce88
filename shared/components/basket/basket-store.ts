/**
 * The visitor's basket in the browser: one store that tiles, product pages and the panel share
 * (spec 000 §4). It loads the cart (which stores the token), adds (+1 on the existing line, or a new
 * line), debounces quantity changes, removes, refetches cart and items after every change and
 * pulses the count badge after each refetch. Notifications and analytics are handed in, so the
 * rules run the same under test.
 */
import {
  addStep,
  addToCartEvent,
  checkoutUrl,
  COUNT_PING_MS,
  QUANTITY_DEBOUNCE_MS,
  quantityStep,
  type AddToCartEvent,
  type Availability,
  type BasketProduct,
  type CartLine,
  type ChosenItem,
} from '../../lib/cart';
import { BASKET_UPDATE_FAILED_TEXT } from '../../lib/cart/cart-texts';
import { CartRequestError, type CartClient } from './cart-client';
import { EMPTY_BASKET_STATE, type BasketState } from './basket-state';

export interface BasketStoreDeps {
  client: CartClient;
  /** The visitor's locale currency: the analytics event's price is read in it. */
  currency: string;
  /** Shows one notification (a toast in the browser). */
  notify: (message: string) => void;
  /** Confirms an add the store took as asked (no note of its own): the line now in the basket. */
  confirmAdd?: (line: CartLine) => void;
  /** Hands the add-to-cart event on (to the tag manager, with consent). */
  track?: (event: AddToCartEvent) => void;
}

type Listener = () => void;

export class BasketStore {
  private state: BasketState = EMPTY_BASKET_STATE;
  private readonly listeners = new Set<Listener>();
  private loading: Promise<boolean> | null = null;
  private refetching: Promise<void> | null = null;
  private refetchAgain = false;
  private pingTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly quantityTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Bumped on every quantity change of a line, so an older answer never clears a newer draft. */
  private readonly draftVersions = new Map<string, number>();
  /** Adds the store has not answered yet: each one's +1 is already in the count. */
  private addsRunning = 0;
  /** Adds the store has answered, counted: a cart read asked before the last of them knows none of it. */
  private addsAnswered = 0;
  private disposed = false;
  private readonly availabilities = new Map<string, Availability>();

  constructor(private readonly deps: BasketStoreDeps) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): BasketState => this.state;

  /** Loads the cart once (idempotent); later calls wait for the same load. */
  start(): Promise<boolean> {
    if (this.state.status === 'ready') return Promise.resolve(true);
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Adds one of the product (spec 000 §4); true when the store took it. */
  async add(product: BasketProduct, chosen: readonly ChosenItem[] = []): Promise<boolean> {
    if (this.state.adding[product.id]) return false;
    // The count goes up at once; a refetch corrects it whatever happens.
    this.addsRunning += 1;
    this.update({ itemCount: this.state.itemCount + 1, adding: { ...this.state.adding, [product.id]: true } });
    try {
      // A new visitor's first add waits for the cart, so it goes to that cart (its token).
      if (!(await this.start())) throw new CartRequestError('network', null);
      const step = addStep(product, this.state.lines, chosen);
      const answer =
        step.kind === 'raise' ? await this.deps.client.updateItem(step.lineId, step.quantity) : await this.deps.client.addItem(step.input);
      this.showMessages(answer);
      // A store's note (a capped quantity) says what happened instead.
      if (answer && answer.messages.length === 0) this.deps.confirmAdd?.(answer);
      const event = addToCartEvent(product, this.deps.currency, answer?.price ?? null);
      if (event) this.deps.track?.(event);
      return true;
    } catch (error) {
      this.showFailure(error);
      return false;
    } finally {
      this.addsRunning -= 1;
      this.addsAnswered += 1;
      const { [product.id]: _done, ...adding } = this.state.adding;
      this.update({ adding });
      await this.refetch();
    }
  }

  /** A stepper change: shown at once, sent QUANTITY_DEBOUNCE_MS after the last change (0 removes). */
  setQuantity(lineId: string, quantity: number): void {
    const version = (this.draftVersions.get(lineId) ?? 0) + 1;
    this.draftVersions.set(lineId, version);
    this.update({ drafts: { ...this.state.drafts, [lineId]: Math.max(0, quantity) } });
    const previous = this.quantityTimers.get(lineId);
    if (previous) clearTimeout(previous);
    this.quantityTimers.set(
      lineId,
      setTimeout(() => {
        this.quantityTimers.delete(lineId);
        void this.sendQuantity(lineId, version);
      }, QUANTITY_DEBOUNCE_MS),
    );
  }

  /** The remove button (non-physical lines): sent at once. */
  async remove(lineId: string): Promise<void> {
    const timer = this.quantityTimers.get(lineId);
    if (timer) clearTimeout(timer);
    this.quantityTimers.delete(lineId);
    this.draftVersions.set(lineId, (this.draftVersions.get(lineId) ?? 0) + 1);
    try {
      await this.deps.client.removeItem(lineId);
      this.update({ lines: this.state.lines.filter((line) => line.id !== lineId), drafts: without(this.state.drafts, lineId) });
    } catch (error) {
      this.showFailure(error);
    }
    await this.refetch();
  }

  /**
   * Availability of a promoted product; null when the call failed (silently, spec 000 §8). An
   * answer is kept for the page's life, so reopening the panel asks again only after a failure.
   */
  async availability(productId: string, signal?: AbortSignal): Promise<Availability | null> {
    const known = this.availabilities.get(productId);
    if (known) return known;
    try {
      const answer = await this.deps.client.availability(productId, signal);
      this.availabilities.set(productId, answer);
      return answer;
    } catch {
      return null;
    }
  }

  /** Cart and items again (after add, update or remove); concurrent calls share one round. */
  refetch(): Promise<void> {
    if (this.refetching) {
      this.refetchAgain = true;
      return this.refetching;
    }
    this.refetching = (async () => {
      do {
        this.refetchAgain = false;
        try {
          await this.fetchAll();
          this.ping();
        } catch (error) {
          console.warn('Basket: the cart could not be refetched', error);
        }
      } while (this.refetchAgain && !this.disposed);
    })().finally(() => {
      this.refetching = null;
    });
    return this.refetching;
  }

  /** Stops timers (a test's end; the browser's store lives as long as the page). */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.quantityTimers.values()) clearTimeout(timer);
    this.quantityTimers.clear();
    if (this.pingTimer) clearTimeout(this.pingTimer);
    this.listeners.clear();
  }

  private async load(): Promise<boolean> {
    this.update({ status: 'loading' });
    try {
      await this.fetchAll();
      return true;
    } catch (error) {
      console.warn('Basket: the cart could not be loaded', error);
      this.update({ status: 'error' });
      return false;
    }
  }

  /** The cart first (it stores a new visitor's token), then its items. */
  private async fetchAll(): Promise<void> {
    const asked = this.addsAnswered;
    const cart = await this.deps.client.getCart();
    const items = await this.deps.client.getItems();
    const token = this.deps.client.token() ?? cart.uuid;
    // A read asked before an add was answered (a new visitor's first read of the empty cart) would
    // take that add's +1 back: the count waits for the read asked after it.
    const countIsCurrent = this.addsRunning === 0 && this.addsAnswered === asked;
    this.update({
      status: 'ready',
      cart,
      lines: items.results,
      summary: items.summary,
      itemCount: countIsCurrent ? cart.itemCount : this.state.itemCount,
      // No token yet (nothing added): no checkout link.
      checkoutUrl: token ? checkoutUrl(this.deps.client.storeUrl, token) : null,
    });
  }

  private async sendQuantity(lineId: string, version: number): Promise<void> {
    const quantity = this.state.drafts[lineId];
    if (quantity === undefined) return;
    const current = () => this.draftVersions.get(lineId) === version;
    try {
      if (quantityStep(quantity) === 'remove') {
        await this.deps.client.removeItem(lineId);
        if (current())
          this.update({ lines: this.state.lines.filter((line) => line.id !== lineId), drafts: without(this.state.drafts, lineId) });
      } else {
        const answer = await this.deps.client.updateItem(lineId, quantity);
        this.showMessages(answer);
        // The store's quantity replaces the visitor's (it may cap it at the stock).
        if (current()) {
          const lines = this.state.lines.map((line) =>
            line.id === lineId && answer ? { ...line, quantity: answer.quantity, price: answer.price ?? line.price } : line,
          );
          this.update({ lines, drafts: without(this.state.drafts, lineId) });
        }
      }
    } catch (error) {
      this.showFailure(error);
      if (current()) this.update({ drafts: without(this.state.drafts, lineId) });
    }
    await this.refetch();
  }

  private showMessages(line: CartLine | null): void {
    for (const message of line?.messages ?? []) this.deps.notify(message);
  }

  /** A failed call: each of its details as a notification (spec 000 §8), or one general one. */
  private showFailure(error: unknown): void {
    const details = error instanceof CartRequestError ? error.details : [];
    if (details.length === 0) {
      console.warn('Basket: a cart call failed', error);
      this.deps.notify(BASKET_UPDATE_FAILED_TEXT);
      return;
    }
    for (const detail of details) this.deps.notify(detail);
  }

  private ping(): void {
    if (this.pingTimer) clearTimeout(this.pingTimer);
    this.update({ pinging: true });
    this.pingTimer = setTimeout(() => {
      this.pingTimer = null;
      this.update({ pinging: false });
    }, COUNT_PING_MS);
  }

  private update(patch: Partial<BasketState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
