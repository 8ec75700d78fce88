import { InMemoryCache } from '@apollo/client';

/** One cache configuration for server and browser, so normalised state restores identically. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Site settings are a singleton whatever id the content service gives them.
      site_settings: { keyFields: [] },
      pages: { keyFields: ['path'] },
    },
  });
}

/** Every query returns the data it has together with any errors (spec 001 §7). */
export const defaultQueryOptions = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const;
