/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { act, useState } from 'react';
import { OverlayMenu } from '../../../shared/components/frame/overlay-menu';
import { render } from '../storefront/render-helpers';

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
      <button type="button" data-opener onClick={() => setOpen(true)}>
        Menu
      </button>
      <OverlayMenu open={open} onClose={() => setOpen(false)} columns={columns} siteName="Lumen Tide" logoVariant="default" />
    </>
  );
}

async function mount() {
  const rendered = await render(<Harness />);
  const dialog = rendered.container.querySelector<HTMLElement>('[role="dialog"]')!;
  const opener = rendered.container.querySelector<HTMLButtonElement>('[data-opener]')!;
  const isOpen = () => dialog.className.includes('visible translate-x-0');
  const open = async () => {
    opener.focus();
    await act(async () => opener.click());
  };
  return { ...rendered, dialog, opener, isOpen, open };
}

describe('OverlayMenu (spec 001 §2 "Overlay menu", §4)', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('fills the screen and slides in from the left, with the columns, nested menus and the logo to /', async () => {
    const { dialog, isOpen, open, unmount } = await mount();
    expect(isOpen()).toBe(false);
    expect(dialog.className).toContain('invisible -translate-x-full');
    await open();
    expect(isOpen()).toBe(true);
    expect(dialog.className).toContain('fixed inset-0');
    expect(dialog.querySelectorAll('nav > ul')).toHaveLength(2);
    expect([...dialog.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual([
      'Releases',
      'Radio',
      'Playlists',
      'SoundCloud (opens in a new tab)',
      'Old shop',
    ]);
    expect(dialog.querySelector('a[href="/"]')).not.toBeNull();
    unmount();
  });

  it('locks the page scroll while open, starts focus on the close button and gives it back on close', async () => {
    const { dialog, opener, isOpen, open, unmount } = await mount();
    await open();
    expect(document.body.style.overflow).toBe('hidden');
    const close = dialog.querySelector('button')!;
    expect(document.activeElement).toBe(close);
    await act(async () => close.click());
    expect(isOpen()).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    unmount();
  });

  it('closes once a route change completes, and on Escape', async () => {
    const { dialog, isOpen, open, container, unmount } = await mount();
    await open();
    await act(async () => [...dialog.querySelectorAll('a')].find((a) => a.textContent === 'Releases')!.click());
    expect(container.querySelector('[data-testid="location"]')!.textContent).toBe('/releases');
    expect(isOpen()).toBe(false);

    await open();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen()).toBe(false);
    unmount();
  });

  it('gives known platforms an icon and opens them in a new tab; other outside links get no icon', async () => {
    const { dialog, open, unmount } = await mount();
    await open();
    const soundcloud = [...dialog.querySelectorAll('a')].find((a) => a.textContent?.includes('SoundCloud'))!;
    expect(soundcloud.querySelector('[data-platform="soundcloud"]')).not.toBeNull();
    expect(soundcloud.target).toBe('_blank');
    const shop = [...dialog.querySelectorAll('a')].find((a) => a.textContent === 'Old shop')!;
    expect(shop.querySelector('[data-platform]')).toBeNull();
    expect(shop.target).toBe('_blank');
    unmount();
  });
});
