import { fullDocuments } from 'site-graphql:full-documents';
import { createBrowserApolloClient } from './apollo-client';
import { apolloNetwork } from './apollo-network';
import type { NetworkClient } from './browser-query-engine';

/**
 * What the query engine loads when a query first needs the network: Apollo Client and the whole
 * documents, which the first view's components carry only by name (docs/decisions/0054).
 */
export function createNetworkClient(): NetworkClient {
  return apolloNetwork(createBrowserApolloClient(), fullDocuments);
}
