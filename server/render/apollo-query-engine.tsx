import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { QueryEngineContext, type QueryEngine, type SiteQueryOptions, type SiteQueryResult } from '../../shared/app/site-query';
import { findEntity, queryKey, type QueryResults } from '../../shared/lib/transport/query-results';

const asError = (error: unknown): Error | undefined =>
  error === undefined || error === null ? undefined : error instanceof Error ? error : new Error('The query failed', { cause: error });

/** Apollo's useQuery result, as far as a site query reads it. */
interface ApolloResult<TData> {
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: unknown;
  fetchMore(more: unknown): Promise<{ data: TData | undefined; error?: unknown }>;
}

/** Site queries over Apollo Client, with what they rendered with noted for the browser. */
export interface ApolloQueryEngine extends QueryEngine {
  /** The data each query rendered with, by query key (a query still loading is not there). */
  renderedResults(): QueryResults;
}

/**
 * Site queries answered by one Apollo client: the server's render (the request's client, or a
 * streamed block's own) and component tests. Each result a query renders with is noted, so the
 * browser gets exactly the data the document was rendered from (docs/decisions/0054).
 */
export function apolloQueryEngine(client: ApolloClient): ApolloQueryEngine {
  let engine = engines.get(client);
  if (!engine) {
    engine = createEngine(client);
    engines.set(client, engine);
  }
  return engine;
}

/** One engine per client: a render's parts (the page, a block's data pass and its stream) share what it noted. */
const engines = new WeakMap<ApolloClient, ApolloQueryEngine>();

/**
 * An engine of its own over a client others use too: a streamed block runs its queries on the
 * request's client (what the page already asked is answered from its cache) and notes only its own.
 */
export function createEngine(client: ApolloClient): ApolloQueryEngine {
  const rendered: QueryResults = {};
  return {
    useQuery<TData, TVariables extends object>(
      document: TypedDocumentNode<TData, TVariables>,
      options: SiteQueryOptions<TVariables> = {},
    ): SiteQueryResult<TData, TVariables> {
      const result = useQuery(document, {
        client,
        variables: options.variables,
        skip: options.skip,
      } as never) as unknown as ApolloResult<TData>;
      if (!options.skip && !result.loading && result.data !== undefined) rendered[queryKey(document, options.variables)] = result.data;
      return {
        data: result.data,
        previousData: result.previousData,
        loading: result.loading,
        error: asError(result.error),
        async fetchMore(more) {
          const fetched = await result.fetchMore(more);
          return { data: fetched.data, error: asError(fetched.error) };
        },
      };
    },
    async query(document, variables) {
      const options: ApolloClient.QueryOptions = { query: document, variables: variables };
      const result = await client.query(options);
      return { data: (result.data ?? undefined) as never, error: asError(result.error) };
    },
    cachedEntity(typename, id) {
      return findEntity(client.cache.extract() as QueryResults, typename, id);
    },
    restore: () => {},
    renderedResults: () => ({ ...rendered }),
  };
}

/**
 * A subtree whose site queries run on `client` (Apollo's own provider too: its SSR pass finds it),
 * through `engine` when it has one of its own.
 */
export function ApolloQueries({ client, engine, children }: { client: ApolloClient; engine?: ApolloQueryEngine; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <QueryEngineContext.Provider value={engine ?? apolloQueryEngine(client)}>{children}</QueryEngineContext.Provider>
    </ApolloProvider>
  );
}
