import { createBrowserApolloClient } from '../../client/apollo-client';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';

describe('the browser Apollo client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('cancels the request of a view that is removed while its query runs', async () => {
    const signals: AbortSignal[] = [];
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    }) as typeof fetch;
    const client = createBrowserApolloClient({});
    const subscription = client.watchQuery({ query: SITE_SETTINGS }).subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    subscription.unsubscribe(); // what useQuery does when its component unmounts
    expect(signals[0]!.aborted).toBe(true);
  });

  it('sends credentials and answers from the restored cache without a request', async () => {
    const calls: RequestInit[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{"data":{"site_settings":null}}', { status: 200 });
    }) as typeof fetch;
    const state = {
      ROOT_QUERY: { __typename: 'Query', site_settings: { __ref: 'site_settings:{}' } },
      'site_settings:{}': {
        __typename: 'site_settings',
        id: '1',
        siteName: 'Cached',
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
      },
    };
    const client = createBrowserApolloClient(state);
    const cached = await client.query({ query: SITE_SETTINGS });
    expect(cached.data?.site_settings.siteName).toBe('Cached');
    expect(calls).toHaveLength(0);
    await client.query({ query: SITE_SETTINGS, fetchPolicy: 'network-only' });
    expect(calls[0]!.credentials).toBe('include');
  });
});
