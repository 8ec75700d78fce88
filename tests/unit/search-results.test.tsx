/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { SearchResults } from '../../shared/components/search/search-results';
import type { SearchResultsData } from '../../shared/lib/frame/search';
import { fireEvent, screen, within } from '@testing-library/react';
import { currentLocation, renderAt } from './storefront/render-helpers';

const row = (
  collection: string,
  typeLabel: string,
  title: string,
  href: string,
  artist: string | null = null,
  image: string | null = null,
) => ({
  collection,
  typeLabel,
  title,
  artist,
  href,
  image,
});
const results: SearchResultsData = {
  events: [row('events', 'Event', 'Tide Night', '/events/tide-night')],
  posts: [row('posts', 'Features', 'Tide notes', '/features/tide-notes')],
  artists: [row('artists', 'Artist', 'Tide Choir', '/artists/tide-choir')],
  product_groups: [
    row('product_groups', 'E.P.', 'Tidal Glass', '/products/tidal-glass', 'Fen & Fathom'),
    row('product_groups', '', 'Tide Tote', '/products/tide-tote'),
  ],
};
/** Every row's link, group after group (each group is a list of its own). */
const rowLinks = () => screen.getAllByRole('list').flatMap((list) => within(list).getAllByRole('link'));
const empty: SearchResultsData = { product_groups: [], artists: [], posts: [], events: [] };

describe('SearchResults (spec 001 §2, §3, §8)', () => {
  it("lists rows as type label, title or name and ' - artist': product groups, artists, posts, events", async () => {
    const { container } = await renderAt(<SearchResults results={results} />);
    const links = rowLinks();
    expect(links.map((a) => a.textContent)).toEqual([
      'E.P. Tidal Glass - Fen & Fathom',
      'Tide Tote',
      'Artist Tide Choir',
      'Features Tide notes',
      'Event Tide Night',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/products/tidal-glass',
      '/products/tide-tote',
      '/artists/tide-choir',
      '/features/tide-notes',
      '/events/tide-night',
    ]);
    expect(container.textContent).not.toContain('Nothing found.');
  });

  it("adds the day to an event's and a post's row, so two hits of the same name tell apart", async () => {
    const dated: SearchResultsData = {
      ...empty,
      posts: [{ ...row('posts', 'Features', 'Tide notes', '/features/tide-notes'), date: '2026-03-12T09:00:00Z' }],
      events: [
        { ...row('events', 'Event', 'Tide Night', '/events/tide-night-2026'), date: '2026-07-04T19:00:00' },
        { ...row('events', 'Event', 'Tide Night', '/events/tide-night-2025'), date: '2025-07-05T19:00:00' },
        { ...row('events', 'Event', 'Tide Night', '/events/tide-night-tba'), date: null },
      ],
    };
    await renderAt(<SearchResults results={dated} />);
    const links = rowLinks();
    expect(links.map((a) => a.textContent)).toEqual([
      'Features Tide notes · 12 March 2026',
      'Event Tide Night · Saturday 4 July 2026 · 19:00',
      'Event Tide Night · Saturday 5 July 2025 · 19:00',
      'Event Tide Night',
    ]);
    expect(links.map((a) => a.querySelector('time')?.getAttribute('datetime') ?? null)).toEqual([
      '2026-03-12T09:00:00Z',
      '2026-07-04T19:00',
      '2025-07-05T19:00',
      null,
    ]);
  });

  it("says 'Nothing found.' when there are no results", async () => {
    const { container } = await renderAt(<SearchResults results={empty} />);
    expect(screen.getByRole('status').textContent).toBe('Nothing found.');
    expect(container.querySelector('ul')).toBeNull();
  });

  it('puts each group under its heading, in the spec order, and leaves out empty groups', async () => {
    await renderAt(<SearchResults results={{ ...results, posts: [] }} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Releases & merch',
      'Artists',
      'Events',
    ]);
    const artists = screen.getByRole('region', { name: 'Artists' });
    expect(
      within(artists)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Artist Tide Choir']);
  });

  it('gives each row its picture (round for an artist), and a title tile where it has none', async () => {
    const pictured: SearchResultsData = {
      ...empty,
      product_groups: [row('product_groups', 'E.P.', 'Tidal Glass', '/products/tidal-glass', 'Fen & Fathom', 'cover-1')],
      artists: [row('artists', 'Artist', 'Tide Choir', '/artists/tide-choir', null, 'portrait-1')],
      events: [row('events', 'Event', 'Tide Night', '/events/tide-night')],
    };
    const { container } = await renderAt(<SearchResults results={pictured} />);
    const [release, artist, event] = rowLinks();
    expect(release!.querySelector('noscript, img')).not.toBeNull();
    expect(container.innerHTML).toContain(encodeURIComponent('/assets/cover-1'));
    expect(container.innerHTML).toContain(encodeURIComponent('/assets/portrait-1'));
    expect(artist!.firstElementChild!.className).toContain('rounded-full');
    expect(release!.firstElementChild!.className).not.toContain('rounded-full');
    expect(event!.querySelector('[data-title-tile]')?.getAttribute('data-initial')).toBe('T');
    expect(event!.textContent).toBe('Event Tide Night');
  });

  it('after nothing found: what was searched, a hint, and places to browse', async () => {
    const { container } = await renderAt(<SearchResults results={empty} text="  zqxjvw " />);
    expect(container.textContent).toContain('No results for “zqxjvw”.');
    expect(container.textContent).toContain('Check the spelling, or try an artist’s name or a release title.');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/releases', '/artists', '/news', '/events', '/merch']);
  });

  it('navigates in place when a row is chosen, and tells the caller', async () => {
    const onChoose = jest.fn();
    await renderAt(<SearchResults results={results} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('link', { name: 'Artist Tide Choir' }));
    expect(currentLocation()).toBe('/artists/tide-choir');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it("keeps the visitor's locale in every link", () => {
    const html = renderToString(
      <MemoryRouter basename="/us" initialEntries={['/us/search?q=tide']}>
        <SiteNavigationProvider>
          <SearchResults results={results} />
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/us/products/tidal-glass"');
    expect(html).toContain('href="/us/events/tide-night"');
  });
});
