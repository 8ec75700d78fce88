/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { showToast, Toasts } from '../../shared/app/toasts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe('Toasts', () => {
  it('renders no container on the server', () => {
    expect(renderToString(<Toasts />)).toBe('');
  });

  it('mounts no container until the first toast, then shows that toast in it', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<Toasts />));
    expect(container.querySelector('.Toastify')).toBeNull();

    await act(async () => showToast('Basket unavailable', { toastId: 'basket:Basket unavailable' }));
    // The library's code arrives, the container mounts and shows what was asked before it existed.
    await act(async () => {
      for (let i = 0; i < 20 && !container.textContent?.includes('Basket unavailable'); i++) await Promise.resolve();
    });
    expect(container.querySelector('.Toastify')).not.toBeNull();
    expect(container.textContent).toContain('Basket unavailable');
    await act(async () => root.unmount());
  });

  it('shows rich content, and a toast asked again under the same id while shown takes the new content', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<Toasts />));
    const settle = async (text: string) =>
      act(async () => {
        for (let i = 0; i < 50 && !container.textContent?.includes(text); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      });

    await act(async () => showToast(() => <p data-rich="">First record</p>, { toastId: 'basket:added' }));
    await settle('First record');
    expect(container.querySelector('[data-rich]')?.textContent).toBe('First record');
    await act(async () => showToast(() => <p data-rich="">Second record</p>, { toastId: 'basket:added' }));
    await settle('Second record');
    expect([...container.querySelectorAll('[data-rich]')].map((element) => element.textContent)).toEqual(['Second record']);
    await act(async () => root.unmount());
  });
});
