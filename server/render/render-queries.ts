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
   * Suspends the calling component until every query the part started has ended and no new one
   * has started since; then the part's data can be written into the document. Later queries of
   * the part are reported (`onLateQuery`).
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
    const pending = new Set<Entry>();
    let started = 0;
    let failure: SourceUnavailableError | null = null;
    // Made when the part's data is first asked for; resolved once, when the part is settled.
    let settled: { promise: Promise<void>; resolve: () => void } | null = null;
    let quiet = false;

    // React re-renders the components whose data arrived in a task of its own (a ping), where they
    // may start the next wave of queries: the part is settled only if, two turns of the event loop
    // after its last answer, nothing new has started.
    const checkSettled = () => {
      if (!settled || quiet || pending.size > 0) return;
      const mark = started;
      setImmediate(() =>
        setImmediate(() => {
          if (!settled || quiet || pending.size > 0 || started !== mark) return;
          quiet = true;
          settled.resolve();
        }),
      );
    };
    const track = (entry: Entry, document: DocumentNode) => {
      if (pending.has(entry)) return;
      // Its data is written, or about to be: the browser would render this query without it.
      if (quiet) onLateQuery(operationName(document));
      pending.add(entry);
      started++;
      void entry.ready.then(() => {
        pending.delete(entry);
        checkSettled();
      });
    };
    const settleNow = () => {
      quiet = true;
      settled?.resolve();
    };
    scopes.push(settleNow);

    return {
      useQuery<TData, TVariables extends object>(
        document: DocumentNode,
        options: SiteQueryOptions<TVariables> = {},
      ): SiteQueryResult<TData, TVariables> {
        if (options.skip) return notRun();
        const key = queryKey(document, options.variables);
        const entry = run(document, options.variables, key);
        if (!entry.outcome && !expired) {
          track(entry, document);
          suspendUntil(entry.ready);
        }
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
        if (!settled) {
          let resolve!: () => void;
          const promise = new Promise<void>((r) => (resolve = r));
          settled = { promise, resolve };
          checkSettled();
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
