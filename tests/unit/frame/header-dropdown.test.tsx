/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { HeaderDropdown } from '../../../shared/components/frame/header-dropdown';
import { currentLocation, renderAt } from '../storefront/render-helpers';

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
  await renderAt(
    <>
      <ul>
        <HeaderDropdown item={radio} listId="main-menu-0" />
      </ul>
      <Link to="/news">News</Link>
      <p data-testid="outside">Elsewhere</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Radio' });
  const list = document.getElementById(button.getAttribute('aria-controls')!) as HTMLUListElement;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true' && !list.hidden;
  const entry = (name: string) => within(list).getByRole('link', { name, hidden: true });
  return { button, list, isOpen, entry };
}

describe('HeaderDropdown (spec 001 §2 "Header", §4)', () => {
  it('opens on click instead of navigating, at least 48 units wide, and closes on a second click', async () => {
    const { button, list, isOpen } = await mount();
    expect(isOpen()).toBe(false);
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(list.className).toContain('min-w-48');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Lumen Tide Radio', 'Playlists', 'Listen live']);
    expect(currentLocation()).toBe('/');
    fireEvent.click(button);
    expect(isOpen()).toBe(false);
  });

  it('closes on a press outside it, not on one inside', async () => {
    const { button, list, isOpen } = await mount();
    fireEvent.click(button);
    act(() => void list.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(isOpen()).toBe(true);
    act(() => void screen.getByTestId('outside').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(isOpen()).toBe(false);
  });

  it('closes when a route change starts: choosing an entry, or any navigation', async () => {
    const { button, isOpen, entry } = await mount();
    fireEvent.click(button);
    fireEvent.click(entry('Playlists'));
    expect(isOpen()).toBe(false);
    expect(currentLocation()).toBe('/playlists');

    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape with focus back on the item', async () => {
    const { button, isOpen } = await mount();
    fireEvent.click(button);
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('opens outside links in a new tab with no-referrer and nofollow', async () => {
    const { entry } = await mount();
    const live = entry('Listen live') as HTMLAnchorElement;
    expect(live.target).toBe('_blank');
    expect(live.rel).toBe('noreferrer nofollow');
  });
});
