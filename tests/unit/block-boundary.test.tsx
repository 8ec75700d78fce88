/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { BlockBoundary } from '../../shared/components/block-boundary';
import { expectConsoleError } from '../support/fail-on-console';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Broken(): never {
  throw new Error('block exploded');
}

describe('BlockBoundary', () => {
  it('replaces a failing block with its fallback and keeps the rest of the page', async () => {
    expectConsoleError(/block exploded|Block "carousel" failed/);
    const container = document.createElement('div');
    const root = createRoot(container, { onCaughtError: (error) => console.error(String(error)) });
    await act(async () => {
      root.render(
        <main>
          <h1>Still here</h1>
          <BlockBoundary name="carousel" fallback={<p>Unavailable</p>}>
            <Broken />
          </BlockBoundary>
          <p>After the block</p>
        </main>,
      );
    });
    expect(container.textContent).toBe('Still hereUnavailableAfter the block');
    act(() => root.unmount());
  });

  it('renders its children when nothing fails', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <BlockBoundary name="text">
          <p>Fine</p>
        </BlockBoundary>,
      );
    });
    expect(container.textContent).toBe('Fine');
    act(() => root.unmount());
  });
});
