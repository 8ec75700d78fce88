import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache, defaultQueryOptions } from '../shared/graphql/cache';
import { trackedFetch } from '../shared/app/network-activity';
import { createGraphQLFetch } from './graphql-fetch';
import { persistedOperationsLink } from './persisted-operations-link';
import { trustedDocumentIds } from './trusted-document-ids';

/**
 * The browser's network client, loaded on demand by the query engine (browser-query-engine.ts)
 * when a query first needs the network: the first view hydrates from the results the server sent,
 * without it (docs/decisions/0054).
 */
export function createBrowserApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    // Operations travel by trusted-document id, not as text (docs/decisions/0052).
    link: persistedOperationsLink(trustedDocumentIds).concat(
      new HttpLink({ uri: '/graphql', credentials: 'include', fetch: trackedFetch(createGraphQLFetch()) }),
    ),
    defaultOptions: defaultQueryOptions,
    // The query engine shares one request per query itself; shared here too, one removed view's
    // abort would end the request another still waits for.
    queryDeduplication: false,
  });
}
