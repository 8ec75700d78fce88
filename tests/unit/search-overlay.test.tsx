/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { BrowserEngineQueries } from '../support/browser-engine-queries';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { Observable } from 'rxjs';
import { SearchButton } from '../../shared/components/search/search-button';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';
import type { SearchResultsData } from '../../shared/lib/frame/search';
import { click, currentLocation, renderAt } from './storefront/render-helpers';
import { dialogComponentTest } from '../support/dialog-component-test';
import { advanceFakeClock } from '../support/fake-clock';

const row = (collection: string, typeLabel: string, title: string, href: string, artist: string | null = null) => ({
  __typename: 'SearchResult',
  collection,
  typeLabel,
  title,
  artist,
  href,
});
const noResults: SearchResultsData = { product_groups: [], artists: [], posts: [], events: [] };
const lumen: SearchResultsData = {
  product_groups: [row('product_groups', 'Album', 'Lumen Tide', '/products/lumen-tide', 'Fen & Fathom')],
  artists: [row('artists', 'Artist', 'Lumen Choir', '/artists/lumen-choir')],
  posts: [],
  events: [row('events', 'Event', 'Lumen Night', '/events/lumen-night')],
};

/** A client whose link answers every Search from `answers` and records the texts it was asked. */
function recordingClient(answers: Record<string, SearchResultsData>) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const text = operation.variables.text as string;
        asked.push(text);
        const timer = setTimeout(() => {
          observer.next({ data: { search: { __typename: 'SearchResults', ...(answers[text] ?? noResults) } } });
          observer.complete();
        }, 5);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link, defaultOptions: defaultQueryOptions });
  return { client, asked };
}

/** The mounted tree, unmounted after each test even when it failed half-way. */
let mounted: { unmount: () => void } | null = null;

async function mount(answers: Record<string, SearchResultsData> = {}) {
  const { client, asked } = recordingClient(answers);
  const rendered = await renderAt(
    <BrowserEngineQueries client={client}>
      <header>
        <SearchButton />
      </header>
      <main>
        <p>Page text</p>
        <Link to="/elsewhere">Elsewhere</Link>
      </main>
    </BrowserEngineQueries>,
    { path: '/releases' },
  );
  let done = false;
  const unmount = () => {
    if (done) return;
    done = true;
    rendered.unmount();
  };
  mounted = { unmount };
  return { ...rendered, unmount, asked };
}

/** Any dialog in the page, named or not, shown or not: `toBeNull()` on it means none is there. */
const anyDialog = () => screen.queryByRole('dialog', { hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const input = () => within(dialog()).getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
const closeButton = () => within(dialog()).getByRole('button', { name: 'Close' });
const searchButton = () => within(screen.getByRole('banner')).getByRole<HTMLButtonElement>('button', { name: 'Search' });
const rows = () =>
  anyDialog() === null
    ? []
    : within(dialog())
        .queryAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent);

async function type(value: string) {
  await act(async () => void fireEvent.input(input(), { target: { value } }));
}

/** The overlay is gone and focus is back on the button that opened it. */
function expectClosedWithFocusBack() {
  expect(anyDialog()).toBeNull();
  expect(document.activeElement).toBe(searchButton());
}

/** Types `text` and waits for its rows. */
async function searchFor(text: string) {
  await type(text);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

async function openOverlay() {
  await click(searchButton());
  expect(anyDialog()).not.toBeNull();
}

describe('SearchButton and the search overlay (spec 001 §2, §4)', () => {
  // The debounce and the answers run on the fake clock: no test waits on the real one.
  dialogComponentTest(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is a link to /search before hydration, so it works without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter basename="/gb" initialEntries={['/gb/releases']}>
        <SiteNavigationProvider>
          <SearchButton />
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/gb\/search"/);
    expect(html).toContain('>Search</span>');
    expect(html).not.toContain('role="dialog"');
  });

  it("opens a full-screen dialog with the input 'Search...' focused, and locks the body's scroll", async () => {
    const { unmount } = await mount();
    expect(searchButton().textContent).toBe('Search');
    expect(searchButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(searchButton().getAttribute('aria-expanded')).toBe('false');
    expect(anyDialog()).toBeNull();
    document.body.style.overflow = 'auto';

    await openOverlay();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-label')).toBe('Search');
    expect(dialog().className).toContain('fixed inset-0');
    // Rendered into <body>, outside the header: a sticky header's backdrop filter would clip it.
    expect(dialog().parentElement).toBe(document.body);
    expect(searchButton().getAttribute('aria-expanded')).toBe('true');
    expect(searchButton().getAttribute('aria-controls')).toBe(dialog().id);
    expect(input().placeholder).toBe('Search...');
    expect(document.activeElement).toBe(input());
    expect(document.body.style.overflow).toBe('hidden');

    await click(closeButton());
    expectClosedWithFocusBack();
    expect(document.body.style.overflow).toBe('auto');
    unmount();
  });

  it('asks nothing under 3 characters; 3 or more are searched once, 500 ms after the last keystroke', async () => {
    const { asked, unmount } = await mount({ lum: lumen });
    await openOverlay();
    await type('l');
    await type('lu');
    await advanceFakeClock(700);
    expect(asked).toEqual([]);
    expect(dialog().textContent).toContain('Type at least 3 characters to search.');

    await type('lum');
    await advanceFakeClock(300);
    expect(asked).toEqual([]);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(asked).toEqual(['lum']);
    await advanceFakeClock(600);
    expect(asked).toEqual(['lum']);
    unmount();
  });

  it('restarts the wait on every keystroke: only the last text is searched', async () => {
    const { asked, unmount } = await mount({ lumen });
    await openOverlay();
    for (const text of ['lum', 'lume', 'lumen']) {
      await type(text);
      await advanceFakeClock(150);
    }
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(asked).toEqual(['lumen']);
    unmount();
  });

  it("shows rows with the type label, title or name and ' - artist'; 'Nothing found.' when empty", async () => {
    const { unmount } = await mount({ lum: lumen });
    await openOverlay();
    await searchFor('lum');
    expect(rows()).toEqual(['Album Lumen Tide - Fen & Fathom', 'Artist Lumen Choir', 'Event Lumen Night']);

    await type('zzzz');
    await waitFor(() => expect(dialog().textContent).toContain('Nothing found.'));
    expect(rows()).toEqual([]);
    unmount();
  });

  it('choosing a result navigates in place and closes', async () => {
    const { unmount } = await mount({ lum: lumen });
    await openOverlay();
    await searchFor('lum');
    await click(within(dialog()).getByRole('link', { name: 'Artist Lumen Choir' }));
    expect(currentLocation()).toBe('/artists/lumen-choir');
    expectClosedWithFocusBack();
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it('closes on a press outside the panel, but not inside it', async () => {
    const { unmount } = await mount();
    await openOverlay();
    await act(async () => void input().dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(dialog()).not.toBeNull();
    await act(async () => void dialog().dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expectClosedWithFocusBack();
    unmount();
  });

  it('closes on Escape, and keeps Tab inside the dialog while open', async () => {
    const { unmount } = await mount();
    await openOverlay();
    // The last stop is the last of the places to browse, after Close: Tab wraps from it to the input.
    expect(closeButton()).toBeTruthy();
    const links = within(dialog()).getAllByRole('link');
    const last = links[links.length - 1]!;
    last.focus();
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })));
    expect(document.activeElement).toBe(input());
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true })));
    expect(document.activeElement).toBe(last);

    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true })));
    expectClosedWithFocusBack();
    unmount();
  });

  it('Enter opens the /search page for the text and closes', async () => {
    const { unmount } = await mount();
    await openOverlay();
    await type('lumen tide');
    await act(async () => void input().form!.requestSubmit());
    expect(currentLocation()).toBe('/search?q=lumen+tide');
    expect(anyDialog()).toBeNull();
    unmount();
  });

  it('closes on any other navigation while open', async () => {
    const { unmount } = await mount();
    await openOverlay();
    await click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(currentLocation()).toBe('/elsewhere');
    expect(anyDialog()).toBeNull();
    unmount();
  });

  it('stops the pending search when closed before the wait ends', async () => {
    const { asked, unmount } = await mount({ lum: lumen });
    await openOverlay();
    await type('lum');
    await click(closeButton());
    await advanceFakeClock(700);
    expect(asked).toEqual([]);
    unmount();
  });
});
