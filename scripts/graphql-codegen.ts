import type { CodegenConfig } from '@graphql-codegen/cli';
import { buildSchema, printSchema } from 'graphql';
import { typeDefs } from '../server/graphql/type-defs';

/**
 * GraphQL Code Generator: the result and variable types of every site operation, from the site's
 * schema (server/graphql/type-defs.ts) and the documents in shared/graphql. Types only, so the
 * browser bundle does not change. `npm run codegen` rewrites the file; tests/unit/graphql-codegen.test.ts
 * fails when the committed file is stale.
 */
export const GENERATED_OPERATION_TYPES = 'shared/graphql/generated/operation-types.ts';

/** The JSON scalars' TypeScript shapes, relative to the generated file. */
const jsonScalarType = (name: string) => `import('../json-scalar-types').${name}`;

export const codegenConfig: CodegenConfig = {
  schema: printSchema(buildSchema(typeDefs)),
  documents: ['shared/graphql/*.ts'],
  generates: {
    [GENERATED_OPERATION_TYPES]: {
      plugins: ['typescript-operations'],
      config: {
        // Results always carry every selected field (null when empty); variables may be left out.
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false },
        enumType: 'string-literal',
        useTypeImports: true,
        scalars: {
          ID: 'string',
          JSON: 'unknown',
          PageHero: jsonScalarType('PageHero'),
          MenuColumns: jsonScalarType('MenuColumns'),
          ListItems: jsonScalarType('ListItems'),
          CollectionViewConfig: jsonScalarType('CollectionViewConfig'),
        },
      },
    },
  },
};

export default codegenConfig;
