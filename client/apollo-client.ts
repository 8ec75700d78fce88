import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache, defaultQueryOptions } from '../shared/graphql/cache';
import { createGraphQLFetch } from './graphql-fetch';

/** The browser's client: restored from the server's cache, so hydration needs no request. */
export function createBrowserApolloClient(state: Record<string, unknown>): ApolloClient {
  const cache = createCache();
  cache.restore(state as never);
  return new ApolloClient({
    cache,
    link: new HttpLink({ uri: '/graphql', credentials: 'include', fetch: createGraphQLFetch() }),
    defaultOptions: defaultQueryOptions,
  });
}
