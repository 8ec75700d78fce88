import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { createCache } from '../../shared/graphql/cache';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Hashes of the exact query texts the browser sends for the site's own operations: each document
 * as Apollo's cache transforms it (it adds __typename), printed. Computed from the same modules the
 * client bundle was built from, so the allow-list cannot drift from the code.
 */
export function trustedDocumentHashes(documents: readonly DocumentNode[]): Set<string> {
  const cache = createCache();
  return new Set(documents.map((document) => sha256(print(cache.transformDocument(document)))));
}
