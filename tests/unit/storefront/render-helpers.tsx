/** Shared by the component tests (jsdom): Testing Library's render under a router. */
import './jsdom-polyfills';
import { act, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SiteNavigationProvider } from '../../../shared/app/site-navigation';
import { render as renderWithTestingLibrary, screen } from '@testing-library/react';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Shows where the router is, so tests can read navigations (no `<output>`: that would be a second status role). */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
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
        <SiteNavigationProvider>
          {children}
          <LocationProbe />
        </SiteNavigationProvider>
      </MemoryRouter>
    ),
  });
  // Effects that settle after mounting (a button wired once hydrated) finish before the test looks.
  await act(async () => {});
  return rendered;
}

/** Where the router is now (the probe rendered by `renderAt`). */
export const currentLocation = () => screen.getByTestId('location').textContent;

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Buttons and links by their text, hidden or not: for checking that none is there. */
export function byText<T extends Element = HTMLElement>(container: ParentNode, selector: string, text: string): T | null {
  return (
    (Array.from(container.querySelectorAll(selector)).find((element) => element.textContent?.trim() === text) as T | undefined) ?? null
  );
}

export const NOW = new Date('2025-06-01T12:00:00Z');
