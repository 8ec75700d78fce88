/**
 * Stands in for graphql's `print` inside Apollo Client in the browser build (scripts/build/
 * apollo-without-printer.ts). The browser never sends query text (operations go by trusted-document
 * id), so Apollo prints a document only to key it (deduplicating requests in flight, matching
 * queries to refetch): any text equal for equal documents serves, and JSON needs no printer.
 */
export function print(ast: unknown): string {
  return JSON.stringify(ast);
}
