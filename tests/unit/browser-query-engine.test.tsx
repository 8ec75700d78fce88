/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import type { ApolloClient } from '@apollo/client';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloNetwork } from '../../client/apollo-network';
import { createBrowserQueryEngine, PREVIEW_HYDRATION_MS } from '../../client/browser-query-engine';
import type { QueryEngine } from '../../shared/app/site-query';
import { QueryEngineContext, useSiteQuery } from '../../shared/app/site-query';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { renderedSettingsResults, siteSettings } from '../support/site-settings-results';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A stand-in for the lazily loaded Apollo client: counts its loads and answers every query with `siteName`. */
function networkClient(siteName: string, documents: Record<string, unknown> = {}) {
  const network = { loads: 0, queries: [] as unknown[] };
  const client = {
    query: async (options: { variables?: unknown; fetchPolicy?: string }) => {
      network.queries.push(options);
      return { data: { site_settings: siteSettings(siteName) } };
    },
  } as unknown as ApolloClient;
  const loadClient = async () => {
    network.loads++;
    return apolloNetwork(client, documents as never);
  };
  return { network, loadClient };
}

/** A browser engine over the `rendered` results, whose network client (loaded on demand) answers `siteName`. */
function engineOver(
  rendered: Parameters<typeof createBrowserQueryEngine>[0],
  siteName: string,
  options: { preview?: boolean; now?: () => number; documents?: Record<string, unknown> } = {},
) {
  const { network, loadClient } = networkClient(siteName, options.documents);
  return { network, engine: createBrowserQueryEngine(rendered, { preview: options.preview, now: options.now, loadClient }) };
}

/** The site names a settings query shows, render by render. */
async function mountNames(engine: QueryEngine): Promise<{ names: string[]; unmount: () => void }> {
  const names: string[] = [];
  function SiteName() {
    const { data } = useSiteQuery(SITE_SETTINGS);
    names.push(data?.site_settings.siteName ?? '(loading)');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <QueryEngineContext.Provider value={engine}>
        <SiteName />
      </QueryEngineContext.Provider>,
    );
  });
  return { names, unmount: () => act(() => root.unmount()) };
}

interface HeldQuery {
  variables: Record<string, unknown> | undefined;
  signal: AbortSignal | undefined;
  answer: (siteName: string) => void;
}

/**
 * A network client whose every query waits until the test answers it, recording the signal it was
 * given; an aborted one resolves as Apollo resolves it, with the abort as its error.
 */
function heldNetworkClient() {
  const held: HeldQuery[] = [];
  const client = {
    query: (options: { variables?: Record<string, unknown>; context?: { fetchOptions?: RequestInit } }) =>
      new Promise((resolve) => {
        const signal = options.context?.fetchOptions?.signal ?? undefined;
        signal?.addEventListener('abort', () => resolve({ data: undefined, error: signal.reason }));
        held.push({
          variables: options.variables,
          signal,
          answer: (siteName) => resolve({ data: { site_settings: siteSettings(siteName) } }),
        });
      }),
  } as unknown as ApolloClient;
  return { held, loadClient: async () => apolloNetwork(client, {}) };
}

/** Site-name views over `engine`, mounted and unmounted one by one; each records what it showed, errors too. */
function views(engine: QueryEngine) {
  const shown: string[] = [];
  const fetchMores: Promise<unknown>[] = [];
  function SiteName({ more }: { more: boolean }) {
    const { data, error, fetchMore } = useSiteQuery(SITE_SETTINGS);
    shown.push(error ? `error: ${error.message}` : (data?.site_settings.siteName ?? '(loading)'));
    useEffect(() => {
      if (more)
        fetchMores.push(
          fetchMore({
            variables: { page: 2 } as never,
            updateQuery: (previous, { fetchMoreResult }) => ({
              site_settings: {
                ...previous.site_settings,
                siteName: `${previous.site_settings.siteName} + ${fetchMoreResult.site_settings.siteName}`,
              },
            }),
          }),
        );
    }, [more, fetchMore]);
    return null;
  }
  const mount = async ({ more = false } = {}) => {
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <QueryEngineContext.Provider value={engine}>
          <SiteName more={more} />
        </QueryEngineContext.Provider>,
      );
    });
    return () => act(() => root.unmount());
  };
  return { shown, fetchMores, mount };
}

describe("the browser's query engine", () => {
  it('answers from the results the server sent without loading the network client', async () => {
    const { network, engine } = engineOver(renderedSettingsResults('Rendered'), 'Fresh');
    const { names, unmount } = await mountNames(engine);
    expect(names).toEqual(['Rendered']);
    expect(network.loads).toBe(0);
    unmount();
  });

  it('loads the network client for a query the server did not answer, showing loading until it arrives', async () => {
    const { network, engine } = engineOver({}, 'Fetched');
    const { names, unmount } = await mountNames(engine);
    expect(names[0]).toBe('(loading)');
    expect(names.at(-1)).toBe('Fetched');
    expect(network.loads).toBe(1);
    expect(network.queries).toEqual([expect.objectContaining({ fetchPolicy: 'cache-first' })]);
    // Kept: asked again, it answers at once.
    expect((await engine.query(SITE_SETTINGS, {})).data?.site_settings.siteName).toBe('Fetched');
    expect(network.queries).toHaveLength(1);
    unmount();
  });

  it('asks with the whole document of the operation, which the first view carries only by name', async () => {
    const whole = { kind: 'Document', definitions: [], whole: true };
    const { network, engine } = engineOver({}, 'Fetched', { documents: { SiteSettings: whole } });
    await engine.query(SITE_SETTINGS, {});
    expect(network.queries).toEqual([expect.objectContaining({ query: whole })]);
  });

  it('takes a streamed block’s results before its components read them', async () => {
    const { network, engine } = engineOver({}, 'Fresh');
    engine.restore(renderedSettingsResults('Streamed'));
    const { names, unmount } = await mountNames(engine);
    expect(names).toEqual(['Streamed']);
    expect(network.loads).toBe(0);
    unmount();
  });

  it('finds an item any query loaded', () => {
    const engine = createBrowserQueryEngine(renderedSettingsResults('Rendered'), { loadClient: networkClient('x').loadClient });
    expect(engine.cachedEntity('site_settings', '1')).toEqual(expect.objectContaining({ siteName: 'Rendered' }));
    expect(engine.cachedEntity('site_settings', '2')).toBeNull();
  });

  describe('cancelling the calls of removed views (spec 001 §7)', () => {
    it('aborts a request when the last view reading it is removed, shows no error, and a later view asks again', async () => {
      const { held, loadClient } = heldNetworkClient();
      const engine = createBrowserQueryEngine({}, { loadClient });
      const { shown, mount } = views(engine);
      const unmountFirst = await mount();
      const unmountSecond = await mount();
      expect(held).toHaveLength(1);
      expect(held[0]!.signal?.aborted).toBe(false);

      unmountFirst();
      expect(held[0]!.signal?.aborted).toBe(false); // the second view still reads it
      unmountSecond();
      expect(held[0]!.signal?.aborted).toBe(true);

      const unmountLater = await mount();
      expect(held).toHaveLength(2);
      await act(async () => held[1]!.answer('Asked again'));
      expect(shown.filter((name) => name !== '(loading)')).toEqual(['Asked again']);
      unmountLater();
    });

    it('does not abort a request an action outside rendering still waits for', async () => {
      const { held, loadClient } = heldNetworkClient();
      const engine = createBrowserQueryEngine({}, { loadClient });
      const { mount } = views(engine);
      const unmount = await mount();
      const asked = engine.query(SITE_SETTINGS, {});
      unmount();
      expect(held[0]!.signal?.aborted).toBe(false);
      held[0]!.answer('For the action');
      expect((await asked).data?.site_settings.siteName).toBe('For the action');
    });

    it("aborts a view's next page when the view is removed, merging nothing", async () => {
      const { held, loadClient } = heldNetworkClient();
      const engine = createBrowserQueryEngine(renderedSettingsResults('First'), { loadClient });
      const { shown, fetchMores, mount } = views(engine);
      const unmount = await mount({ more: true });
      await act(async () => {}); // the network client loads
      expect(held).toHaveLength(1);
      expect(held[0]!.variables).toEqual({ page: 2 });
      unmount();
      expect(held[0]!.signal?.aborted).toBe(true);
      await fetchMores[0];

      await mount();
      expect(shown.at(-1)).toBe('First');
      expect(shown.some((name) => name.startsWith('error'))).toBe(false);
    });
  });

  describe('in preview', () => {
    let clock = 0;
    const now = () => clock;
    beforeEach(() => {
      clock = 1_000;
    });

    it('answers from the rendered results while hydrating', async () => {
      const { network, engine } = engineOver(renderedSettingsResults('Rendered'), 'Fresh', { preview: true, now });
      const { names, unmount } = await mountNames(engine);
      expect(names).toEqual(['Rendered']);
      expect(network.queries).toHaveLength(0);
      unmount();
    });

    it('then fetches menus fresh from the network, showing what it has meanwhile', async () => {
      const { network, engine } = engineOver(renderedSettingsResults('Rendered'), 'Fresh', { preview: true, now });
      clock += PREVIEW_HYDRATION_MS;
      const { names, unmount } = await mountNames(engine);
      expect(names[0]).toBe('Rendered');
      expect(names.at(-1)).toBe('Fresh');
      // Fresh from the network, whatever Apollo's cache holds.
      expect(network.queries).toEqual([expect.objectContaining({ fetchPolicy: 'network-only' })]);
      unmount();
    });

    it('outside preview keeps answering from what it has', async () => {
      const { network, engine } = engineOver(renderedSettingsResults('Rendered'), 'Fresh', { now });
      clock += PREVIEW_HYDRATION_MS + 10;
      const { names, unmount } = await mountNames(engine);
      expect(names).toEqual(['Rendered']);
      expect(network.queries).toHaveLength(0);
      unmount();
    });
  });
});
