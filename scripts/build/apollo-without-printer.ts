import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Client build only: Apollo Client's cached `print` wraps graphql's printer, which the browser would
 * use only for keys (it sends operations by id, docs/decisions/0052). Its graphql import resolves to
 * `client/document-key.ts` instead, and graphql's printer leaves the bundle.
 */
export function apolloWithoutPrinterPlugin(root: string): Plugin {
  return {
    name: 'apollo-without-printer',
    setup(build) {
      build.onResolve({ filter: /^graphql$/ }, ({ importer }) => {
        if (!/[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/.test(importer)) return undefined;
        return { path: path.join(root, 'client', 'document-key.ts') };
      });
    },
  };
}
