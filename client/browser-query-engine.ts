import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FetchedResult, QueryEngine, SiteQueryOptions, SiteQueryResult } from '../shared/app/site-query';
import { findEntity, queryKey, type QueryResults } from '../shared/lib/transport/query-results';

/** How long after the engine is made a preview answers from what the server sent only: hydration reads it as rendered. */
export const PREVIEW_HYDRATION_MS = 2_000;

interface QueryState {
  data: unknown;
  loading: boolean;
  error: Error | undefined;
}

/** The network side, loaded when a query first needs it (client/apollo-network.ts: Apollo Client and the whole documents). */
export interface NetworkClient {
  /** One answer: from what the client already holds unless `fresh`, else the network. */
  ask(
    document: DocumentNode,
    variables: object | undefined,
    options: { signal?: AbortSignal; fresh: boolean },
  ): Promise<FetchedResult<unknown>>;
  /** An entity some answer brought, or null. */
  entity(typename: string, id: string): Record<string, unknown> | null;
}

interface EngineOptions {
  /** Preview (spec 001 §6: menus and playlists fetch fresh data): a query mounted after hydration shows what it has and asks the network too. */
  preview?: boolean;
  /** The network client, loaded when a query first needs the network. */
  loadClient: () => Promise<NetworkClient>;
  now?: () => number;
}

const SKIPPED: QueryState = { data: undefined, loading: false, error: undefined };
const noSubscription = () => () => {};
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** One query (operation and variables) and what the page knows of it. */
class QueryEntry {
  state: QueryState;
  private readonly listeners = new Set<() => void>();
  /** The request on its way, if any, and what aborts it. */
  private request: { controller: AbortController; answer: Promise<QueryState> } | null = null;
  /** Mounted views and actions waiting for this query's answer. */
  private holders = 0;

  constructor(
    private readonly document: TypedDocumentNode<unknown, object>,
    readonly variables: object | undefined,
    data: unknown,
    private readonly network: () => Promise<NetworkClient>,
  ) {
    this.state = data === undefined ? { data: undefined, loading: true, error: undefined } : { data, loading: false, error: undefined };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  set(state: QueryState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /**
   * Someone waits for this query's answer until `signal` aborts (a view removed, an action done).
   * When the last one stops waiting while the request is on its way, nobody will read the answer:
   * the request is aborted (spec 001 §7).
   */
  hold(signal: AbortSignal): void {
    this.holders += 1;
    signal.addEventListener(
      'abort',
      () => {
        this.holders -= 1;
        if (this.holders === 0 && this.request) {
          this.request.controller.abort();
          this.request = null;
        }
      },
      { once: true },
    );
  }

  /** The answer from the network: it replaces the data, or keeps what there was when it has none. */
  fetch(fresh = false): Promise<QueryState> {
    if (this.request) return this.request.answer;
    const controller = new AbortController();
    const answer = this.ask(this.variables, controller.signal, fresh)
      .then(
        ({ data, error }) => ({ data: data ?? this.state.data, loading: false, error }),
        (error: unknown) => ({ data: this.state.data, loading: false, error: asError(error) }),
      )
      .then((state) => {
        // Aborted, the entry stays as it was (no error): the next view to read it asks again.
        if (controller.signal.aborted) return this.state;
        this.request = null;
        this.set(state);
        return state;
      });
    this.request = { controller, answer };
    return answer;
  }

  /** The next page, merged in; aborted by `signal` (its view removed), it merges nothing. */
  async fetchMore(
    variables: object,
    merge: (previous: unknown, more: unknown) => unknown,
    signal?: AbortSignal,
  ): Promise<FetchedResult<unknown>> {
    const { data, error } = await this.ask({ ...this.variables, ...variables }, signal, false);
    if (data !== undefined && !signal?.aborted) this.set({ ...this.state, data: merge(this.state.data, data) });
    return { data, error };
  }

  private async ask(variables: object | undefined, signal: AbortSignal | undefined, fresh: boolean): Promise<FetchedResult<unknown>> {
    const network = await this.network();
    // Removed while the network client loaded: nothing to send.
    if (signal?.aborted) return { data: undefined, error: asError(signal.reason) };
    return network.ask(this.document, variables, { signal, fresh });
  }
}

/**
 * The browser's site queries (docs/decisions/0054). The first view reads the results the server
 * rendered with (the document's, then each streamed block's), so hydration needs neither a request
 * nor a GraphQL client; Apollo Client loads on demand when a query needs the network (a filter,
 * the next page, a search, another page), and its answers are kept here by query key.
 */
export function createBrowserQueryEngine(
  initial: QueryResults,
  { preview = false, loadClient, now = Date.now }: EngineOptions,
): QueryEngine {
  const sent: QueryResults = { ...initial };
  const entries = new Map<string, QueryEntry>();
  const hydrationEnds = now() + PREVIEW_HYDRATION_MS;
  let network: Promise<NetworkClient> | null = null;
  /** The network client once loaded: what its cache holds is known to the page too. */
  let loaded: NetworkClient | undefined;
  const theNetwork = () => (network ??= loadClient().then((client) => (loaded = client)));

  const entryFor = (document: TypedDocumentNode<unknown, object>, variables: object | undefined): QueryEntry => {
    const key = queryKey(document, variables);
    let entry = entries.get(key);
    if (!entry) {
      entry = new QueryEntry(document, variables, sent[key], theNetwork);
      entries.set(key, entry);
    }
    return entry;
  };

  return {
    useQuery<TData, TVariables extends object>(
      document: TypedDocumentNode<TData, TVariables>,
      options: SiteQueryOptions<TVariables> = {},
    ): SiteQueryResult<TData, TVariables> {
      const entry = options.skip ? null : entryFor(document as TypedDocumentNode<unknown, object>, options.variables);
      const state = useSyncExternalStore(
        entry?.subscribe ?? noSubscription,
        entry?.snapshot ?? (() => SKIPPED),
        entry?.snapshot ?? (() => SKIPPED),
      );
      // The view's signal: its query and its next pages end with it (or with its variables).
      const view = useRef<AbortSignal | undefined>(undefined);
      useEffect(() => {
        if (!entry) return;
        const controller = new AbortController();
        view.current = controller.signal;
        entry.hold(controller.signal);
        const fresh = preview && now() >= hydrationEnds;
        if (entry.state.data === undefined || fresh) void entry.fetch(fresh);
        return () => controller.abort();
      }, [entry]);
      // The last data of other variables: a result list keeps showing while the next one loads.
      const seen = useRef<{ entry: QueryEntry | null; data: unknown; previous: unknown }>({ entry, data: undefined, previous: undefined });
      if (seen.current.entry !== entry) seen.current = { entry, data: undefined, previous: seen.current.data ?? seen.current.previous };
      if (state.data !== undefined) seen.current.data = state.data;
      return {
        data: state.data as TData | undefined,
        previousData: seen.current.previous as TData | undefined,
        loading: state.loading,
        error: state.error,
        fetchMore: async ({ variables, updateQuery }) => {
          if (!entry) return { data: undefined, error: new Error('A skipped query has no next page') };
          const result = await entry.fetchMore(
            variables,
            (previous, more) => updateQuery(previous as TData, { fetchMoreResult: more as TData }),
            view.current,
          );
          return result as FetchedResult<TData>;
        },
      };
    },
    async query<TData, TVariables extends object>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
      const entry = entryFor(document as TypedDocumentNode<unknown, object>, variables);
      if (entry.state.data !== undefined) return { data: entry.state.data as TData, error: entry.state.error };
      // Held until answered: a view removed meanwhile does not abort what this action waits for.
      const answered = new AbortController();
      entry.hold(answered.signal);
      try {
        const state = await entry.fetch();
        return { data: state.data as TData | undefined, error: state.error };
      } finally {
        answered.abort();
      }
    },
    cachedEntity(typename, id) {
      const known: QueryResults = { ...sent };
      for (const [key, entry] of entries) known[key] = entry.state.data;
      return findEntity(known, typename, id) ?? loaded?.entity(typename, id) ?? null;
    },
    restore(results) {
      for (const [key, data] of Object.entries(results)) {
        sent[key] = data;
        const entry = entries.get(key);
        if (entry && entry.state.data === undefined && data !== undefined) entry.set({ data, loading: false, error: undefined });
      }
    },
  };
}
