import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * When an island's code is asked for in the browser (docs/decisions/0118):
 * - `at-once`: as soon as the page runs (the frame's controls a first view uses);
 * - `near`: when it comes within half a screen of the viewport, or a visitor reaches into it;
 * - `reached`: only when a pointer, a touch or the focus reaches into it (content that rarely answers);
 * - `asked`: when code asks for it by name (`requestIsland`): what shows only once another island
 *   changes a store (the player bar, the overlay menu, the toasts).
 */
export type IslandLoading = 'at-once' | 'near' | 'reached' | 'asked';

/** The attributes an island's element carries in the page. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_LOADING_ATTRIBUTE = 'data-island-loading';

/** Island props travel as JSON: only what JSON keeps survives the trip (no functions, dates or undefined). */
export type IslandProps = { [key: string]: unknown };

export interface IslandOptions {
  loading?: IslandLoading;
}

/**
 * Where a render is: writing each island's props into its element, for a browser that hydrates
 * islands one by one (`islands`); rendering the document the browser hydrates whole, where an island
 * is its element around its component and nothing more (`whole`, the default); or inside an island,
 * where a nested island is part of the outer one's tree and has no element of its own (`inside`).
 */
const IslandRenderingContext = createContext<'whole' | 'islands' | 'inside'>('whole');

const requested = new Set<string>();
const requestListeners = new Set<(name: string) => void>();

/**
 * Asks for the islands of a name to hydrate (those whose loading is `asked`), now or as soon as the
 * page's islands are known. Where the whole document hydrates, nobody listens: they already have.
 */
export function requestIsland(name: string): void {
  if (requested.has(name)) return;
  requested.add(name);
  for (const listener of requestListeners) listener(name);
}

/** Calls `listener` with every island name asked for, those asked before too. */
export function onIslandRequest(listener: (name: string) => void): () => void {
  requestListeners.add(listener);
  for (const name of requested) listener(name);
  return () => requestListeners.delete(listener);
}

/**
 * Whether this render is of a page the browser takes over island by island, outside any island:
 * what it renders stays the server's HTML, so it must work as HTML (an image with its address, lazy
 * by the browser's own rule, rather than one a script fills in as it nears the viewport).
 */
export const useStaysServerHtml = (): boolean => useContext(IslandRenderingContext) === 'islands';

/** What an island's own root renders in the browser: its component, known to be inside an island. */
export function islandContent<P extends object>(component: ComponentType<P>, props: P): ReactNode {
  return <IslandRenderingContext.Provider value="inside">{createElement(component, props)}</IslandRenderingContext.Provider>;
}

export function IslandPropsProvider({ writeProps, children }: { writeProps: boolean; children: ReactNode }) {
  return createElement(IslandRenderingContext.Provider, { value: writeProps ? 'islands' : 'whole' }, children);
}

/**
 * A component that hydrates on its own in the browser, from props the server wrote into the page
 * (docs/decisions/0118). The server (and a browser rendering the whole document) renders it as the
 * component itself inside an element that names it; a browser hydrating islands finds that element,
 * loads the component's code (client/islands/island-loaders.ts) and hydrates it as a root of its own.
 *
 * The element is `display: contents`, so it adds no box to the layout. Everything inside must render
 * the same from the props alone: no React `useId` (its ids depend on the whole tree above), no data
 * read from the page's queries.
 */
export function island<P extends object>(name: string, component: ComponentType<P>, { loading = 'near' }: IslandOptions = {}) {
  function Island(props: P) {
    const rendering = useContext(IslandRenderingContext);
    if (rendering === 'inside') return createElement(component, props);
    return (
      // The attributes ISLAND_ATTRIBUTE, ISLAND_LOADING_ATTRIBUTE and ISLAND_PROPS_ATTRIBUTE name.
      <div
        data-island={name}
        data-island-loading={loading}
        data-island-props={rendering === 'islands' ? JSON.stringify(props) : undefined}
        className="contents"
      >
        {islandContent(component, props)}
      </div>
    );
  }
  return Object.assign(Island, { islandName: name, component, loading });
}
