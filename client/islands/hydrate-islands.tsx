import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { holdUntil, mayHold } from '../../shared/app/held-events';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LOADING_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandContent,
  onIslandRequest,
  type IslandLoading,
  type IslandProps,
} from '../../shared/app/island';

/** How far below (and above) the viewport a `near` island's code starts loading: half a screen ahead. */
export const ISLAND_NEAR_VIEWPORT_MARGIN = '50% 0px';

/** Gives an island's component from its own chunk. */
export type IslandLoader = () => Promise<ComponentType<never>>;

export interface IslandHydrationOptions {
  /** Every island the page may hold, by the name its element carries. */
  loaders: Readonly<Record<string, IslandLoader>>;
  /** What each island's root renders around its component: the providers it reads (locale, environment). */
  wrap?: (content: ReactNode) => ReactNode;
}

export interface IslandHydration {
  /** Finds the islands in `scope` not yet known and hydrates each when its loading rule says. */
  hydrateIn(scope: ParentNode): void;
  /** Unmounts the islands in `scope`, before a navigation replaces it. */
  unmountIn(scope: ParentNode): void;
}

interface IslandState {
  element: HTMLElement;
  name: string;
  loading: IslandLoading;
  /** Set once hydration has started; the root is unmounted when the island leaves the page. */
  root?: Root;
  started?: Promise<void>;
  hydrated: boolean;
  /** Settles when the island's first render has committed, or when it cannot be hydrated. */
  settled: Promise<void>;
  settle(): void;
  failed: boolean;
  observer?: IntersectionObserver;
}

/** The child positions that lead from `scope` down to `node`, or null when it is not inside. */
function pathWithin(scope: Element, node: Node): number[] | null {
  const path: number[] = [];
  for (let current: Node = node; current !== scope;) {
    const parent = current.parentNode;
    if (!parent) return null;
    path.unshift([...parent.childNodes].indexOf(current as ChildNode));
    current = parent;
  }
  return path;
}

/**
 * Where a held click goes once the island has hydrated: its target, or — when hydration put another
 * element in its place (a control that is a link for visitors without JavaScript becomes a button)
 * — the element now in that place.
 */
function inPlaceOf(island: Element, target: Element): () => Element {
  const path = pathWithin(island, target);
  return () => {
    if (target.isConnected || !path) return target;
    let current: Node | null = island;
    for (const index of path) current = current?.childNodes[index] ?? null;
    return current instanceof Element ? current : target;
  };
}

/** Commits with the island's content: from then on it answers clicks itself. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

const readLoading = (value: string | undefined): IslandLoading =>
  value === 'at-once' || value === 'reached' || value === 'asked' ? value : 'near';

/**
 * Hydrates a server-rendered page island by island (docs/decisions/0118): each element the server
 * marked with `data-island` becomes a React root of its own, hydrated from the props written beside
 * it, once its code has loaded. The rest of the page is the server's HTML and costs no script.
 *
 * A click or a submit on an island still waiting for its code is held and given back once it has
 * hydrated (or at once as plain HTML if it cannot be: a link navigates, a form posts).
 */
export function createIslandHydration({ loaders, wrap = (content) => content }: IslandHydrationOptions): IslandHydration {
  const states = new Map<HTMLElement, IslandState>();

  const stateOf = (target: EventTarget | null): IslandState | undefined => {
    const element = target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
    return element ? states.get(element) : undefined;
  };

  const start = (state: IslandState): Promise<void> => {
    if (state.started) return state.started;
    state.observer?.disconnect();
    const loader = loaders[state.name];
    const started = (async () => {
      if (!loader) throw new Error(`No island named "${state.name}" in this build`);
      const props = JSON.parse(state.element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
      const component = await loader();
      // Left the page while its code loaded: nothing to hydrate.
      if (!states.has(state.element)) return;
      const markHydrated = () => {
        state.hydrated = true;
        state.settle();
      };
      state.root = hydrateRoot(
        state.element,
        wrap(
          <>
            {islandContent(component as ComponentType<IslandProps>, props)}
            <Committed onCommit={markHydrated} />
          </>,
        ),
        {
          // Hydration mismatches and recovered render errors are bugs: surface them (tests fail on them).
          onRecoverableError(error) {
            // Unmounted while it hydrated (a navigation replaced its page): React reports the early
            // update, which concerns a root no longer shown.
            if (!states.has(state.element)) return;
            console.error('Recoverable render error', error);
          },
        },
      );
    })();
    state.failed = false;
    state.started = started.catch((error: unknown) => {
      // Tried again when next asked for; meanwhile the server's HTML keeps working without script,
      // and what was held is given back to the browser.
      console.error(`Island "${state.name}" could not hydrate`, error);
      state.failed = true;
      state.started = undefined;
      const settleHeld = state.settle;
      newAttempt(state);
      settleHeld();
    });
    return state.started;
  };

  const ask = (event: Event) => {
    const state = stateOf(event.target);
    if (state && !state.hydrated) void start(state);
  };

  const hold = (event: Event) => {
    const state = stateOf(event.target);
    if (!state || state.hydrated || !mayHold(event)) return;
    // Could not hydrate and not trying again: the browser's own action (a link, a form) stands.
    if (state.failed && !state.started) return;
    void start(state);
    holdUntil(event, state.settled, inPlaceOf(state.element, event.target as Element));
  };

  // A choice made in a drop-down before its island's code arrived (a size picked while the page was
  // still loading) shows in the page, but the island's state starts as its props say: the choice is given
  // back after hydration, as the change event React hears for a select. (A click on a checkbox or a button is
  // held like any click.)
  const keepChoice = (event: Event) => {
    const state = stateOf(event.target);
    const select = event.target;
    if (!state || state.hydrated || !(select instanceof HTMLSelectElement)) return;
    const { value } = select;
    void start(state);
    void state.settled.then(() => {
      if (!state.hydrated || !select.isConnected) return;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  // An island asked for by name: every one of that name in the page, now and in pages to come.
  const asked = new Set<string>();
  onIslandRequest((name) => {
    asked.add(name);
    for (const state of states.values()) if (state.name === name) void start(state);
  });

  // On the window's capture phase: before any island root's own listeners.
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    window.addEventListener(type, ask, { capture: true, passive: true });
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  window.addEventListener('change', keepChoice, true);

  return {
    hydrateIn(scope) {
      for (const element of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
        if (states.has(element)) continue;
        const state = newAttempt({
          element,
          name: element.getAttribute(ISLAND_ATTRIBUTE) ?? '',
          loading: readLoading(element.getAttribute(ISLAND_LOADING_ATTRIBUTE) ?? undefined),
          hydrated: false,
          failed: false,
        });
        states.set(element, state);
        if (state.loading === 'at-once' || asked.has(state.name)) void start(state);
        else if (state.loading === 'near') watchNear(state, start);
      }
    },
    unmountIn(scope) {
      for (const [element, state] of states) {
        if (!scope.contains(element)) continue;
        states.delete(element);
        state.observer?.disconnect();
        state.root?.unmount();
        state.settle();
      }
    },
  };
}

/** A fresh promise for what the next attempt to hydrate holds. */
function newAttempt(state: Omit<IslandState, 'settled' | 'settle'> & Partial<IslandState>): IslandState {
  let settle = () => {};
  state.settled = new Promise<void>((resolve) => (settle = resolve));
  state.settle = () => settle();
  return state as IslandState;
}

/** Loads a `near` island's code when its element comes within half a screen of the viewport. */
function watchNear(state: IslandState, start: (state: IslandState) => Promise<void>) {
  // A browser without the observer gets the code at once: the island works, only later.
  if (typeof IntersectionObserver === 'undefined') {
    void start(state);
    return;
  }
  state.observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start(state);
    },
    { rootMargin: ISLAND_NEAR_VIEWPORT_MARGIN },
  );
  // The island's element is `display: contents`, which has no box to intersect: its children have.
  const boxes = [...state.element.children];
  if (boxes.length === 0) {
    void start(state);
    return;
  }
  for (const box of boxes) state.observer.observe(box);
}
