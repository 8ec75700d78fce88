/** @jest-environment jsdom */
import './jsdom-polyfills';
import { ItemTile, playPreviewLabel } from '../../../shared/components/storefront/item-tile';
import type { TileItem } from '../../../shared/components/storefront/storefront-types';
import { ADD_TO_BASKET_TEXT, OUT_NOW_TEXT, PRE_ORDER_TEXT, SALE_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import { screen } from '@testing-library/react';
import { NOW, renderAt } from './render-helpers';

const gbp = (value: number, discount = 0) => ({ currency: { code: 'GBP' }, value, discount });

const release: TileItem = {
  __typename: 'product_groups',
  id: 'pg-1',
  title: 'Tidal Glass',
  href: '/products/tidal-glass',
  reference_type: 'release',
  type: 'ep',
  release_date: '2025-09-12',
  cover_image: 'cover-tidal',
  artist: { name: 'Nova Reef', href: '/artists/nova-reef' },
  label: { name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main', primary_colour: '#0b1d2a', secondary_colour: '#7fd1c7' },
  products: [
    { id: 'p-1', prices: [gbp(12)] },
    { id: 'p-2', prices: [gbp(8)] },
  ],
};

describe('ItemTile', () => {
  it('links the whole tile through its title, with artist and label links as siblings, never nested', async () => {
    const { container } = await renderAt(<ItemTile item={release} now={NOW} currency="GBP" collection="product_groups" />);
    expect(container.querySelectorAll('a a')).toHaveLength(0);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tidal Glass', '/products/tidal-glass'],
      ['Nova Reef', '/artists/nova-reef'],
      ['Lumen Tide', '/releases?label=lumen-tide'],
    ]);
    expect(links.every((a) => !a.hasAttribute('target'))).toBe(true);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Tidal Glass');
    expect(container.textContent).toContain('by Nova Reef');
    expect(container.textContent).toContain('E.P.');
    expect(container.textContent).toContain(PRE_ORDER_TEXT);
    // The lowest price across the group's products.
    expect(container.textContent).toContain('£8.00');
    expect(container.textContent).not.toContain('£12.00');
    // The featured label is highlighted in its colour.
    const labelLine = links[2]!.parentElement!;
    expect(labelLine.className).toContain('text-accent');
    // The label's light accent, not its dark ground, colours the name on a dark tile.
    expect(labelLine.getAttribute('style')).toContain('color: rgb(127, 209, 199)');
  });

  it('gives a release a preview play button and no basket button', async () => {
    const { container } = await renderAt(<ItemTile item={{ ...release, release_date: '2024-02-02' }} now={NOW} currency="GBP" />);
    const play = screen.getByRole('button', { name: playPreviewLabel('Tidal Glass') });
    expect(play.getAttribute('aria-label')).toBe('Play preview of Tidal Glass');
    expect(play.getAttribute('data-reference-id')).toBe('pg-1');
    expect(container.textContent).toContain(OUT_NOW_TEXT);
    expect(container.textContent).not.toContain(ADD_TO_BASKET_TEXT);
  });

  it('gives a product its Add to Basket button (wired once hydrated), its price and descriptor', async () => {
    const product: TileItem = {
      __typename: 'products',
      id: 'prod-9',
      title: 'Tidal Glass',
      href: '/products/tidal-glass/vinyl',
      format: 'Vinyl',
      variant: '12”',
      prices: [gbp(24, 4)],
      group: {
        reference_type: 'release',
        artist: { name: 'Nova Reef', href: '/artists/nova-reef' },
        label: { name: 'Lumen Tide', isFeatured: true },
      },
    };
    const { container } = await renderAt(<ItemTile item={product} now={NOW} currency="GBP" collection="products" />);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: ADD_TO_BASKET_TEXT });
    expect(add.textContent).toBe(ADD_TO_BASKET_TEXT);
    expect(add.disabled).toBe(false);
    expect(add.getAttribute('data-product-id')).toBe('prod-9');
    expect(container.querySelector('button[data-reference-id]')).toBeNull();
    expect(container.textContent).toContain('Vinyl, 12”');
    expect(container.textContent).toContain('£20.00');
    expect(container.textContent).toContain(SALE_TEXT);
    expect(container.querySelectorAll('a a')).toHaveLength(0);
  });

  it('opens outside links in a new tab with no-referrer and nofollow, an external label included', async () => {
    const item: TileItem = {
      ...release,
      url: 'https://shop.example.net/tidal-glass',
      label: { name: 'Driftwood Audio', kind: 'external', website: 'https://driftwood.example' },
    };
    await renderAt(<ItemTile item={item} now={NOW} currency="GBP" />);
    const title = screen.getByRole('link', { name: 'Tidal Glass' });
    expect(title.getAttribute('href')).toBe('https://shop.example.net/tidal-glass');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('rel')).toBe('noreferrer nofollow');
    const label = screen.getByRole('link', { name: 'Driftwood Audio' });
    expect(label.getAttribute('href')).toBe('https://driftwood.example');
    expect(label.getAttribute('target')).toBe('_blank');
    expect(label.getAttribute('rel')).toBe('noreferrer nofollow');
    expect(label.parentElement!.className).not.toContain('text-accent');
  });

  it('shows a radio show with its strap (under its title, in its overlay colour) and logo, and custom items in their colours', async () => {
    const show: TileItem = {
      __typename: 'radioShows',
      id: 'r-1',
      title: 'Night Shift 12',
      url: '/radio/night-shift-12',
      cover_image: 'radio-cover',
      showLogo: 'radio-logo',
      strap: 'Deep cuts after dark',
      textOverlayColour: '#ffcc00',
    };
    const first = await renderAt(<ItemTile item={show} now={NOW} currency="GBP" collection="radioShows" />);
    expect(first.container.textContent).toContain('Radio');
    const strap = Array.from(first.container.querySelectorAll('p')).find((p) => p.textContent === 'Deep cuts after dark')!;
    expect(strap.getAttribute('style')).toMatch(/color: (#ffcc00|rgb\(255, 204, 0\))/);
    // Nothing over the show's art: the strap follows the title (decision 0103).
    const heading = first.container.querySelector('h3')!;
    expect(heading.compareDocumentPosition(strap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(first.container.querySelectorAll('img')).toHaveLength(2);
    // Without a recording, nothing to play.
    expect(first.container.querySelector('button')).toBeNull();
    first.unmount();

    const withAudio = await renderAt(
      <ItemTile item={{ ...show, audio_url: '/assets/night-shift-12' }} now={NOW} currency="GBP" collection="radioShows" />,
    );
    const play = screen.getByRole('button', { name: 'Play Night Shift 12' });
    expect(play.getAttribute('data-reference-id')).toBe('radio:r-1');
    expect(play.getAttribute('aria-pressed')).toBe('false');
    expect(play.className).toContain('h-11 w-11');
    withAudio.unmount();

    const custom: TileItem = {
      __typename: 'custom_items',
      id: 'c-1',
      title: 'Summer Sampler',
      type_label: 'Mixtape',
      url: '/sampler',
      primary_colour: '#101820',
      secondary_colour: '#fee715',
    };
    const second = await renderAt(<ItemTile item={custom} now={NOW} currency="GBP" />);
    const article = second.container.querySelector('article')!;
    expect(article.getAttribute('style')).toContain('background-color');
    expect(second.container.textContent).toContain('Mixtape');
  });

  it("shows an event's date and venue under its title, as the event gives them", async () => {
    const event: TileItem = {
      __typename: 'events',
      id: 'e-1',
      title: 'Lumen Tide Weekender',
      href: '/events/lumen-tide-weekender',
      date: '2027-06-12T19:30:00',
      venue: { name: 'Kiln Yard', location: 'Bristol, UK' },
    };
    const first = await renderAt(<ItemTile item={event} now={NOW} currency="GBP" collection="events" />);
    const time = first.container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2027-06-12T19:30');
    expect(time.textContent).toBe('Saturday 12 June 2027 · 19:30');
    // The venue on a line of its own, under the date.
    expect(time.nextElementSibling!.textContent).toBe('Kiln Yard');
    first.unmount();

    // No venue: the date alone. No date or one that is not a date: no line at all.
    const second = await renderAt(<ItemTile item={{ ...event, venue: null }} now={NOW} currency="GBP" collection="events" />);
    expect(second.container.querySelector('time')!.parentElement!.textContent).toBe('Saturday 12 June 2027 · 19:30');
    expect(second.container.textContent).not.toContain('Kiln Yard');
    second.unmount();
    const third = await renderAt(<ItemTile item={{ ...event, date: 'soon' }} now={NOW} currency="GBP" collection="events" />);
    expect(third.container.querySelector('time')).toBeNull();
    expect(third.container.textContent).not.toContain('Kiln Yard');
    third.unmount();

    // Other items with a date (a radio show) show none.
    const show = await renderAt(
      <ItemTile item={{ __typename: 'radioShows', id: 'r-2', title: 'Night Shift 13', date: '2027-06-12' }} now={NOW} currency="GBP" />,
    );
    expect(show.container.querySelector('time')).toBeNull();
    show.unmount();
  });

  it('shows the day a post was published under its title', async () => {
    const post: TileItem = {
      __typename: 'posts',
      id: 'p-1',
      type: 'news',
      title: 'Halo 2 is out',
      href: '/features/halo-2-is-out',
      date_published: '2026-03-12T09:00:00Z',
    };
    const first = await renderAt(<ItemTile item={post} now={NOW} currency="GBP" collection="posts" />);
    const time = first.container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-03-12T09:00:00Z');
    expect(time.textContent).toBe('12 March 2026');
    first.unmount();

    const undated = await renderAt(<ItemTile item={{ ...post, date_published: null }} now={NOW} currency="GBP" collection="posts" />);
    expect(undated.container.querySelector('time')).toBeNull();
    undated.unmount();
  });

  it('shows a tile without an address as plain text', async () => {
    const { container } = await renderAt(
      <ItemTile item={{ __typename: 'artists', id: 'a-1', name: 'Quiet Harbour' }} now={NOW} currency="GBP" collection="artists" />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Quiet Harbour');
    expect(container.querySelectorAll('article a')).toHaveLength(0);
    expect(container.textContent).toContain('Artist');
  });

  it('draws an item without a picture as its title on a colour of its own, never an empty box', async () => {
    const untitled = { ...release, cover_image: null };
    const { container } = await renderAt(<ItemTile item={untitled} now={NOW} currency="GBP" collection="product_groups" />);
    const tile = container.querySelector('[data-title-tile]');
    expect(tile?.textContent).toBe('Tidal Glass');
    // Decorative: the heading already names the item.
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    expect(tile?.getAttribute('style')).toMatch(/background-color: rgb/);
    const other = await renderAt(<ItemTile item={{ ...untitled, title: 'Harbour Lights' }} now={NOW} currency="GBP" />);
    const otherStyle = other.container.querySelector('[data-title-tile]')?.getAttribute('style');
    expect(otherStyle).not.toBe(tile?.getAttribute('style'));
  });
});
