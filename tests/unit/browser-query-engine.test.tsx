/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import type { ApolloClient } from '@apollo/client';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
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
    return { client, documents: documents as never };
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
    expect(network.queries).toEqual([expect.objectContaining({ fetchPolicy: 'network-only' })]);
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
      expect(network.queries).toHaveLength(1);
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
