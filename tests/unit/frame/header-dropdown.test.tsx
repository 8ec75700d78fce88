/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { act } from 'react';
import { Link } from 'react-router-dom';
import { HeaderDropdown } from '../../../shared/components/frame/header-dropdown';
import { render } from '../storefront/render-helpers';

const radio = {
  url: '/radio',
  text: 'Radio',
  menu: [
    { url: '/radio', text: 'Lumen Tide Radio' },
    { url: '/playlists', text: 'Playlists' },
    { url: 'https://radio.example/live', text: 'Listen live' },
  ],
};

async function mount() {
  const rendered = await render(
    <>
      <ul>
        <HeaderDropdown item={radio} />
      </ul>
      <Link to="/news">News</Link>
      <p data-outside>Elsewhere</p>
    </>,
  );
  const button = rendered.container.querySelector('button')!;
  const list = document.getElementById(button.getAttribute('aria-controls')!) as HTMLUListElement;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true' && !list.hidden;
  const click = (element: Element) => act(async () => (element as HTMLElement).click());
  return { ...rendered, button, list, isOpen, click };
}

describe('HeaderDropdown (spec 001 §2 "Header", §4)', () => {
  it('opens on click instead of navigating, at least 48 units wide, and closes on a second click', async () => {
    const { button, list, isOpen, click, container, unmount } = await mount();
    expect(isOpen()).toBe(false);
    await click(button);
    expect(isOpen()).toBe(true);
    expect(list.className).toContain('min-w-48');
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Lumen Tide Radio', 'Playlists', 'Listen live']);
    expect(container.querySelector('[data-testid="location"]')!.textContent).toBe('/');
    await click(button);
    expect(isOpen()).toBe(false);
    unmount();
  });

  it('closes on a press outside it, not on one inside', async () => {
    const { button, list, isOpen, click, container, unmount } = await mount();
    await click(button);
    act(() => void list.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(isOpen()).toBe(true);
    act(() => void container.querySelector('[data-outside]')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(isOpen()).toBe(false);
    unmount();
  });

  it('closes when a route change starts: choosing an entry, or any navigation', async () => {
    const { button, list, isOpen, click, container, unmount } = await mount();
    await click(button);
    await click([...list.querySelectorAll('a')].find((a) => a.textContent === 'Playlists')!);
    expect(isOpen()).toBe(false);
    expect(container.querySelector('[data-testid="location"]')!.textContent).toBe('/playlists');

    await click(button);
    expect(isOpen()).toBe(true);
    await click([...container.querySelectorAll('a')].find((a) => a.textContent === 'News')!);
    expect(isOpen()).toBe(false);
    unmount();
  });

  it('closes on Escape with focus back on the item', async () => {
    const { button, isOpen, click, unmount } = await mount();
    await click(button);
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
    unmount();
  });

  it('opens outside links in a new tab with no-referrer and nofollow', async () => {
    const { list, unmount } = await mount();
    const live = [...list.querySelectorAll('a')].find((a) => a.textContent === 'Listen live')!;
    expect(live.target).toBe('_blank');
    expect(live.rel).toBe('noreferrer nofollow');
    unmount();
  });
});
