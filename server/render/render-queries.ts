import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addTypenameToDocument, DocumentTransform } from '@apollo/client/utilities';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { QueryEngine, SiteQueryOptions, SiteQueryResult } from '../../shared/app/site-query';
import { findEntity, operationName, queryKey, type QueryResults } from '../../shared/lib/transport/query-results';
import type { GraphQLContext } from '../graphql/context';
import type { SourceUnavailableError } from '../sources/resilience/source-unavailable';
import { pageSourceFailure } from './source-failure';

/**
 * Suspends the rendering component until `promise` resolves (React renders it again then). Thrown
 * rather than passed to `use`: `use` matches a component's promises by call order across its
 * renders, and a component's queries can differ between them (one skipped until another answers).
 */
function suspendUntil(promise: Promise<void>): never {
  // React's Suspense protocol: a thrown thenable suspends.
  throw promise;
}

/** How one query ended. */
interface Outcome {
  data: unknown;
  error: Error | undefined;
  /** The content source could not be asked (the page is then unavailable, source-failure.ts). */
  sourceFailure: SourceUnavailableError | null;
}

/** One query of the render, run once whoever asks for it. */
interface Entry {
  outcome: Outcome | undefined;
  /** Resolves when the query has ended, or when the render stops waiting for it (`expire`). */
  ready: Promise<void>;
}

export interface RenderQueriesOptions {
  schema: GraphQLSchema;
  context: GraphQLContext;
  /** An answer that carried errors: the page shows a degraded block and is not cached. */
  onErrors(operation: string, messages: string[], sourceFailure: SourceUnavailableError | null): void;
  /** A query started after its part's data had been written into the document (the browser would lack it). */
  onLateQuery(operation: string): void;
}

/** The queries a part of the page (the page itself, a streamed block) rendered with. */
export interface RenderQueryScope extends QueryEngine {
  /** The data each of its queries rendered with, by query key. */
  renderedResults(): QueryResults;
  /** The first content-source failure among the answers it rendered with. */
  sourceFailure(): SourceUnavailableError | null;
  /**
   * Suspends the calling component until no view of the part waits for an answer: every view that
   * waited has rendered again with its data (and its children with it). Placed after the part's
   * views in the tree, so each of them has rendered or waits when it first renders. Then the part's
   * data can be written into the document; later queries of the part are reported (`onLateQuery`).
   * Only queries make a server render wait (route code is loaded before it, decision 0089).
   */
  useSettled(): void;
}

export interface RenderQueries {
  /** A part of the page with queries of its own; all parts share the request's answers. */
  scope(): RenderQueryScope;
  /** Stop waiting: queries still running render their loading state (the render's time is up). */
  expire(): void;
}

/**
 * A server render's queries, executed in process against the site's schema, each once per request.
 * A component asking for data it does not have yet suspends (it throws the query's promise, as
 * Suspense expects), so the page renders once: React renders again only the components that waited,
 * when their data arrives, and the streamed document needs no data pass before it
 * (docs/decisions/0073). Results have what Apollo Client returns for the same documents
 * (`__typename` on every selection), so the browser's engine and Apollo read them alike.
 */
export function createRenderQueries({ schema, context, onErrors, onLateQuery }: RenderQueriesOptions): RenderQueries {
  const entries = new Map<string, Entry>();
  const stopWaiting: (() => void)[] = [];
  /** Each part's way to stop waiting for its data. */
  const scopes: (() => void)[] = [];
  let expired = false;

  const run = (document: DocumentNode, variables: object | undefined, key = queryKey(document, variables)): Entry => {
    const known = entries.get(key);
    if (known) return known;
    let settle!: () => void;
    const entry: Entry = { outcome: undefined, ready: new Promise<void>((resolve) => (settle = resolve)) };
    entries.set(key, entry);
    if (expired) settle();
    else stopWaiting.push(settle);
    const end = (outcome: Outcome) => {
      entry.outcome = outcome;
      settle();
    };
    // Started at once, so the queries a render pass starts together reach the content loader in one batch.
    try {
      Promise.resolve(
        execute({
          schema,
          document: withTypename.transformDocument(document),
          variableValues: variables as Record<string, unknown> | undefined,
          contextValue: context,
        }),
      ).then(
        (result) => end(answered(operationName(document), result, onErrors)),
        (error: unknown) => end(failed(operationName(document), error, onErrors)),
      );
    } catch (error) {
      end(failed(operationName(document), error, onErrors));
    }
    return entry;
  };

  const allResults = (): QueryResults => {
    const all: QueryResults = {};
    for (const [key, entry] of entries) if (entry.outcome?.data !== undefined) all[key] = entry.outcome.data;
    return all;
  };

  const scope = (): RenderQueryScope => {
    const rendered: QueryResults = {};
    /** Views that waited for an answer and have not rendered again yet, by call site (React's useId). */
    const waiting = new Set<string>();
    let failure: SourceUnavailableError | null = null;
    // Made when the part's data element waits; resolved when no view of the part waits any more.
    let settled: { promise: Promise<void>; resolve: () => void } | null = null;
    let quiet = false;

    // A view renders again where it waited: its answered call site leaves `waiting`. Its children
    // render in that same render, so any query they start is waiting again before the data
    // element, woken by this, looks (useSettled checks again, it does not trust the wake-up).
    const wakeIfNoneWaits = () => {
      if (waiting.size > 0 || !settled) return;
      const { resolve } = settled;
      settled = null;
      resolve();
    };
    const settleNow = () => {
      quiet = true;
      settled?.resolve();
      settled = null;
    };
    scopes.push(settleNow);

    return {
      useQuery<TData, TVariables extends object>(
        document: DocumentNode,
        options: SiteQueryOptions<TVariables> = {},
        callSite?: string,
      ): SiteQueryResult<TData, TVariables> {
        if (callSite === undefined) throw new Error('A server render’s queries come through useSiteQuery (it names their call site)');
        if (options.skip) {
          if (waiting.delete(callSite)) wakeIfNoneWaits();
          return notRun();
        }
        const key = queryKey(document, options.variables);
        const entry = run(document, options.variables, key);
        if (!entry.outcome && !expired) {
          // Its data is written, or about to be: the browser would render this query without it.
          if (quiet) onLateQuery(operationName(document));
          waiting.add(callSite);
          suspendUntil(entry.ready);
        }
        if (waiting.delete(callSite)) wakeIfNoneWaits();
        const outcome = entry.outcome;
        if (!outcome) return notRun(true);
        if (outcome.data !== undefined) rendered[key] = outcome.data;
        failure ??= outcome.sourceFailure;
        return { ...notRun(), data: outcome.data as TData | undefined, error: outcome.error };
      },
      async query(document, variables) {
        const entry = run(document, variables);
        await entry.ready;
        const { outcome } = entry;
        // No outcome: the render's time ran out before the answer.
        if (!outcome) return { data: undefined, error: new Error('The render stopped waiting') };
        return { data: outcome.data as never, error: outcome.error };
      },
      cachedEntity: (typename, id) => findEntity(allResults(), typename, id),
      restore: () => {},
      renderedResults: () => ({ ...rendered }),
      sourceFailure: () => failure,
      useSettled() {
        if (quiet || expired) return;
        if (waiting.size === 0) {
          quiet = true;
          return;
        }
        if (!settled) {
          let resolve!: () => void;
          const promise = new Promise<void>((r) => (resolve = r));
          settled = { promise, resolve };
        }
        suspendUntil(settled.promise);
      },
    };
  };

  return {
    scope,
    expire() {
      expired = true;
      for (const settle of stopWaiting.splice(0)) settle();
      for (const settleNow of scopes) settleNow();
    },
  };
}

/** A query's answer, as Apollo Client (errorPolicy all) hands it to a component. */
function answered(operation: string, result: ExecutionResult, onErrors: RenderQueriesOptions['onErrors']): Outcome {
  const errors = result.errors ?? [];
  const sourceFailure = errors.map((e) => pageSourceFailure(e.originalError)).find(Boolean) ?? null;
  if (errors.length > 0)
    onErrors(
      operation,
      errors.map((e) => e.message),
      sourceFailure,
    );
  return {
    data: result.data ?? undefined,
    error: errors.length > 0 ? new CombinedGraphQLErrors(result) : undefined,
    sourceFailure,
  };
}

function failed(operation: string, error: unknown, onErrors: RenderQueriesOptions['onErrors']): Outcome {
  const asError = error instanceof Error ? error : new Error('The query failed', { cause: error });
  const sourceFailure = pageSourceFailure(error);
  onErrors(operation, [asError.message], sourceFailure);
  return { data: undefined, error: asError, sourceFailure };
}

/** What a component gets for a query not run, or (loading) not answered in the render's time. */
function notRun<TData, TVariables>(loading = false): SiteQueryResult<TData, TVariables> {
  return {
    data: undefined,
    previousData: undefined,
    loading,
    error: undefined,
    fetchMore: () => Promise.reject(new Error('A server render fetches no more')),
  };
}

/** `__typename` on every selection, as Apollo's cache adds it; made once per document for the process. */
const withTypename = new DocumentTransform(addTypenameToDocument);
