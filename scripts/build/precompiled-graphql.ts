import { readFile } from 'node:fs/promises';
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

const documentDeclaration = /export const (\w+)((?:\s*:[^=]*)?)\s*=\s*gql`[^`]*`/g;

/**
 * The browser parses no GraphQL text: each `export const NAME = gql\`…\`` in shared/graphql is
 * replaced, in the client build only, by the document the module itself produces at build time (the
 * same fragments, the same names), written as a JSON literal. The `gql` import is then unused and
 * dropped, with graphql's lexer and parser. The server keeps the source as it is.
 */
export function precompiledGraphqlPlugin(): Plugin {
  return {
    name: 'precompiled-graphql',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/]graphql[\\/][^\\/]+\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('gql`')) return undefined;
        // The module as the server runs it (the build runs under tsx): its documents, fragments included.
        const documents = (await import(path)) as Record<string, unknown>;
        const contents = source.replace(documentDeclaration, (_whole, name: string, annotation: string) => {
          const document = documents[name] as { kind?: string } | undefined;
          if (document?.kind !== 'Document') throw new Error(`${path}: ${name} is not a GraphQL document at build time`);
          return `export const ${name}${annotation}= ${JSON.stringify(withoutLocations(document))}`;
        });
        if (contents.includes('gql`'))
          throw new Error(`${path}: a gql document the build cannot compile (only \`export const NAME = gql\` is)`);
        return { contents, loader: 'ts' };
      });
    },
  };
}
