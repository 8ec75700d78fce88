import { createBrowserApolloClient } from '../../client/apollo-client';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { within } from '../support/within';

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
    const client = createBrowserApolloClient();
    const subscription = client.watchQuery({ query: SITE_SETTINGS }).subscribe(() => {});
    await within(1_000, () => signals.length > 0, 'the query sent');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    subscription.unsubscribe(); // what useQuery does when its component unmounts
    expect(signals[0]!.aborted).toBe(true);
  });

  it('aborts a query by the signal in its fetch options, and an identical query keeps its own request', async () => {
    const signals: AbortSignal[] = [];
    let answer = () => {};
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise((resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        answer = () => resolve(new Response('{"data":{"site_settings":null}}', { status: 200 }));
      });
    }) as typeof fetch;
    const client = createBrowserApolloClient();
    const removed = new AbortController();
    const ask = (signal: AbortSignal) =>
      client.query({ query: SITE_SETTINGS, fetchPolicy: 'network-only', context: { fetchOptions: { signal } } });
    const first = ask(removed.signal);
    const second = ask(new AbortController().signal);
    await within(1_000, () => signals.length === 2, 'both queries sent');
    removed.abort();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect((await first).error?.name).toBe('AbortError');
    answer();
    expect(await second).toEqual(expect.objectContaining({ data: { site_settings: null } }));
  });

  // Answering from what the server sent, without a request, is the query engine's (browser-query-engine.test.tsx).
  it('sends credentials', async () => {
    const calls: RequestInit[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{"data":{"site_settings":null}}', { status: 200 });
    }) as typeof fetch;
    const client = createBrowserApolloClient();
    await client.query({ query: SITE_SETTINGS, fetchPolicy: 'network-only' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.credentials).toBe('include');
  });
});
