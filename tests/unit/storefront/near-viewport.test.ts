/** @jest-environment jsdom */
import { onceNearViewport } from '../../../shared/components/storefront/near-viewport';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';

describe('onceNearViewport', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => Object.assign(globalThis, { IntersectionObserver: original }));

  it('watches every element of one margin with one observer, and calls each back once, when it comes near', () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    const calls: string[] = [];
    onceNearViewport(first, '123px', () => calls.push('first'));
    onceNearViewport(second, '123px', () => calls.push('second'));
    const observers = FakeIntersectionObserver.instances.filter((observer) => observer.options.rootMargin === '123px');
    expect(observers).toHaveLength(1);
    const [observer] = observers;

    observer!.report(second, false);
    expect(calls).toEqual([]);
    observer!.report(second, true);
    observer!.report(second, true);
    expect(calls).toEqual(['second']);
    expect(observer!.elements).toEqual([first]);
  });

  it('stops watching an element whose wait was stopped (unmounted before it came near)', () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    const element = document.createElement('div');
    let called = false;
    const stop = onceNearViewport(element, '7px', () => (called = true));
    const observer = FakeIntersectionObserver.instances.find((candidate) => candidate.options.rootMargin === '7px')!;
    stop();
    expect(observer.elements.includes(element)).toBe(false);
    observer.report(element, true);
    expect(called).toBe(false);
  });

  it('calls back at once where the browser has no IntersectionObserver', () => {
    Object.assign(globalThis, { IntersectionObserver: undefined });
    let called = false;
    onceNearViewport(document.createElement('div'), '200px', () => (called = true));
    expect(called).toBe(true);
  });
});
