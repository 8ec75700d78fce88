import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

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

const documentDeclaration = /export const (\w+)((?:\s*:[^=]*)?)\s*=\s*gql`[^`]*`/g;

interface Options {
  /**
   * `whole`: each document as it is. `by-name`: each document reduced to its operation's name, and
   * the whole documents in FULL_DOCUMENTS_MODULE, which loads with the network client (decision 0054).
   */
  documents?: 'whole' | 'by-name';
  /** The folder holding shared/graphql (the repo). */
  root?: string;
}

/**
 * The browser parses no GraphQL text: each `export const NAME = gql\`…\`` in shared/graphql is
 * replaced, in the client build only, by the document the module itself produces at build time (the
 * same fragments, the same names), written as a JSON literal. The `gql` import is then unused and
 * dropped, with graphql's lexer and parser. The server keeps the source as it is.
 */
export function precompiledGraphqlPlugin({ documents: mode = 'whole', root = process.cwd() }: Options = {}): Plugin {
  return {
    name: 'precompiled-graphql',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/]graphql[\\/][^\\/]+\.ts$/ }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        if (!source.includes('gql`')) return undefined;
        // The module as the server runs it (the build runs under tsx): its documents, fragments included.
        const documents = (await import(file)) as Record<string, unknown>;
        const contents = source.replace(documentDeclaration, (_whole, name: string, annotation: string) => {
          const document = documents[name] as { kind?: string; definitions: readonly Definition[] } | undefined;
          if (document?.kind !== 'Document') throw new Error(`${file}: ${name} is not a GraphQL document at build time`);
          const shipped = mode === 'by-name' ? nameOnly(document) : withoutLocations(document);
          return `export const ${name}${annotation}= ${JSON.stringify(shipped)}`;
        });
        if (contents.includes('gql`'))
          throw new Error(`${file}: a gql document the build cannot compile (only \`export const NAME = gql\` is)`);
        return { contents, loader: 'ts' };
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
