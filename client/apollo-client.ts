import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache, defaultQueryOptions } from '../shared/graphql/cache';
import { trackedFetch } from '../shared/app/network-activity';
import { createGraphQLFetch } from './graphql-fetch';
import { persistedOperationsLink } from './persisted-operations-link';
import { trustedDocumentIds } from './trusted-document-ids';

/** How long after creation queries answer from the restored cache only: hydration reads it as rendered. */
export const PREVIEW_HYDRATION_MS = 2_000;

/**
 * The browser's client: restored from the server's cache, so hydration needs no request.
 * In preview (spec 001 §6: menus and playlists fetch fresh data) every query is cache-and-network:
 * what the cache has shows at once and the network's answer replaces it; during hydration
 * (`ssrForceFetchDelay`) the cache alone answers, so the document hydrates exactly as rendered.
 */
export function createBrowserApolloClient(state: Record<string, unknown>, { preview = false }: { preview?: boolean } = {}): ApolloClient {
  const cache = createCache();
  cache.restore(state as never);
  return new ApolloClient({
    cache,
    // Operations travel by trusted-document id, not as text (docs/decisions/0052).
    link: persistedOperationsLink(trustedDocumentIds).concat(
      new HttpLink({ uri: '/graphql', credentials: 'include', fetch: trackedFetch(createGraphQLFetch()) }),
    ),
    defaultOptions: preview
      ? { ...defaultQueryOptions, watchQuery: { ...defaultQueryOptions.watchQuery, fetchPolicy: 'cache-and-network' } }
      : defaultQueryOptions,
    ...(preview ? { ssrForceFetchDelay: PREVIEW_HYDRATION_MS } : {}),
  });
}
