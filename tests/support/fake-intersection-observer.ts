/**
 * An IntersectionObserver for jsdom (which has none): it records what each observer watches and
 * lets a test bring one element or everything it watches into view. Install it with `installFakeIntersectionObserver`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve(element: Element) {
    this.elements = this.elements.filter((watched) => watched !== element);
  }
  disconnect() {
    this.elements = [];
  }
  /** One element comes into view (or leaves it). */
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  /** Everything it watches comes into view. */
  enter() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver(): void {
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
}
