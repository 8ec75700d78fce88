// Runs at build time only (the client bundle holds its value, below), so it may read the server's hashing.
// eslint-disable-next-line no-restricted-imports
import { trustedDocumentIdsByName } from '../server/graphql/trusted-documents';
import { siteOperations } from '../shared/graphql/operations';

/**
 * Operation name → trusted-document id of every site operation. The client build replaces this
 * module by its value, a literal table (scripts/build/build-time-values.ts), so the browser
 * neither prints nor hashes a document; tests run it as it is.
 */
export const trustedDocumentIds: Readonly<Record<string, string>> = trustedDocumentIdsByName(siteOperations);
