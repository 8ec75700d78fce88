import type { TypedDocumentNode } from '@apollo/client';
import { createContext, useContext, useId } from 'react';
import type { QueryResults } from '../lib/transport/query-results';

export interface SiteQueryOptions<TVariables> {
  variables?: TVariables;
  /** Not run, and no data: the component does not need it yet. */
  skip?: boolean;
}

/** What a query gives its component, the same wherever the data comes from. */
export interface SiteQueryResult<TData, TVariables> {
  data: TData | undefined;
  /** The last data before the variables changed (a result list keeps showing while the next loads). */
  previousData: TData | undefined;
  /** No data yet and it is on its way. */
  loading: boolean;
  /** The request failed, or its answer carried errors (with whatever data it had: errorPolicy all). */
  error: Error | undefined;
  /** The next page, merged into this query's data by `updateQuery`. */
  fetchMore(more: FetchMore<TData, TVariables>): Promise<FetchedResult<TData>>;
}

export interface FetchMore<TData, TVariables> {
  /** Laid over the query's own (a page token or offset the first request had not). */
  variables: Partial<TVariables> & object;
  updateQuery(previous: TData, more: { fetchMoreResult: TData }): TData;
}

export interface FetchedResult<TData> {
  data: TData | undefined;
  error: Error | undefined;
}

/**
 * Where a page's queries get their data. On the server it runs each query in-process against the
 * site's schema as the views ask (server/render/render-queries.ts, decision 0073); in the browser
 * the first view reads the results the server sent and Apollo Client loads only when a query needs
 * the network (client/browser-query-engine.ts, decision 0054). Both pass one contract
 * (tests/support/query-engine-contract.tsx); component tests run on the browser's. See
 * docs/rendering-and-data.md.
 */
export interface QueryEngine {
  /**
   * `callSite` names the hook call in the tree (React's `useId`), the same each time React renders
   * that component again: the server's engine knows by it when a view that waited has rendered again.
   */
  useQuery<TData, TVariables extends object>(
    document: TypedDocumentNode<TData, TVariables>,
    options?: SiteQueryOptions<NoInfer<TVariables>>,
    callSite?: string,
  ): SiteQueryResult<TData, TVariables>;
  /** One query, outside rendering (a button's action). */
  query<TData, TVariables extends object>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<FetchedResult<TData>>;
  /** An item some query already loaded, or null: what a player bar shows while it loads the rest. */
  cachedEntity(typename: string, id: string): Record<string, unknown> | null;
  /** Results that arrived after the document (a streamed block's), before its components read them. */
  restore(results: QueryResults): void;
}

export const QueryEngineContext = createContext<QueryEngine | null>(null);

/** The engine the page renders with (SiteProviders provides it). */
export function useQueryEngine(): QueryEngine {
  const engine = useContext(QueryEngineContext);
  if (!engine) throw new Error('useQueryEngine needs a QueryEngineContext (SiteProviders gives one)');
  return engine;
}

/** A site query: `useQuery` of whichever engine the page renders with. */
export function useSiteQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: SiteQueryOptions<NoInfer<TVariables>>,
): SiteQueryResult<TData, TVariables> {
  // Called in the browser too, so components' own useId calls get the same ids on both sides.
  const callSite = useId();
  return useQueryEngine().useQuery(document, options, callSite);
}
