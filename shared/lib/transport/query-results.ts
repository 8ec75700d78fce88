/**
 * Query results as the server hands them to the hydrating browser: each query's data under a key
 * made of its operation name and its variables. The browser's first view reads them as they are,
 * with no GraphQL client and no document parsing (docs/decisions/0054).
 */
export type QueryResults = Record<string, unknown>;

interface DocumentLike {
  readonly definitions: readonly { readonly kind: string; readonly name?: { readonly value: string } }[];
}

/** The operation's name: every site document names its one operation. */
export function operationName(document: DocumentLike): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const name = operation?.name?.value;
  if (!name) throw new Error('A site query names its operation');
  return name;
}

/** Variables as stable text: keys sorted at every depth, undefined values left out. */
function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** One key per operation and variables, the same on the server and in the browser. */
export function queryKey(document: DocumentLike, variables: object | undefined): string {
  return `${operationName(document)}:${stableText(variables ?? {})}`;
}

/**
 * The results of `current` whose keys `sent` lacks. Within one render a key is one query run once,
 * so the same key holds the same data.
 */
export function resultsNotIn(sent: QueryResults, current: QueryResults): QueryResults {
  const missing: QueryResults = {};
  for (const [key, data] of Object.entries(current)) if (!(key in sent)) missing[key] = data;
  return missing;
}

/**
 * The first object anywhere in `results` with this type name and id, with the fields of every
 * other copy of it laid over (a tile and a page may each have selected some of its fields).
 */
export function findEntity(results: QueryResults, typename: string, id: string): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.__typename === typename && record.id === id) found = { ...found, ...record };
    for (const field of Object.values(record)) visit(field);
  };
  visit(results);
  return found;
}
