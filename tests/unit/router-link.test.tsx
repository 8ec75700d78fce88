/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { RouterLink } from '../../shared/components/router-link';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Probe() {
  const location = useLocation();
  return <div data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}${location.hash}`}</div>;
}

/** The site's app as the links see it: a router under a locale basename, the navigation provider inside. */
function renderLinks(path: string, basename = '/gb') {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <SiteNavigationProvider>
        <Routes>
          <Route
            path="*"
            element={
              <nav>
                <RouterLink to="/artists/sera-lumin">Sera Lumin</RouterLink>
                <RouterLink to="?format=ep">E.P.</RouterLink>
                <RouterLink to="/releases">Releases</RouterLink>
                <RouterLink to="/about" onClick={(event) => event.preventDefault()}>
                  About
                </RouterLink>
              </nav>
            }
          />
        </Routes>
        <Probe />
      </SiteNavigationProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const link = (name: string) => screen.getByRole('link', { name });

/**
 * Clicks, and tells whether the page took the click (prevented the browser's own navigation). A
 * listener on the document, after React's, then prevents it anyway: jsdom cannot navigate.
 */
async function clickIsTaken(element: HTMLElement, init: MouseEventInit = {}): Promise<boolean> {
  let taken = false;
  const observe = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe);
  try {
    await act(async () => void fireEvent.click(element, { button: 0, ...init }));
  } finally {
    document.removeEventListener('click', observe);
  }
  return taken;
}

describe('router links', () => {
  it('write the basename before site paths, and a query on the current page', () => {
    renderLinks('/gb/releases?year=2024');
    expect(link('Sera Lumin').getAttribute('href')).toBe('/gb/artists/sera-lumin');
    expect(link('E.P.').getAttribute('href')).toBe('/gb/releases?format=ep');
    expect(link('Sera Lumin').hasAttribute('data-discover')).toBe(false);
  });

  it('follow a plain click through the router, pushing a new address', async () => {
    renderLinks('/gb/releases');
    expect(await clickIsTaken(link('Sera Lumin'))).toBe(true);
    expect(where()).toBe('PUSH /artists/sera-lumin');
  });

  it('replace the address when it is the one shown', async () => {
    renderLinks('/gb/releases');
    expect(await clickIsTaken(link('Releases'))).toBe(true);
    expect(where()).toBe('REPLACE /releases');
  });

  it('leave modified clicks and other buttons to the browser', async () => {
    renderLinks('/gb/releases');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect({ init, taken: await clickIsTaken(link('Sera Lumin'), init) }).toEqual({ init, taken: false });
    }
    expect(where()).toBe('POP /releases');
  });

  it('let their own click handler stop the navigation', async () => {
    renderLinks('/gb/releases');
    expect(await clickIsTaken(link('About'))).toBe(true);
    expect(where()).toBe('POP /releases');
  });
});
