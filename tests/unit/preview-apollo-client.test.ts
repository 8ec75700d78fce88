import { createBrowserApolloClient, PREVIEW_HYDRATION_MS } from '../../client/apollo-client';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { restoredSettingsState, siteSettings } from '../support/site-settings-state';

const state = restoredSettingsState('Rendered');

/** The names the menu query sees, in order, until it has seen `count` of them. */
function watchNames(client: ReturnType<typeof createBrowserApolloClient>, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    const names: string[] = [];
    const subscription = client.watchQuery({ query: SITE_SETTINGS }).subscribe((result) => {
      if (result.data?.site_settings?.siteName) names.push(result.data.site_settings.siteName);
      if (names.length === count) {
        queueMicrotask(() => subscription.unsubscribe()); // the first result arrives during subscribe()
        resolve(names);
      }
    });
  });
}

describe('the browser Apollo client in preview', () => {
  const realFetch = globalThis.fetch;
  let requests: number;
  beforeEach(() => {
    requests = 0;
    globalThis.fetch = async () => {
      requests++;
      return new Response(JSON.stringify({ data: { site_settings: siteSettings('Fresh') } }), { status: 200 });
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('answers from the rendered state while hydrating', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const client = createBrowserApolloClient(state, { preview: true });
    expect(await watchNames(client, 1)).toEqual(['Rendered']);
    expect(requests).toBe(0);
    jest.clearAllTimers();
  });

  it('then fetches menus fresh from the network, showing what it has meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const client = createBrowserApolloClient(state, { preview: true });
    jest.advanceTimersByTime(PREVIEW_HYDRATION_MS);
    jest.useRealTimers();
    expect(await watchNames(client, 2)).toEqual(['Rendered', 'Fresh']);
    expect(requests).toBe(1);
  });

  it('outside preview keeps answering from the cache', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const client = createBrowserApolloClient(state);
    expect(await watchNames(client, 1)).toEqual(['Rendered']);
    // Past the window after which a preview would fetch fresh, the menus asked again: still nothing sent.
    await jest.advanceTimersByTimeAsync(PREVIEW_HYDRATION_MS + 10);
    expect(await watchNames(client, 1)).toEqual(['Rendered']);
    expect(requests).toBe(0);
  });
});
