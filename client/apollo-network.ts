import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { FetchedResult } from '../shared/app/site-query';
import { findEntity, operationName, type QueryResults } from '../shared/lib/transport/query-results';
import type { NetworkClient } from './browser-query-engine';

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The query engine's network side over Apollo Client, loaded with it when a query first needs the
 * network (decision 0054). What Apollo's normalised cache already holds answers from it: a question
 * whose every field it has needs no request, and the player bar finds an entity any answer brought.
 * `fresh` asks the network whatever the cache holds (preview). `documents` are the whole documents
 * by operation name: in the browser build a component's document carries only its name.
 */
export function apolloNetwork(client: ApolloClient, documents: Readonly<Record<string, DocumentNode>>): NetworkClient {
  return {
    async ask(document, variables, { signal, fresh }) {
      const query = documents[operationName(document)] ?? document;
      // HttpLink hands the context's fetch options, the signal with them, to fetch.
      const options: ApolloClient.QueryOptions = {
        query,
        variables,
        fetchPolicy: fresh ? 'network-only' : 'cache-first',
        context: { fetchOptions: { signal } },
      };
      const result = await client.query(options);
      return { data: result.data ?? undefined, error: result.error ? asError(result.error) : undefined } satisfies FetchedResult<unknown>;
    },
    entity: (typename, id) => findEntity(client.cache.extract() as QueryResults, typename, id),
  };
}
