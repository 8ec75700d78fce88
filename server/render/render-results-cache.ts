import { ApolloCache, type Cache, type DocumentNode, type OperationVariables, type Reference } from '@apollo/client';
import { addTypenameToDocument, canonicalStringify, DocumentTransform } from '@apollo/client/utilities';
import type { FragmentDefinitionNode, InlineFragmentNode } from 'graphql';
import type { QueryResults } from '../../shared/lib/transport/query-results';

/**
 * The cache of a server render's Apollo client: each query's result as the schema returned it,
 * by document and variables. A render's client lives for one request, reads each query back
 * right after writing it and never changes what it holds, so the normalised cache's work (split
 * every result into entities, then rebuild it on every read) bought nothing there; this hands the
 * result back as it came. The browser's client keeps Apollo's normalised cache.
 *
 * What it leaves out, because a render never uses it: entity ids (`identify`, `modify`, `evict`
 * and fragment reads find nothing), optimistic layers, and telling watchers about writes (a
 * render's queries each have one observable, fed by its own result).
 */
export class RenderResultsCache extends ApolloCache {
  override assumeImmutableResults = true;
  private readonly results = new Map<DocumentNode, Map<string, unknown>>();

  override transformDocument(document: DocumentNode): DocumentNode {
    return typenameTransform.transformDocument(document);
  }

  override read<TData = unknown>(options: Cache.ReadOptions<TData>): TData | null {
    return (this.lookup(options.query, options.variables, options.rootId) as TData | undefined) ?? null;
  }

  override write<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: Cache.WriteOptions<TData, TVariables>,
  ): Reference | undefined {
    if (options.dataId !== undefined && options.dataId !== 'ROOT_QUERY') return undefined;
    let byVariables = this.results.get(options.query);
    if (!byVariables) {
      byVariables = new Map();
      this.results.set(options.query, byVariables);
    }
    byVariables.set(canonicalStringify(options.variables ?? {}), plainCopy(options.result));
    return undefined;
  }

  override diff<TData = unknown>(options: Cache.DiffOptions<TData>): Cache.DiffResult<TData> {
    const result = this.lookup(options.query, options.variables, undefined);
    return result === undefined ? { result: null, complete: false } : { result: result as never, complete: true };
  }

  override watch(): () => void {
    return () => {};
  }

  override reset(): Promise<void> {
    return Promise.resolve();
  }

  override evict(): boolean {
    return false;
  }

  override restore(): this {
    return this;
  }

  /** Every result it holds (where `findEntity` looks an item up). */
  override extract(): QueryResults {
    const all: QueryResults = {};
    let index = 0;
    for (const byVariables of this.results.values()) for (const result of byVariables.values()) all[index++] = result;
    return all;
  }

  override removeOptimistic(): void {}

  override fragmentMatches(fragment: InlineFragmentNode | FragmentDefinitionNode, typename: string): boolean {
    return !fragment.typeCondition || fragment.typeCondition.name.value === typename;
  }

  override performTransaction(transaction: (cache: ApolloCache) => void): void {
    transaction(this);
  }

  private lookup(query: DocumentNode, variables: object | undefined, rootId: string | undefined): unknown {
    if (rootId !== undefined && rootId !== 'ROOT_QUERY') return undefined;
    return this.results.get(query)?.get(canonicalStringify(variables ?? {}));
  }
}

/** `__typename` on every selection, as Apollo's normalised cache adds it; made once per document for the process. */
const typenameTransform = new DocumentTransform(addTypenameToDocument);

/**
 * The result as Apollo's cache reads it back: plain objects (GraphQL execution makes them without a
 * prototype) with `__typename` first, so the results the document carries are the same bytes.
 */
function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = '__typename' in record ? { __typename: record.__typename } : {};
  for (const [key, inner] of Object.entries(record)) if (key !== '__typename') copy[key] = plainCopy(inner);
  return copy;
}
