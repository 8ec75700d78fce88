/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { activeVideoUrl, playerUrl } from '../../shared/components/video/active-video';
import { VideoPopup } from '../../shared/components/video/video-popup';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

async function mount() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={['/radio']}>
        <SiteNavigationProvider>
          <button type="button">Opener</button>
          <VideoPopup />
          <Link to="/events">Events</Link>
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('VideoPopup', () => {
  afterEach(() => activeVideoUrl(null));

  it('opens while a video address is set, with focus on Close, and Escape closes it', async () => {
    const { container, unmount } = await mount();
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    const opener = container.querySelector('button')!;
    opener.focus();
    await act(async () => void activeVideoUrl(playerUrl('abc123')));
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(document.activeElement?.textContent).toBe('Close');
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(activeVideoUrl()).toBeNull();
    expect(document.activeElement).toBe(opener);
    unmount();
  });

  it('keeps Tab inside the popup like every modal, and locks the page scroll while open', async () => {
    const { container, unmount } = await mount();
    await act(async () => void activeVideoUrl(playerUrl('abc123')));
    const close = container.querySelector<HTMLButtonElement>('[role="dialog"] button')!;
    expect(document.activeElement).toBe(close);
    expect(document.body.style.overflow).toBe('hidden');
    // Close and the player are its stops: Tab goes from one to the other and never back to the page.
    const player = container.querySelector<HTMLIFrameElement>('[role="dialog"] iframe')!;
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true })));
    expect(document.activeElement).toBe(player);
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })));
    expect(document.activeElement).toBe(close);
    await act(async () => close.click());
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it('closes with its button and on any page navigation', async () => {
    const { container, unmount } = await mount();
    await act(async () => void activeVideoUrl(playerUrl('one')));
    await act(async () => (container.querySelector('[role="dialog"] button') as HTMLButtonElement).click());
    expect(activeVideoUrl()).toBeNull();
    await act(async () => void activeVideoUrl(playerUrl('two')));
    await act(async () => (container.querySelector('a[href="/events"]') as HTMLAnchorElement).click());
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    unmount();
  });

  it('plays the site’s own media (a same-origin address) in a <video controls autoplay playsinline>, not a frame', async () => {
    const { container, unmount } = await mount();
    await act(async () => void activeVideoUrl('/assets/7d67f665-1724-41df-9301-a5c35d7153a3'));
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('iframe')).toBeNull();
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/assets/7d67f665-1724-41df-9301-a5c35d7153a3');
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Close');
    unmount();
  });

  it('keeps a video service’s player in the privacy-enhanced frame, even for an address that only looks local', async () => {
    const { container, unmount } = await mount();
    await act(async () => void activeVideoUrl('//evil.example/clip.webm'));
    expect(container.querySelector('[role="dialog"] video')).toBeNull();
    expect(container.querySelector('[role="dialog"] iframe')!.getAttribute('src')).toBe('//evil.example/clip.webm');
    unmount();
  });

  it('stays open when mounted with a video already set (the frame loads it on opening), and a route change still closes it', async () => {
    activeVideoUrl(playerUrl('late'));
    const { container, unmount } = await mount();
    expect(container.querySelector('[role="dialog"] iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/late?autoplay=1',
    );
    expect(activeVideoUrl()).toBe(playerUrl('late'));
    await act(async () => (container.querySelector('a[href="/events"]') as HTMLAnchorElement).click());
    expect(activeVideoUrl()).toBeNull();
    unmount();
  });
});
