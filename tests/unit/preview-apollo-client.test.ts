import { createBrowserApolloClient, PREVIEW_HYDRATION_MS } from '../../client/apollo-client';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';

const settings = (siteName: string) => ({
  __typename: 'site_settings',
  id: '1',
  siteName,
  description: 'd',
  headerMenu: [],
  overlayMenus: [],
  footerMenus: [],
  footerContentBlocks: [],
  emptyCartLinkText: 'Shop',
  emptyCartLinkUrl: '/releases',
  promotedProductsTitle: 't',
  promotedProductsMoreLinkText: 'm',
  promotedProductsMoreLinkUrl: '/u',
});
const state = { ROOT_QUERY: { __typename: 'Query', site_settings: { __ref: 'site_settings:{}' } }, 'site_settings:{}': settings('Rendered') };

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
    globalThis.fetch = (async () => {
      requests++;
      return new Response(JSON.stringify({ data: { site_settings: settings('Fresh') } }), { status: 200 });
    }) as typeof fetch;
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
    const client = createBrowserApolloClient(state);
    expect(await watchNames(client, 1)).toEqual(['Rendered']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toBe(0);
  });
});
