/**
 * One IntersectionObserver per margin for every element waiting to come near the viewport (a page
 * of tiles has dozens of lazy images): each element's callback runs once, the first time it is
 * within the margin. Without an observer (an old browser) the callback runs at once.
 * Returns what stops the wait (an unmount before it came near).
 */
export function onceNearViewport(element: Element, rootMargin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const watch = watchFor(rootMargin);
  watch.waiting.set(element, callback);
  watch.observer.observe(element);
  return () => {
    if (watch.waiting.delete(element)) watch.observer.unobserve(element);
  };
}

interface Watch {
  observer: IntersectionObserver;
  waiting: Map<Element, () => void>;
}

const watches = new Map<string, Watch>();

function watchFor(rootMargin: string): Watch {
  const known = watches.get(rootMargin);
  if (known) return known;
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callback = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!callback) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        callback();
      }
    },
    { rootMargin },
  );
  const watch = { observer, waiting };
  watches.set(rootMargin, watch);
  return watch;
}
