/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { Html } from '../../shared/blocks/html';
import { prefixSiteLinks } from '../../shared/lib/markup/html-links';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

describe('links in rich text', () => {
  it('prefix site paths with the locale, once, and nothing else', () => {
    expect(prefixSiteLinks('<a href="/contact">x</a> <a href="/us">y</a> <a href="/usual">z</a>', '/us')).toBe(
      '<a href="/us/contact">x</a> <a href="/us">y</a> <a href="/us/usual">z</a>',
    );
    expect(prefixSiteLinks('<a class="c" href="/a?b=1#c">x</a>', '/eu')).toBe('<a class="c" href="/eu/a?b=1#c">x</a>');
    expect(prefixSiteLinks('<a href="https://x.example/">x</a><a href="//x.example/">y</a><a href="mailto:a@b.c">z</a>', '/us')).toBe(
      '<a href="https://x.example/">x</a><a href="//x.example/">y</a><a href="mailto:a@b.c">z</a>',
    );
    expect(prefixSiteLinks('<a href="/contact">x</a>', '')).toBe('<a href="/contact">x</a>');
  });

  it('navigate in place through the router on a plain click, keeping the locale; new-tab links are left to the browser', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MemoryRouter basename="/us" initialEntries={['/us/about']}>
          <SiteNavigationProvider>
            <Html
              as="p"
              html={'<a href="/contact">contact</a> <a href="https://x.example/" target="_blank" rel="noreferrer nofollow">out</a>'}
            />
            <Where />
          </SiteNavigationProvider>
        </MemoryRouter>,
      ),
    );
    const [inside, outside] = [...container.querySelectorAll('a')];
    expect(inside!.getAttribute('href')).toBe('/us/contact');
    await act(async () => inside!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(container.querySelector('output')!.textContent).toBe('/contact');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    outside!.addEventListener('click', (event) => event.preventDefault());
    await act(async () => outside!.dispatchEvent(click));
    expect(container.querySelector('output')!.textContent).toBe('/contact');
    act(() => root.unmount());
  });
});
