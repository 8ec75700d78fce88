/** @jest-environment jsdom */
import './jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../../shared/app/site-navigation';
import { CollectionCarousel } from '../../../shared/components/storefront/collection-carousel';
import type { TileItem } from '../../../shared/components/storefront/storefront-types';
import { COLLECTION_CAROUSEL_AUTOPLAY_MS } from '../../../shared/lib/catalog/carousel';
import { MORE_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import { click, renderAt } from './render-helpers';

const items: TileItem[] = [
  {
    __typename: 'product_groups',
    id: 'g1',
    title: 'Low Orbit',
    type: 'album',
    href: '/products/low-orbit',
    heroCoverImage: 'hero-orbit',
    cover_image: 'cover-orbit',
    artist: { name: 'Nova Reef', href: '/artists/nova-reef' },
  },
  { __typename: 'product_groups', id: 'g2', title: 'Salt Lines', type: 'single', href: '/products/salt-lines', cover_image: 'cover-salt' },
  { __typename: 'posts', id: 'p3', title: 'Harbour Lights', href: '/features/harbour-lights', image: 'post-harbour' },
];

const slides = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
const currentSlide = (container: HTMLElement) => slides(container).findIndex((slide) => !slide.hasAttribute('aria-hidden'));
/** The strip under the slides: one entry per slide, each a button and a 'More' link. */
const strip = () => within(screen.getByRole('list'));
const stripButtons = () => strip().getAllByRole<HTMLButtonElement>('button');

describe('CollectionCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('advances every 5000 ms and wraps to the first slide', async () => {
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} label="Featured" baseId="featured" />);
    expect(currentSlide(container)).toBe(0);
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS - 1);
    expect(currentSlide(container)).toBe(0);
    await advance(1);
    expect(currentSlide(container)).toBe(1);
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS);
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS);
    expect(currentSlide(container)).toBe(0);
    const before = jest.getTimerCount();
    unmount();
    // The pending advance is cleared with the carousel.
    expect(jest.getTimerCount()).toBe(before - 1);
  });

  it('pauses while the mouse is over it and resumes when it leaves', async () => {
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} baseId="featured" />);
    const section = container.querySelector('section')!;
    await act(async () => {
      section.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS * 3);
    expect(currentSlide(container)).toBe(0);
    await act(async () => {
      section.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS);
    expect(currentSlide(container)).toBe(1);
    unmount();
  });

  it('pauses while keyboard focus is inside it', async () => {
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} baseId="featured" />);
    await act(async () => stripButtons()[0]!.focus());
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS * 2);
    expect(currentSlide(container)).toBe(0);
    await act(async () => stripButtons()[0]!.blur());
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS);
    expect(currentSlide(container)).toBe(1);
    unmount();
  });

  it('lists every slide in the strip (type label, title, "by artist", More link); a click selects the slide', async () => {
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} baseId="featured" />);
    const buttons = stripButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'AlbumLow Orbitby Nova Reef',
      'SingleSalt Lines',
      'FeaturesHarbour Lights',
    ]);
    const more = strip().getAllByRole('link');
    expect(more.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [MORE_TEXT, '/products/low-orbit'],
      [MORE_TEXT, '/products/salt-lines'],
      [MORE_TEXT, '/features/harbour-lights'],
    ]);
    await click(buttons[2]!);
    expect(currentSlide(container)).toBe(2);
    expect(buttons[2]!.getAttribute('aria-current')).toBe('true');
    expect(container.querySelectorAll('button[aria-label*="Next"], button[aria-label*="Prev"]')).toHaveLength(0);
    unmount();
  });

  it('takes slide images from heroCoverImage, cover_image or image', async () => {
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} baseId="featured" />);
    const sources = slides(container).map((slide) => slide.querySelector('img')!.getAttribute('srcset'));
    expect(sources[0]).toContain('hero-orbit');
    expect(sources[1]).toContain('cover-salt');
    expect(sources[2]).toContain('post-harbour');
    unmount();
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    const { container, unmount } = await renderAt(<CollectionCarousel items={items} baseId="featured" />);
    await advance(COLLECTION_CAROUSEL_AUTOPLAY_MS * 2);
    expect(currentSlide(container)).toBe(0);
    unmount();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('renders the first slide on the server', () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteNavigationProvider>
          <CollectionCarousel items={items} baseId="featured" />
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(currentSlide(box)).toBe(0);
    expect(slides(box)[1]!.hasAttribute('inert')).toBe(true);
    expect(slides(box)[0]!.getAttribute('aria-label')).toBe('1 of 3');
  });
});
