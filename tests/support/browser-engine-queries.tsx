import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloNetwork } from '../../client/apollo-network';
import { createBrowserQueryEngine } from '../../client/browser-query-engine';
import { QueryEngineContext, type QueryEngine } from '../../shared/app/site-query';
import type { QueryResults } from '../../shared/lib/transport/query-results';

/**
 * The browser's query engine (client/browser-query-engine.ts), the one the site ships, with `client`
 * as its network client: component tests render on what visitors run. `sent` is what the server sent
 * with the page (nothing by default: every query then asks the client, a mocked or schema-backed one);
 * documents are whole in tests.
 */
export function browserEngineOver(client: ApolloClient, sent: QueryResults = {}): QueryEngine {
  let engine = engines.get(client);
  if (!engine) {
    engine = createBrowserQueryEngine(sent, { loadClient: () => Promise.resolve(apolloNetwork(client, {})) });
    engines.set(client, engine);
  }
  return engine;
}

/** One engine per client: every part of a test's tree reads through the same one. */
const engines = new WeakMap<ApolloClient, QueryEngine>();

/** A subtree whose site queries run on the shipped engine over `client` (Apollo's own provider too). */
export function BrowserEngineQueries({ client, sent, children }: { client: ApolloClient; sent?: QueryResults; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <QueryEngineContext.Provider value={browserEngineOver(client, sent)}>{children}</QueryEngineContext.Provider>
    </ApolloProvider>
  );
}
