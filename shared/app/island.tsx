import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * When an island's code is asked for in the browser (docs/decisions/0118):
 * - `at-once`: as soon as the page runs (the frame's controls a first view uses);
 * - `near`: when it comes within half a screen of the viewport, or a visitor reaches into it;
 * - `reached`: only when a pointer, a touch or the focus reaches into it (content that rarely answers).
 */
export type IslandLoading = 'at-once' | 'near' | 'reached';

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
 * Whether the render writes each island's props into its element, for a browser that hydrates
 * islands one by one instead of the whole document. Off (the default), an island is its element
 * around its component and nothing more, so the document hydrates as it always has.
 */
const IslandPropsContext = createContext(false);
/** Inside an island, a nested island is part of the outer one's tree: no element of its own. */
const InsideIslandContext = createContext(false);

/** What an island's own root renders in the browser: its component, known to be inside an island. */
export function islandContent<P extends object>(component: ComponentType<P>, props: P): ReactNode {
  return <InsideIslandContext.Provider value>{createElement(component, props)}</InsideIslandContext.Provider>;
}

export function IslandPropsProvider({ writeProps, children }: { writeProps: boolean; children: ReactNode }) {
  return createElement(IslandPropsContext.Provider, { value: writeProps }, children);
}

/**
 * A component that hydrates on its own in the browser, from props the server wrote into the page
 * (docs/decisions/0118). The server (and a browser rendering the whole document) renders it as the
 * component itself inside an element that names it; a browser hydrating islands finds that element,
 * loads the component's code (client/islands/island-registry.ts) and hydrates it as a root of its own.
 *
 * The element is `display: contents`, so it adds no box to the layout. Everything inside must render
 * the same from the props alone: no React `useId` (its ids depend on the whole tree above), no data
 * read from the page's queries.
 */
export function island<P extends IslandProps>(name: string, component: ComponentType<P>, { loading = 'near' }: IslandOptions = {}) {
  function Island(props: P) {
    const writeProps = useContext(IslandPropsContext);
    const inside = useContext(InsideIslandContext);
    if (inside) return createElement(component, props);
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_LOADING_ATTRIBUTE]: loading }}
        {...(writeProps ? { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) } : {})}
        style={{ display: 'contents' }}
      >
        {islandContent(component, props)}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name });
}
