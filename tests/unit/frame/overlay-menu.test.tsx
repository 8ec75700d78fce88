/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { OverlayMenu } from '../../../shared/components/frame/overlay-menu';
import { currentLocation, renderAt } from '../storefront/render-helpers';
import { openDialogsAsBrowsersDo } from '../../support/native-dialog';

const columns = [
  {
    menu: [
      { url: '/releases', text: 'Releases' },
      { url: '/radio', text: 'Radio', menu: [{ url: '/playlists', text: 'Playlists' }] },
    ],
  },
  {
    menu: [
      { url: 'https://soundcloud.example/label', text: 'SoundCloud' },
      { url: 'https://label.example/shop', text: 'Old shop' },
    ],
  },
];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <OverlayMenu open={open} onClose={() => setOpen(false)} columns={columns} siteName="Lumen Tide" logoVariant="default" />
    </>
  );
}

async function mount() {
  const rendered = await renderAt(<Harness />);
  // Closed, the dialog is in the page but hidden from assistive technology, which then knows no name for it.
  const dialog = screen.getByRole('dialog', { hidden: true });
  const opener = screen.getByRole<HTMLButtonElement>('button', { name: 'Menu' });
  const nav = () => within(dialog).getByRole('navigation', { name: 'Site' });
  const isOpen = () => dialog.className.includes('visible translate-x-0');
  const open = async () => {
    opener.focus();
    await act(async () => opener.click());
  };
  return { ...rendered, dialog, opener, nav, isOpen, open };
}

describe('OverlayMenu (spec 001 §2 "Overlay menu", §4)', () => {
  openDialogsAsBrowsersDo();
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('fills the screen and slides in from the left, with the columns, nested menus and the logo to /', async () => {
    const { dialog, nav, isOpen, open, unmount } = await mount();
    expect(isOpen()).toBe(false);
    expect(dialog.className).toContain('invisible -translate-x-full');
    await open();
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Site' })).toBe(dialog);
    expect(dialog.className).toContain('fixed inset-0');
    expect(nav().querySelectorAll(':scope > ul')).toHaveLength(2);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Releases', 'Radio', 'Playlists', 'SoundCloud (opens in a new tab)', 'Old shop']);
    expect(within(dialog).getByRole('link', { name: 'Lumen Tide home' }).getAttribute('href')).toBe('/');
    unmount();
  });

  it('locks the page scroll while open, starts focus on the close button and gives it back on close', async () => {
    const { dialog, opener, isOpen, open, unmount } = await mount();
    await open();
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    await act(async () => close.click());
    expect(isOpen()).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    unmount();
  });

  it('closes once a route change completes, and on Escape', async () => {
    const { nav, isOpen, open, unmount } = await mount();
    await open();
    await act(async () => within(nav()).getByRole('link', { name: 'Releases' }).click());
    expect(currentLocation()).toBe('/releases');
    expect(isOpen()).toBe(false);

    await open();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen()).toBe(false);
    unmount();
  });

  it('gives known platforms an icon and opens them in a new tab; other outside links get no icon', async () => {
    const { dialog, open, unmount } = await mount();
    await open();
    const soundcloud = within(dialog).getByRole<HTMLAnchorElement>('link', { name: 'SoundCloud (opens in a new tab)' });
    expect(soundcloud.querySelector('[data-platform="soundcloud"]')).not.toBeNull();
    expect(soundcloud.target).toBe('_blank');
    const shop = within(dialog).getByRole<HTMLAnchorElement>('link', { name: 'Old shop' });
    expect(shop.querySelector('[data-platform]')).toBeNull();
    expect(shop.target).toBe('_blank');
    unmount();
  });
});
