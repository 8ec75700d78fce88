/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { trackedFetch, networkActivity } from '../../../shared/app/network-activity';
import { RouteProgress } from '../../../shared/app/route-progress';
import { ROUTE_PROGRESS_DELAY_MS } from '../../../shared/lib/frame/frame';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function deferredFetch() {
  let finish: () => void = () => {};
  // jsdom has no Response; the tracker only waits for the promise.
  const fetcher = (() => new Promise((resolve) => (finish = () => resolve({})))) as unknown as typeof fetch;
  return { fetch: trackedFetch(fetcher), finish: () => finish() };
}

describe('RouteProgress (a slim bar when data takes longer than a moment)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function mount() {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouteProgress />));
    return { bar: () => container.querySelector('[data-route-progress]'), unmount: () => act(() => root.unmount()) };
  }

  it('counts requests in flight', async () => {
    const { fetch, finish } = deferredFetch();
    expect(networkActivity.snapshot()).toBe(0);
    const pending = fetch('/graphql');
    expect(networkActivity.snapshot()).toBe(1);
    finish();
    await pending;
    expect(networkActivity.snapshot()).toBe(0);
  });

  it('stays hidden for a quick request, and shows after 200 ms for a slow one until it ends', async () => {
    const { bar, unmount } = await mount();
    const quick = deferredFetch();
    let pending!: Promise<unknown>;
    act(() => {
      pending = quick.fetch('/graphql');
    });
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 50));
    await act(async () => {
      quick.finish();
      await pending;
    });
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toBeNull();

    const slow = deferredFetch();
    act(() => {
      pending = slow.fetch('/graphql');
    });
    act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    await act(async () => {
      slow.finish();
      await pending;
    });
    expect(bar()).toBeNull();
    unmount();
  });
});
