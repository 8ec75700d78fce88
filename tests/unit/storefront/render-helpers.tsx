/** Shared by the storefront component tests (jsdom): render into a real DOM under a router. */
import './jsdom-polyfills';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render as renderWithTestingLibrary, screen } from '@testing-library/react';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

export interface Rendered {
  container: HTMLDivElement;
  root: Root;
  unmount: () => void;
}

/** Shows where the router is, so tests can read navigations (no `<output>`: that would be a second status role). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export async function render(ui: ReactNode, { path = '/' }: { path?: string } = {}): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/**
 * Testing Library's render under a router at `path`, with the location probe beside the UI: tests
 * then find elements by role and accessible name (`screen.getByRole`), which also checks the names.
 * `rerender` keeps the router and its location.
 */
export async function renderAt(
  ui: ReactNode,
  { path = '/' }: { path?: string } = {},
): Promise<ReturnType<typeof renderWithTestingLibrary>> {
  const rendered = renderWithTestingLibrary(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    ),
  });
  // Effects that settle after mounting (a button wired once hydrated) finish before the test looks.
  await act(async () => {});
  return rendered;
}

/** Where the router is now (the probe rendered by `renderAt`). */
export const currentLocation = () => screen.getByTestId('location').textContent;

export const locationOf = (container: HTMLElement) => container.querySelector('[data-testid="location"]')?.textContent ?? '';

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Waits (real timers) until the check passes, flushing React and Apollo in between. */
export async function waitUntil(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

/** Buttons and links by their text. */
export function byText<T extends Element = HTMLElement>(container: ParentNode, selector: string, text: string): T | null {
  return (
    (Array.from(container.querySelectorAll(selector)).find((element) => element.textContent?.trim() === text) as T | undefined) ?? null
  );
}

export const NOW = new Date('2025-06-01T12:00:00Z');
