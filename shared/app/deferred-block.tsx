import { createContext, Suspense, useContext, useId, type ReactNode } from 'react';
import type { QueryResults } from '../lib/transport/query-results';
import { QueryEngineContext, useQueryEngine, type QueryEngine } from './site-query';

/**
 * How the server renders a deferred block (server/render/deferred-blocks.ts implements it): its
 * children run their queries on an engine of the block's own, which notes what they rendered
 * with; the block's data element is written once those queries have answered. In the browser
 * there is no provider: a block restores the data streamed with it.
 */
export interface DeferredRendering {
  /** The engine the block's children query: the page's answers, with what the block rendered with noted apart. */
  blockEngine(id: string): QueryEngine;
  /**
   * The query results the block rendered with, less what the document already carries, serialised
   * for its data element. Suspends the caller until the block's queries have answered.
   */
  readBlockData(id: string): string;
}

export const DeferredRenderingContext = createContext<DeferredRendering | null>(null);

/** The id of the data element a block's streamed data travels in. */
export const blockDataElementId = (id: string) => `block-data${id.replace(/[^\w-]/g, '')}`;

interface Props {
  /** Shown until the block's data has arrived (a visitor with JavaScript, while streaming). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A block the page does not wait for (outside services, collections below the fold): it renders
 * behind a Suspense boundary and streams into the same response when its data arrives; its data
 * comes with it, so hydration makes no request (DESIGN.md §3).
 */
export function DeferredBlock({ fallback, children }: Props) {
  const rendering = useContext(DeferredRenderingContext);
  const id = useId();
  return (
    <Suspense fallback={fallback}>
      {rendering ? (
        <ServerBlock id={id} rendering={rendering}>
          {children}
        </ServerBlock>
      ) : (
        <BrowserBlock id={id}>{children}</BrowserBlock>
      )}
    </Suspense>
  );
}

function ServerBlock({ id, rendering, children }: { id: string; rendering: DeferredRendering; children: ReactNode }) {
  return (
    <>
      <QueryEngineContext.Provider value={rendering.blockEngine(id)}>{children}</QueryEngineContext.Provider>
      {/* After the block, so its markup keeps its place among its siblings; read by id. */}
      <BlockDataElement id={id} rendering={rendering} />
    </>
  );
}

/** Written once the block's queries have answered: it suspends until then, inside the block's boundary. */
function BlockDataElement({ id, rendering }: { id: string; rendering: DeferredRendering }) {
  return <script type="application/json" id={blockDataElementId(id)} dangerouslySetInnerHTML={{ __html: rendering.readBlockData(id) }} />;
}

/** Blocks whose data was already restored in this page (a block hydrates once). */
const restored = new WeakMap<QueryEngine, Set<string>>();

function BrowserBlock({ id, children }: { id: string; children: ReactNode }) {
  const engine = useQueryEngine();
  const element = typeof document === 'undefined' ? null : document.getElementById(blockDataElementId(id));
  const json = element?.textContent ?? null;
  const done = restored.get(engine) ?? new Set<string>();
  restored.set(engine, done);
  // Before the children render, so their queries find what the server rendered them with.
  if (json !== null && !done.has(id)) {
    done.add(id);
    engine.restore(JSON.parse(json) as QueryResults);
  }
  return (
    <>
      {/* The same shape as the server's block. */}
      {children}
      {json !== null ? (
        <script type="application/json" id={blockDataElementId(id)} dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />
      ) : null}
    </>
  );
}
