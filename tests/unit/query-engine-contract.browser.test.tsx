/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloNetwork } from '../../client/apollo-network';
import { createBrowserQueryEngine } from '../../client/browser-query-engine';
import { QueryEngineContext } from '../../shared/app/site-query';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';
import { contractSchema, describeQueryEngineContract, LOADING } from '../support/query-engine-contract';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describeQueryEngineContract({
  name: 'the browser’s',
  async render(view) {
    // Apollo Client as the site makes it (client/apollo-client.ts), the schema in process for a link.
    const client = new ApolloClient({
      cache: createCache(),
      link: new SchemaLink({ schema: contractSchema }),
      defaultOptions: defaultQueryOptions,
    });
    const engine = createBrowserQueryEngine({}, { loadClient: () => Promise.resolve(apolloNetwork(client, {})) });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<QueryEngineContext.Provider value={engine}>{view}</QueryEngineContext.Provider>));
    // Each answer is a promise the engine awaits: let them settle until no view shows its loading state.
    while (container.textContent?.includes(LOADING)) await act(() => Promise.resolve());
    const text = container.textContent ?? '';
    act(() => root.unmount());
    return { text, engine };
  },
});
