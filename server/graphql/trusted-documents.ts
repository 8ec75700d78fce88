import { createHash } from 'node:crypto';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { createCache } from '../../shared/graphql/cache';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The exact query text of a site operation: the document as Apollo's cache transforms it (it adds __typename), printed. */
function operationText(document: DocumentNode, cache = createCache()): string {
  return print(cache.transformDocument(document));
}

/**
 * The site's own operations by trusted-document id (the SHA-256 of their exact query text).
 * Computed from the same modules the client bundle was built from, so the allow-list cannot
 * drift from the code. The browser sends an operation by this id alone (Apollo's persisted-query
 * protocol, `extensions.persistedQuery.sha256Hash`); the server looks the text up here.
 */
export function trustedDocuments(documents: readonly DocumentNode[]): Map<string, string> {
  const cache = createCache();
  return new Map(
    documents.map((document) => {
      const text = operationText(document, cache);
      return [sha256(text), text];
    }),
  );
}

/** Hashes of the exact query texts of the site's own operations (the ids of `trustedDocuments`). */
export function trustedDocumentHashes(documents: readonly DocumentNode[]): Set<string> {
  return new Set(trustedDocuments(documents).keys());
}

/**
 * Operation name → trusted-document id, what the browser's link needs to send an operation by id
 * without printing it. Names must be unique, or the browser could not tell two operations apart.
 */
export function trustedDocumentIdsByName(documents: readonly DocumentNode[]): Record<string, string> {
  const cache = createCache();
  const ids: Record<string, string> = {};
  for (const document of documents) {
    const name = getOperationAST(document)?.name?.value;
    if (!name) throw new Error('A site operation needs a name: the browser sends it by a name-keyed id');
    if (ids[name]) throw new Error(`Two site operations are named ${name}`);
    ids[name] = sha256(operationText(document, cache));
  }
  return ids;
}
