import type { Plugin } from 'esbuild';

/**
 * The browser sends operations by trusted-document id (docs/decisions/0052): in the client build
 * `client/trusted-document-ids.ts` is replaced by the table it computes at build time (the build runs
 * under tsx), as a literal. The browser then ships neither the hashing nor the server's code.
 */
export function trustedDocumentIdsPlugin(): Plugin {
  return {
    name: 'trusted-document-ids',
    setup(build) {
      build.onLoad({ filter: /[\\/]client[\\/]trusted-document-ids\.ts$/ }, async ({ path }) => {
        const { trustedDocumentIds } = (await import(path)) as { trustedDocumentIds: Record<string, string> };
        if (!trustedDocumentIds || Object.keys(trustedDocumentIds).length === 0) throw new Error(`${path}: no trusted-document ids at build time`);
        return { contents: `export const trustedDocumentIds = ${JSON.stringify(trustedDocumentIds)};`, loader: 'js' };
      });
    },
  };
}
