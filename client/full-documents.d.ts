// The whole GraphQL documents, by operation name: made by the client build (scripts/build/precompiled-graphql.ts).
declare module 'site-graphql:full-documents' {
  import type { DocumentNode } from 'graphql';
  export const fullDocuments: Readonly<Record<string, DocumentNode>>;
}
