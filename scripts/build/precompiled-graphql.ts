import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isPlainData, moduleOfValues } from './build-time-values';

/** A parsed document without its source locations: what Apollo needs, as plain JSON. */
function withoutLocations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLocations);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'loc')
      .map(([key, field]) => [key, withoutLocations(field)]),
  );
}

interface Definition {
  kind: string;
  operation?: string;
  name?: { kind: string; value: string };
}

/**
 * What a component needs of a document to find its query's results: its operation's kind and name.
 * A document of fragments alone becomes empty (fragments travel inside the operations using them).
 */
function nameOnly(document: { definitions: readonly Definition[] }): unknown {
  const definitions = document.definitions
    .filter((definition) => definition.kind === 'OperationDefinition')
    .map(({ kind, operation, name }) => ({ kind, operation, name }));
  return { kind: 'Document', definitions };
}

/** The module the browser's network client imports for every operation's whole document, by name. */
export const FULL_DOCUMENTS_MODULE = 'site-graphql:full-documents';

interface Options {
  /**
   * `whole`: each document as it is. `by-name`: each document reduced to its operation's name, and
   * the whole documents in FULL_DOCUMENTS_MODULE, which loads with the network client (decision 0054).
   */
  documents?: 'whole' | 'by-name';
  /** The folder holding shared/graphql (the repo). */
  root?: string;
}

const isDocument = (value: unknown): value is { kind: 'Document'; definitions: readonly Definition[] } =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

/**
 * The browser parses no GraphQL text: in the client build only, each module of shared/graphql that
 * exports a document is replaced by the values it exports at build time (the build runs under tsx:
 * the same fragments, the same names), written as JSON literals. `gql` is then never imported, and
 * graphql's lexer and parser stay out of the bundle. The server keeps the source as it is. A module
 * exporting anything but documents and plain data stops the build with its name.
 */
export function precompiledGraphqlPlugin({ documents: mode = 'whole', root = process.cwd() }: Options = {}): Plugin {
  return {
    name: 'precompiled-graphql',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/]graphql[\\/][^\\/]+\.ts$/ }, async ({ path: file }) => {
        const values = (await import(file)) as Record<string, unknown>;
        if (!Object.values(values).some(isDocument)) return undefined;
        const contents = moduleOfValues(file, values, (name, value) => {
          if (isDocument(value)) return mode === 'by-name' ? nameOnly(value) : withoutLocations(value);
          if (isPlainData(value)) return value;
          throw new Error(`${file}: ${name} is neither a GraphQL document nor plain data, so the browser build cannot ship it`);
        });
        return { contents, loader: 'js' };
      });

      build.onResolve({ filter: new RegExp(`^${FULL_DOCUMENTS_MODULE}$`) }, () => ({
        path: FULL_DOCUMENTS_MODULE,
        namespace: 'site-graphql',
      }));
      build.onLoad({ filter: /.*/, namespace: 'site-graphql' }, async () => {
        const operationsFile = path.join(root, 'shared', 'graphql', 'operations.ts');
        const { siteOperations } = (await import(operationsFile)) as { siteOperations: readonly { definitions: readonly Definition[] }[] };
        const byName = Object.fromEntries(
          siteOperations.map((document) => {
            const name = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
            if (!name) throw new Error('Every site operation is named (server/graphql/trusted-documents.ts)');
            return [name, withoutLocations(document)];
          }),
        );
        return { contents: `export const fullDocuments = ${JSON.stringify(byName)};`, loader: 'js', watchFiles: [operationsFile] };
      });
    },
  };
}
