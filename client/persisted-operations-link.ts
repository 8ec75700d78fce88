import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/** The name of a document's operation (site operations are all named and unique: trusted-documents.ts). */
function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * Sends every operation by its trusted-document id alone (Apollo's persisted-query protocol), never
 * its text: the browser needs no GraphQL printer. The server knows every id; there is no fallback
 * to sending the text (`retry` off), and an operation that is not one of the site's fails at once.
 */
export function persistedOperationsLink(ids: Readonly<Record<string, string>>): PersistedQueryLink {
  return new PersistedQueryLink({
    generateHash(document) {
      const name = operationName(document);
      const id = name === undefined ? undefined : ids[name];
      if (!id) throw new Error(`${name ?? 'An unnamed operation'} is not one of the site's operations: it has no trusted-document id`);
      return id;
    },
    retry: () => false,
    disable: () => false,
  });
}
