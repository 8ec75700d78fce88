/** @jest-environment jsdom */
import './jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../../shared/app/site-navigation';
import { FilterMenu } from '../../../shared/components/storefront/filter-menu';
import { Grid } from '../../../shared/components/storefront/grid';
import type { TileItem } from '../../../shared/components/storefront/storefront-types';
import { LOAD_MORE_SCROLL_OFFSET_PX } from '../../../shared/lib/catalog/collection-paging';
import { CLEAR_FILTERS_TEXT, LOAD_MORE_TEXT, LOADING_TEXT, MORE_TEXT, NO_ITEMS_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import { byText, NOW, renderAt } from './render-helpers';

const items: TileItem[] = ['Low Orbit', 'Salt Lines', 'Harbour Lights'].map((title, index) => ({
  __typename: 'posts',
  id: `post-${index}`,
  title,
  href: `/features/${title.toLowerCase().replace(/ /g, '-')}`,
}));

describe('Grid', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads "No items found" and offers "Clear filters" to the same path when there is a query', async () => {
    const { container, unmount } = await renderAt(<Grid items={[]} now={NOW} currency="GBP" />, { path: '/news?tag=Ambient&year=2024' });
    expect(container.textContent).toContain(NO_ITEMS_TEXT);
    const clear = screen.getByRole('link', { name: CLEAR_FILTERS_TEXT });
    expect(clear.getAttribute('href')).toBe('/news');
    unmount();
  });

  it('offers no "Clear filters" without a query string', async () => {
    const { container, unmount } = await renderAt(<Grid items={[]} now={NOW} currency="GBP" />, { path: '/news' });
    expect(container.textContent).toContain(NO_ITEMS_TEXT);
    expect(byText(container, 'a', CLEAR_FILTERS_TEXT)).toBeNull();
    unmount();
  });

  it('shows 4 pulsing placeholders while loading with no items', async () => {
    const { container, unmount } = await renderAt(<Grid items={[]} loading now={NOW} currency="GBP" />);
    const placeholders = container.querySelectorAll('[data-placeholder]');
    expect(placeholders).toHaveLength(4);
    expect(Array.from(placeholders).every((tile) => tile.className.includes('animate-pulse'))).toBe(true);
    expect(container.textContent).not.toContain(NO_ITEMS_TEXT);
    expect(container.textContent).toContain(LOADING_TEXT);
    unmount();
  });

  it('a list of one collection does not say on every tile what they all are; one of items without a collection does', async () => {
    const news = await renderAt(<Grid items={items} collection="posts" now={NOW} currency="GBP" />);
    expect(news.container.textContent).not.toContain('Features');
    news.unmount();
    const mixed = await renderAt(<Grid items={items} now={NOW} currency="GBP" />);
    expect(mixed.container.querySelectorAll('article p.uppercase')).toHaveLength(3);
    expect(mixed.container.textContent).toContain('Features');
    mixed.unmount();
  });

  it('lays items out in 2, 3 and 4 columns, or 6 when configured', async () => {
    const four = await renderAt(<Grid items={items} now={NOW} currency="GBP" />);
    expect(screen.getByRole('list').className).toMatch(/grid-cols-2 .*md:grid-cols-3 .*lg:grid-cols-4/);
    four.unmount();
    const six = await renderAt(<Grid items={items} columns={6} now={NOW} currency="GBP" />);
    expect(screen.getByRole('list').className).toContain('lg:grid-cols-6');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(six.container.querySelectorAll('li')).toHaveLength(3);
    six.unmount();
  });

  it('loads more on click, reads "Loading..." disabled meanwhile, then scrolls the button spot 128 px below the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let finish: () => void = () => {};
    const onLoadMore = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const ui = (loadingMore: boolean) => (
      <Grid items={items} hasMore loadingMore={loadingMore} onLoadMore={onLoadMore} nextPageHref="/news?page=2" now={NOW} currency="GBP" />
    );
    const { rerender, unmount } = await renderAt(ui(false));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: LOAD_MORE_TEXT });
    expect(button.disabled).toBe(false);
    jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });

    await act(async () => button.click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => rerender(ui(true)));
    const busy = screen.getByRole<HTMLButtonElement>('button');
    expect(busy.textContent).toBe(LOADING_TEXT);
    expect(busy.disabled).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();

    // The fetch resolves before the new items are drawn: the page is still too short to scroll.
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const pageHeight = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight + 500);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(scrollTo).not.toHaveBeenCalled();
    // The new items are in the page: the next frame scrolls.
    pageHeight.mockReturnValue(3000);
    await act(async () => rerender(ui(false)));
    frames.shift()!(0);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 300 - LOAD_MORE_SCROLL_OFFSET_PX, behavior: 'smooth' });
    unmount();
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('renders the load-more control as a real link to the next page on the server (no JavaScript needed)', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/news']}>
        <SiteNavigationProvider>
          <Grid items={items} hasMore onLoadMore={() => {}} nextPageHref="/news?page=2" now={NOW} currency="GBP" />
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(new RegExp(`<a href="/news\\?page=2"[^>]*>${LOAD_MORE_TEXT}</a>`));
    expect(html).not.toContain('<button');
  });

  it('hydrates the server markup without a mismatch, then swaps the link for the in-place button', async () => {
    const ui = (
      <MemoryRouter initialEntries={['/news?tag=Ambient']}>
        <SiteNavigationProvider>
          <FilterMenu menu="posts" now={NOW} tags={[{ name: 'Ambient' }]} />
          <Grid items={items} hasMore onLoadMore={() => {}} nextPageHref="/news?tag=Ambient&page=2" now={NOW} currency="GBP" />
        </SiteNavigationProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    expect(within(container).getByRole('link', { name: LOAD_MORE_TEXT })).not.toBeNull();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(byText(container, 'a', LOAD_MORE_TEXT)).toBeNull();
    expect(within(container).getByRole('button', { name: LOAD_MORE_TEXT })).not.toBeNull();
    // The first drop-down of the menu (a phone's one Filter control before it carries no state of its own).
    expect(container.querySelector('nav summary')!.getAttribute('aria-expanded')).toBe('false');
    act(() => root!.unmount());
    container.remove();
  });

  it('shows no load-more control when there is nothing more', async () => {
    const { container, unmount } = await renderAt(<Grid items={items} hasMore={false} onLoadMore={() => {}} now={NOW} currency="GBP" />);
    expect(byText(container, 'button', LOAD_MORE_TEXT)).toBeNull();
    unmount();
  });

  it('shows a More link instead of the load-more control when one is configured', async () => {
    const { container, unmount } = await renderAt(
      <Grid items={items} hasMore onLoadMore={() => {}} moreLink={{ url: '/news', text: '' }} now={NOW} currency="GBP" />,
    );
    expect(byText(container, 'button', LOAD_MORE_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: MORE_TEXT }).getAttribute('href')).toBe('/news');
    unmount();
  });

  it('puts the load-more control in the last cell, spanning what is left of the last row at 2, 3 and 4 columns', async () => {
    const { unmount } = await renderAt(<Grid items={items} hasMore onLoadMore={() => {}} now={NOW} currency="GBP" />);
    const cells = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cells).toHaveLength(items.length + 1);
    const last = cells[cells.length - 1]!;
    expect(within(last).getByRole('button', { name: LOAD_MORE_TEXT })).not.toBeNull();
    // 3 items: 1 left in a row of 2, none in a row of 3 (a row of its own), 1 in a row of 4.
    expect(last.className.split(' ')).toEqual(expect.arrayContaining(['col-span-1', 'md:col-span-3', 'lg:col-span-1']));
    unmount();
  });

  it('puts the More link in the last cell of a grid of 6', async () => {
    const { unmount } = await renderAt(
      <Grid items={items} columns={6} moreLink={{ url: '/news', text: 'All news' }} now={NOW} currency="GBP" />,
    );
    const cells = within(screen.getByRole('list')).getAllByRole('listitem');
    const last = cells[cells.length - 1]!;
    expect(within(last).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
    expect(last.className.split(' ')).toEqual(expect.arrayContaining(['col-span-1', 'md:col-span-3', 'lg:col-span-3']));
    unmount();
  });
});
