import { createElement, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { contentPart, loadAllParts, partNamed, type ContentPart } from './content-part';
import { holdUntil, mayHold } from './held-events';

/** How far below (and above) the viewport a part's code starts loading: half a screen ahead of the scroll. */
export const PART_NEAR_VIEWPORT_MARGIN = '50% 0px';

interface BoundaryState {
  part: ContentPart<never>;
  hydrated: boolean;
  whenHydrated: Promise<void>;
  markHydrated(): void;
}

function boundaryState(part: ContentPart<never>): BoundaryState {
  let resolve = () => {};
  const state: BoundaryState = {
    part,
    hydrated: false,
    whenHydrated: new Promise<void>((settle) => (resolve = settle)),
    markHydrated() {
      state.hydrated = true;
      resolve();
    },
  };
  return state;
}

/**
 * A component that is pure content once the server rendered it (text, images, links, a plain GET
 * form), as a part in its own chunk behind its boundary: the browser loads its code only when a
 * visitor reaches into it (docs/decisions/0107). `loader` gives the component from its module.
 */
export function pureContentPart<P extends object>(name: string, loader: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = contentPart<P>(name, () => loader().then((component) => ({ default: component })), { pureContent: true });
  return function PureContentPart(props: P) {
    return createElement(PartBoundary<P>, { part, props, fallback: null });
  };
}

/** The boundaries in the page, by their element: what a click or a focus lands in. */
const boundaries = new WeakMap<Element, BoundaryState>();

/**
 * Where a content part (shared/app/content-part.tsx) sits in the page: an element that carries its
 * name, hydrated with the page, holding a Suspense boundary that React hydrates once the part's
 * code is there. The code is asked for when the element comes within half a screen of the viewport,
 * when a visitor points at, touches or focuses it, and on any navigation. Text, images and links
 * inside are the server's HTML meanwhile (docs/decisions/0106).
 */
export function PartBoundary<P extends object>({ part, props, fallback }: { part: ContentPart<P>; props: P; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state] = useState(() => boundaryState(part as unknown as ContentPart<never>));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    boundaries.set(element, state);
    listenForVisitors();
    // Pure content waits to be reached for; anything else loads when it comes near.
    if (state.hydrated || part.pureContent) return () => boundaries.delete(element);
    // A browser without the observer gets the code at once: the part works, only later.
    if (typeof IntersectionObserver === 'undefined') {
      void part.load();
      return () => boundaries.delete(element);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void part.load();
      },
      { rootMargin: PART_NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      boundaries.delete(element);
    };
  }, [part, state]);
  return (
    <div ref={ref} data-part={part.partName}>
      <Suspense fallback={fallback}>
        {createElement(part, props)}
        <Hydrated state={state} />
      </Suspense>
    </div>
  );
}

/** Commits with the part's content: its boundary is hydrated (or rendered) from then on. */
function Hydrated({ state }: { state: BoundaryState }) {
  useEffect(() => state.markHydrated(), [state]);
  return null;
}

/**
 * The part an event landed in: the innermost boundary in the page that React has mounted. A part
 * inside one that has not hydrated yet is not mounted either: the outer one is asked for first, and
 * a replayed click then finds the inner one.
 */
const boundaryOf = (target: EventTarget | null): BoundaryState | undefined => {
  for (let element = target instanceof Element ? target.closest('[data-part]') : null; element;) {
    const state = boundaries.get(element);
    if (state) return state;
    element = element.parentElement?.closest('[data-part]') ?? null;
  }
  return undefined;
};

/** A visitor reaching for a part not yet hydrated: start loading its code. */
function askForPart(event: Event) {
  const state = boundaryOf(event.target);
  if (state && !state.hydrated) void state.part.load();
}

/**
 * React drops a click or a submit on content it has not hydrated yet. One on a part still waiting
 * for its code is held (with its default action) and replayed once the part is hydrated; if the
 * code cannot load, it is replayed as plain HTML (a link navigates, a form posts). A click that
 * opens elsewhere (a modifier key, another button) is left to the browser.
 */
function holdUntilHydrated(event: Event) {
  const state = boundaryOf(event.target);
  if (!state || state.hydrated || state.part.failed() || !mayHold(event)) return;
  // Given back once hydrated, or at once as plain HTML if the code cannot load.
  holdUntil(
    event,
    state.part.load().then(() => (state.part.failed() ? undefined : state.whenHydrated)),
  );
}

let listening = false;

/** Once per page, on the window's capture phase: before React's own listeners at the document. */
function listenForVisitors() {
  if (listening) return;
  listening = true;
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    window.addEventListener(type, askForPart, { capture: true, passive: true });
  window.addEventListener('click', holdUntilHydrated, true);
  window.addEventListener('submit', holdUntilHydrated, true);
  // Back and forward re-render the page: every part still waiting is needed now.
  window.addEventListener('popstate', () => void loadAllParts());
}

/**
 * Before hydrating: load the code of the parts on the first screen, so the page a visitor sees is
 * hydrated in one pass and the rest waits for the scroll.
 */
export function loadPartsInView(): Promise<unknown> {
  const screen = window.innerHeight;
  const inView = [...document.querySelectorAll<HTMLElement>('[data-part]')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.top < screen && box.bottom > 0;
  });
  const parts = inView.flatMap((element) => partNamed(element.dataset.part ?? '') ?? []).filter((part) => !part.pureContent);
  return Promise.all(parts.map((part) => part.load()));
}
