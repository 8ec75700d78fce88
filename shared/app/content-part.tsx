import { createElement, use, useMemo, useSyncExternalStore, type ComponentType } from 'react';

type PartModule<P> = { default: ComponentType<P> };

export interface ContentPart<P> {
  (props: P): React.ReactNode;
  /** The name its boundary carries in the page (`data-part`), to find it before hydration. */
  readonly partName: string;
  /** Loads the part's code, once (again after a failure); resolves when it is there. */
  load(): Promise<void>;
  isLoaded(): boolean;
  /** The last load failed (offline): its content stays as the server sent it and works as plain HTML. */
  failed(): boolean;
  /** Text, images and links only: hydrated when a visitor reaches into it, never just for being seen. */
  readonly pureContent: boolean;
}

export interface ContentPartOptions {
  /**
   * The part is pure content after the server rendered it (text, images, links): its code is asked
   * for only when a visitor points at, touches or focuses it, or a navigation starts, not when it
   * comes into view, so reading it costs the browser no script (docs/decisions/0107).
   */
  pureContent?: boolean;
}

const parts = new Map<string, ContentPart<never>>();
const noSubscribe = () => () => {};

/**
 * A part of a page's content in its own chunk (docs/decisions/0106). The server renders it as any
 * component (its code is loaded before the first render). In the browser, hydration leaves the
 * server's HTML in place until the part is asked for (near the viewport, touched, or on a
 * navigation: shared/app/part-boundary.tsx), then React hydrates it; a client render (a page opened
 * by a link) loads it at once and shows its boundary's fallback meanwhile.
 */
export function contentPart<P extends object>(
  partName: string,
  loader: () => Promise<PartModule<P>>,
  { pureContent = false }: ContentPartOptions = {},
): ContentPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let lastFailed = false;
  let awaited = false;
  let resolveAsked: (component: ComponentType<P>) => void = () => {};
  // What a hydrating part waits for: settled only once its code has loaded.
  const asked = new Promise<ComponentType<P>>((resolve) => (resolveAsked = resolve));

  const load = () => {
    pending ??= loader().then(
      (module) => {
        loaded = module.default;
        lastFailed = false;
        resolveAsked(module.default);
      },
      () => {
        // Tried again on the next request; meanwhile the server's HTML keeps working without script.
        [pending, lastFailed] = [undefined, true];
      },
    );
    return pending;
  };

  function Part(props: P) {
    // The server snapshot is read on the server and while hydrating, the client's in any later render.
    const hydrating = useSyncExternalStore(
      noSubscribe,
      () => false,
      () => true,
    );
    let component: ComponentType<P>;
    // Loaded before any render waited for it: no promise to read.
    if (loaded && !awaited) component = loaded;
    else {
      // Hydrating, the part waits until its boundary asks for its code; any other render asks at once.
      if (!hydrating || typeof document === 'undefined') void load();
      // From the first wait on, every render reads the promise, as React expects of a render it retries.
      awaited = true;
      component = use(asked);
    }
    // The same element while the props are the same: when hydration ends, the snapshot above changes
    // and React renders this part again, which then stops here instead of rendering all its content.
    return useMemo(() => createElement(component, props), [component, props]);
  }

  const part = Object.assign(Part, { partName, pureContent, load, isLoaded: () => loaded !== undefined, failed: () => lastFailed });
  parts.set(partName, part);
  return part;
}

/** A registered part by the name its boundary carries. */
export const partNamed = (name: string): ContentPart<never> | undefined => parts.get(name);

/** Loads every part's code: the server before its first render, the browser when a navigation starts. */
export function loadAllParts(): Promise<void[]> {
  return Promise.all([...parts.values()].map((part) => part.load()));
}
