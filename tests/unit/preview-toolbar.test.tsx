/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PublicEnvProvider, type PublicEnv } from '../../shared/app/public-env';
import { PreviewToolbar } from '../../shared/components/preview/preview-toolbar';

const env = (preview?: boolean): PublicEnv => ({
  publicUrl: '',
  defaultLocale: 'gb',
  emailFormsUrl: '/email-forms',
  ...(preview ? { preview } : {}),
});

/** jsdom has no Response: what the toolbar reads of one. */
const jsonResponse = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

/** A fetch the test answers by hand. */
function pendingFetch() {
  const calls: { url: string; init: RequestInit; answer: (response: Response | Error) => void }[] = [];
  globalThis.fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({ url, init, answer: (response) => (response instanceof Error ? reject(response) : resolve(response)) });
    })) as typeof fetch;
  return calls;
}

async function mount() {
  const { container, unmount } = render(
    <PublicEnvProvider env={env(true)}>
      <PreviewToolbar />
    </PublicEnvProvider>,
  );
  await act(async () => {});
  // The toolbar's one button, whatever it reads at the moment (Revalidate, Revalidating).
  const button = () => screen.getByRole('button');
  return { container, button, unmount };
}

describe('the preview toolbar', () => {
  const realFetch = globalThis.fetch;
  const realWarn = console.warn;
  let warnings: unknown[][];
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    window.history.replaceState(null, '', '/gb/about');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    console.warn = realWarn;
    document.body.innerHTML = '';
  });

  it('is not there outside preview', () => {
    expect(
      renderToString(
        <PublicEnvProvider env={env()}>
          <PreviewToolbar />
        </PublicEnvProvider>,
      ),
    ).toBe('');
  });

  it('holds Revalidate and an Exit Preview link in a labelled region', async () => {
    await mount();
    const region = screen.getByRole('region', { name: 'Preview toolbar' });
    expect(region.getAttribute('aria-label')).toBe('Preview toolbar');
    expect(region.className).toMatch(/fixed bottom-4 left-4/);
    expect(screen.getByRole('button', { name: 'Revalidate' }).textContent).toBe('Revalidate');
    const exit = screen.getByRole('link', { name: 'Exit Preview' });
    expect(exit.textContent).toBe('Exit Preview');
    expect(exit.getAttribute('href')).toBe('/api/exit-preview');
  });

  it('moves up above a bar that reserves the bottom of the viewport (the cookie banner)', async () => {
    await mount();
    const region = screen.getByRole('region', { name: 'Preview toolbar' });
    expect(region.style.bottom).toBe('');
    await act(async () => {
      document.documentElement.style.scrollPaddingBottom = '120px';
      await new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks
    });
    expect(region.style.bottom).toMatch(/^calc\((1rem \+ 120px|120px \+ 1rem)\)$/);
    await act(async () => {
      document.documentElement.style.removeProperty('scroll-padding-bottom');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(region.style.bottom).toBe('');
  });

  it('reads Revalidating with a spinner while the call for this page runs, then Revalidate again', async () => {
    const calls = pendingFetch();
    const { button } = await mount();
    button().focus();
    await act(async () => button().click());
    expect(calls.map((c) => c.url)).toEqual(['/api/revalidate/gb/about']);
    expect(button().textContent).toBe('Revalidating');
    expect(button().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button()); // keyboard focus stays on the button
    expect(screen.getByRole('status').textContent).toBe('Revalidating');
    await act(async () => button().click()); // a second press while running does nothing
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.answer(jsonResponse(200, { revalidated: true })));
    expect(button().textContent).toBe('Revalidate');
    expect(button().querySelector('svg')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('only logs a failed call (a warning, never an error) and goes back to idle', async () => {
    const calls = pendingFetch();
    const { button } = await mount();
    await act(async () => button().click());
    await act(async () => calls[0]!.answer(jsonResponse(401, { error: 'Preview mode required' })));
    expect(button().textContent).toBe('Revalidate');
    await act(async () => button().click());
    await act(async () => calls[1]!.answer(new TypeError('Failed to fetch')));
    expect(button().textContent).toBe('Revalidate');
    expect(warnings).toHaveLength(2);
  });

  it('cancels the call when it is removed', async () => {
    const calls = pendingFetch();
    const { button, unmount } = await mount();
    await act(async () => button().click());
    unmount();
    expect((calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
    await act(async () => calls[0]!.answer(new DOMException('aborted', 'AbortError')));
    expect(warnings).toEqual([]);
  });
});
