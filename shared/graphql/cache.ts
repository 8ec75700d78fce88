import { InMemoryCache, type TypePolicies } from '@apollo/client';
import { possibleTypes } from './possible-types';

/**
 * Blocks stay inside the list that holds them: a block's id is unique only within its rich text (a
 * copied page keeps its blocks' ids), so normalising blocks by id could mix two pages' blocks.
 */
const blocksKeptInPlace: TypePolicies = Object.fromEntries(possibleTypes.PageBlock.map((type) => [type, { keyFields: false }]));

/**
 * Apollo's normalised cache as the browser's client uses it (and as tests and the trusted-document list
 * shape documents with it). A server render keeps results as they are instead (decision 0069).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      ...blocksKeptInPlace,
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
