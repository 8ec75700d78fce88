import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { QueryEngineContext, type QueryEngine, type SiteQueryOptions, type SiteQueryResult } from '../../shared/app/site-query';
import { findEntity, type QueryResults } from '../../shared/lib/transport/query-results';

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

/** Site queries answered by one Apollo client, for component tests (a mocked or schema-backed client). */
export function apolloQueryEngine(client: ApolloClient): QueryEngine {
  let engine = engines.get(client);
  if (!engine) {
    engine = createEngine(client);
    engines.set(client, engine);
  }
  return engine;
}

/** One engine per client: every part of a test's tree reads through the same one. */
const engines = new WeakMap<ApolloClient, QueryEngine>();

function createEngine(client: ApolloClient): QueryEngine {
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
  };
}

/** A subtree whose site queries run on `client` (Apollo's own provider too). */
export function ApolloQueries({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <QueryEngineContext.Provider value={apolloQueryEngine(client)}>{children}</QueryEngineContext.Provider>
    </ApolloProvider>
  );
}
