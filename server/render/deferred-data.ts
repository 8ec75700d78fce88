import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { Logger } from 'pino';
import { createElement, type ReactNode } from 'react';
import { renderForData } from './data-pass-render';
import { DeferredRenderingContext, type BlockData, type DeferredRendering } from '../../shared/app/deferred-block';
import { serializeForScript } from '../../shared/lib/transport/serialize-state';
import { resultsDiff, type QueryResults } from '../../shared/lib/transport/query-results';
import { ApolloQueries, createEngine } from './apollo-query-engine';

/** The page's data pass: deferred blocks show their fallback and their data is not waited for. */
export const criticalPhase: DeferredRendering = {
  phase: 'critical',
  blockData: () => Promise.reject(new Error('a deferred block has no data in the critical pass')),
};

const inlinePhase: DeferredRendering = {
  phase: 'inline',
  blockData: () => Promise.reject(new Error('a deferred block inside another renders inline')),
};

interface StreamOptions {
  /** The request's client: a block's queries the page already ran are answered from its cache. */
  client: ApolloClient;
  /** What the document already carries for the browser (site data's query results): not sent again. */
  sentResults: QueryResults;
  /** The providers and router a block renders in, as in the document. */
  wrap: (node: ReactNode) => ReactNode;
  /** The render's budget and the visitor going away. */
  signal: AbortSignal;
  log: Logger;
}

/**
 * The document's deferred blocks (shared/app/deferred-block.tsx): each block's own queries are
 * collected by a data pass over that block alone, started when the stream first reaches it, so
 * a slow service delays its block and nothing else. Each block's queries run on the request's
 * client through an engine of the block's own, which notes what the block rendered with, so it
 * carries exactly its data (less what the document's site data already has) as a JSON data
 * element, whatever order blocks arrive and hydrate in.
 */
export function streamPhase({ client, sentResults, wrap, signal, log }: StreamOptions): DeferredRendering {
  const blocks = new Map<string, Promise<BlockData>>();
  const collect = async (children: ReactNode): Promise<BlockData> => {
    const engine = createEngine(client);
    const withData = (node: ReactNode) => createElement(ApolloQueries, { client, engine, children: node });
    try {
      await prerenderStatic({
        tree: wrap(createElement(DeferredRenderingContext.Provider, { value: inlinePhase }, withData(children))),
        signal,
        ignoreResults: true,
        renderFunction: (node) => renderForData(node, { signal, onError: (error) => log.debug({ err: error }, 'block data pass error') }),
      });
    } catch (error) {
      // The block renders with what arrived (its views show their loading or error state).
      log.debug({ err: error }, 'block data pass stopped');
    }
    return { withData, json: serializeForScript(resultsDiff(sentResults, engine.renderedResults())) };
  };
  return {
    phase: 'stream',
    blockData(id, children) {
      let data = blocks.get(id);
      if (!data) {
        data = collect(children);
        blocks.set(id, data);
      }
      return data;
    },
  };
}
