import { createContext, Suspense, use, useContext, useId, type ReactNode } from 'react';
import type { QueryResults } from '../lib/transport/query-results';
import { useQueryEngine, type QueryEngine } from './site-query';

/**
 * How the server renders a deferred block (server/render/deferred-data.ts implements it):
 * - `critical`: the page's data pass, which must not wait for the block: its fallback only;
 * - `stream`: the document; the block's own data is collected apart and the block streams in
 *   when it arrives, with that data beside it;
 * - `inline`: a block's own data pass (a deferred block inside another is part of it).
 * In the browser there is no provider: a block restores the data streamed with it.
 */
export interface DeferredRendering {
  phase: 'critical' | 'stream' | 'inline';
  /** The block's data, collected once per block id. */
  blockData(id: string, children: ReactNode): Promise<BlockData>;
}

export interface BlockData {
  /** The block's children with the queries that collected its data (the block's own query engine). */
  withData(children: ReactNode): ReactNode;
  /** The query results it rendered with, less what the document already carries, serialised for a JSON data element. */
  json: string;
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
  if (rendering?.phase === 'critical') return <>{fallback}</>;
  if (rendering?.phase === 'inline') return <>{children}</>;
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
  const { withData, json } = use(rendering.blockData(id, children));
  return (
    <>
      {withData(children)}
      {/* After the block, so its markup keeps its place among its siblings; read by id. */}
      <script type="application/json" id={blockDataElementId(id)} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
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
