/**
 * An IntersectionObserver for jsdom (which has none): it records what each observer watches and
 * lets a test bring everything it watches into view. Install it with `installFakeIntersectionObserver`.
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
  disconnect() {
    this.elements = [];
  }
  enter() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver(): void {
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
}
