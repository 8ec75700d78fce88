/** @jest-environment jsdom */
import './jsdom-polyfills';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { useApolloClient } from '@apollo/client/react';
import { browserEngineOver } from '../../support/browser-engine-queries';
import { QueryEngineContext } from '../../../shared/app/site-query';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CollectionView } from '../../../shared/components/storefront/collection-view';
import { LABEL_FILTER_OPTIONS, POSTS_COLLECTION, PRODUCT_GROUPS_COLLECTION, TAG_FILTER_OPTIONS } from '../../../shared/graphql/collections';
import { defaultQueryOptions } from '../../../shared/graphql/cache';
import { nextPageVariables, pageVariables } from '../../../shared/lib/catalog/collection-paging';
import { COLLECTION_ERROR_TEXT, LOAD_MORE_TEXT, MORE_TEXT, NO_ITEMS_TEXT } from '../../../shared/lib/catalog/storefront-texts';
import type { CollectionView as CollectionViewConfig } from '../../../server/sources/content/model';
import { byText, click, NOW, renderAt } from './render-helpers';

const post = (n: number) => ({
  __typename: 'posts',
  id: `post-${n}`,
  type: 'news',
  title: `Dispatch ${n}`,
  slug: `dispatch-${n}`,
  href: `/features/dispatch-${n}`,
  date_published: `2024-0${(n % 9) + 1}-10`,
  cover_image: `cover-${n}`,
  image_url: null,
  summary: `Notes from the studio, part ${n}.`,
  tags: [],
});
const posts = (from: number, count: number) => Array.from({ length: count }, (_, i) => post(from + i));

type Mock = MockLink.MockedResponse;
const postsMock = (variables: Record<string, unknown>, items: unknown[], delay = 10): Mock => ({
  request: { query: POSTS_COLLECTION, variables },
  result: { data: { posts: items } },
  delay,
});
const tagsMock: Mock = {
  request: { query: TAG_FILTER_OPTIONS },
  result: { data: { tags: [{ __typename: 'tags', id: 'tag-1', name: 'Ambient' }] } },
  delay: 10,
};
/** The release menu's label options: none, so it asks for no artists either. */
const noLabelsMock: Mock = {
  request: { query: LABEL_FILTER_OPTIONS },
  result: { data: { labels: [] } },
};

const grid = (overrides: Partial<CollectionViewConfig> = {}): CollectionViewConfig => ({
  collection: 'posts',
  title: 'Latest news',
  display: 'grid',
  sort: ['-date_published'],
  limit: 4,
  pagination: true,
  ...overrides,
});

/** The titles of the tiles shown, in order. */
const tiles = () =>
  screen
    .queryAllByRole('article')
    .flatMap((article) => within(article).queryAllByRole('heading', { level: 3 }))
    .map((heading) => heading.textContent);
/** The mocked answers take real milliseconds (up to 300): allow each wait 2 s, as these tests always have. */
const eventually = (check: () => void) => waitFor(check, { timeout: 2000 });

/** Site queries over the mocked provider's own client. */
function MockedQueries({ children }: { children: ReactNode }) {
  return <QueryEngineContext.Provider value={browserEngineOver(useApolloClient())}>{children}</QueryEngineContext.Provider>;
}

function withApollo(mocks: readonly Mock[], ui: ReactNode) {
  return (
    <MockedProvider mocks={mocks} defaultOptions={defaultQueryOptions}>
      <MockedQueries>{ui}</MockedQueries>
    </MockedProvider>
  );
}

describe('CollectionView', () => {
  afterEach(() => jest.restoreAllMocks());

  // The answer takes 300 ms, so the loading state is still on screen however slow the machine.
  it('shows placeholders while loading, then the items, under its title', async () => {
    const first = pageVariables(0, 4);
    expect(first).toEqual({ limit: 3, offset: 0 });
    const { container, unmount } = await renderAt(
      withApollo([postsMock({ sort: ['-date_published'], ...first }, posts(1, 3), 300)], <CollectionView view={grid()} now={NOW} />),
    );
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(4);
    await eventually(() => expect(tiles()).toHaveLength(3));
    expect(tiles()).toEqual(['Dispatch 1', 'Dispatch 2', 'Dispatch 3']);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    const heading = screen.getByRole('heading', { level: 2, name: 'Latest news' });
    expect(heading.textContent).toBe('Latest news');
    // The section is named by its heading; the id is not the title's anchor, which a header block may own.
    expect(heading.closest('section')!.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.id).not.toBe('latest-news');
    // A list of posts only: no tile repeats what they all are.
    expect(container.textContent).not.toContain('Features');
    unmount();
  });

  it('loads more with the paging variables until a short page comes back', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const base = { sort: ['-date_published'] };
    const second = nextPageVariables(3, 4);
    const third = nextPageVariables(7, 4);
    expect(second).toEqual({ limit: 4, offset: 3 });
    expect(third).toEqual({ limit: 4, offset: 7 });
    const mocks = [
      postsMock({ ...base, limit: 3, offset: 0 }, posts(1, 3)),
      // 300 ms, like the first test: the busy state must still be on screen on a loaded machine.
      postsMock({ ...base, ...second }, posts(4, 4), 300),
      postsMock({ ...base, ...third }, posts(8, 1)),
    ];
    const { container, unmount } = await renderAt(withApollo(mocks, <CollectionView view={grid()} now={NOW} />), { path: '/news' });
    await eventually(() => expect(tiles()).toHaveLength(3));

    await click(screen.getByRole('button', { name: LOAD_MORE_TEXT }));
    const busy = screen.getByRole<HTMLButtonElement>('button', { busy: true });
    expect(busy.disabled).toBe(true);
    await eventually(() => expect(tiles()).toHaveLength(7));
    expect(tiles()).toEqual(posts(1, 7).map((p) => p.title));
    await eventually(() => expect(scrollTo).toHaveBeenCalledTimes(1));

    await click(screen.getByRole('button', { name: LOAD_MORE_TEXT }));
    await eventually(() => expect(tiles()).toHaveLength(8));
    // One item instead of four: that was the last page.
    await eventually(() => expect(byText(container, 'button', LOAD_MORE_TEXT)).toBeNull());
    expect(container.textContent).not.toContain(COLLECTION_ERROR_TEXT);
    unmount();
  });

  it('asks for the first N pages at once for ?page=N (the no-JavaScript load more)', async () => {
    const third = pageVariables(2, 4);
    const mocks = [postsMock({ sort: ['-date_published'], limit: third.offset + third.limit, offset: 0 }, posts(1, 11))];
    const { unmount } = await renderAt(withApollo(mocks, <CollectionView view={grid()} now={NOW} />), { path: '/news?page=3' });
    await eventually(() => expect(tiles()).toHaveLength(11));
    expect(third.offset + third.limit).toBe(11);
    unmount();
  });

  it('shows "Error loading posts." for a failed request', async () => {
    const mocks: Mock[] = [
      {
        request: { query: POSTS_COLLECTION, variables: { sort: ['-date_published'], limit: 3, offset: 0 } },
        error: new Error('upstream down'),
        delay: 5,
      },
    ];
    const { container, unmount } = await renderAt(withApollo(mocks, <CollectionView view={grid()} now={NOW} />));
    await eventually(() => expect(container.textContent).toContain(COLLECTION_ERROR_TEXT));
    expect(container.textContent).not.toContain(NO_ITEMS_TEXT);
    unmount();
  });

  it('shows the same text for GraphQL errors', async () => {
    const mocks: Mock[] = [
      {
        request: { query: POSTS_COLLECTION, variables: { sort: ['-date_published'], limit: 3, offset: 0 } },
        result: { errors: [new GraphQLError('Invalid filter')] },
        delay: 5,
      },
    ];
    const { container, unmount } = await renderAt(withApollo(mocks, <CollectionView view={grid()} now={NOW} />));
    await eventually(() => expect(container.textContent).toContain(COLLECTION_ERROR_TEXT));
    unmount();
  });

  it('ANDs the URL filters onto the view filter, lets the URL sort replace the view sort, and shows the filter menu', async () => {
    const view = grid({ filter: { type: { _eq: 'feature' } }, filterMenu: 'posts' });
    const variables = {
      // The view's filter AND the menu's filter (itself the AND of the URL's conditions).
      filter: {
        _and: [
          { type: { _eq: 'feature' } },
          { _and: [{ tags: { _some: { name: { _eq: 'Ambient' } } } }, { 'year(date_published)': { _eq: 2024 } }] },
        ],
      },
      sort: ['date_published'],
      limit: 3,
      offset: 0,
    };
    const { container, unmount } = await renderAt(
      withApollo([tagsMock, postsMock(variables, posts(1, 2))], <CollectionView view={view} now={NOW} />),
      {
        path: '/news?tag=Ambient&year=2024&sort=date_published',
      },
    );
    await eventually(() => expect(tiles()).toHaveLength(2));
    const nav = screen.getByRole('navigation');
    const list = screen.getByRole('list', { name: 'Latest news' });
    expect(list.hasAttribute('aria-labelledby')).toBe(true);
    expect(nav.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await eventually(() => expect(nav.textContent).toContain('Ambient'));
    // A short page: nothing more to load.
    expect(byText(container, 'button', LOAD_MORE_TEXT)).toBeNull();
    unmount();
  });

  it('keeps the view sort when the URL names none', async () => {
    const view = grid({
      collection: 'product_groups',
      filterMenu: 'releases',
      sort: ['-release_date', 'title'],
      pagination: false,
      limit: 2,
    });
    const mocks: Mock[] = [
      {
        request: {
          query: PRODUCT_GROUPS_COLLECTION,
          variables: { filter: { type: { _eq: 'single' } }, sort: ['-release_date', 'title'], limit: 2, offset: 0 },
        },
        result: { data: { product_groups: [] } },
        delay: 5,
      },
      noLabelsMock,
    ];
    const { container, unmount } = await renderAt(withApollo(mocks, <CollectionView view={view} now={NOW} />), {
      path: '/releases?format=single',
    });
    await eventually(() => expect(container.textContent).toContain(NO_ITEMS_TEXT));
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/releases');
    unmount();
  });

  it('with a More link asks for the limit without its last slot and links instead of loading more', async () => {
    const view = grid({ pagination: false, moreLink: { url: '/news', text: 'More' } });
    const { container, unmount } = await renderAt(
      withApollo([postsMock({ sort: ['-date_published'], limit: 3, offset: 0 }, posts(1, 3))], <CollectionView view={view} now={NOW} />),
    );
    await eventually(() => expect(tiles()).toHaveLength(3));
    expect(byText(container, 'button', LOAD_MORE_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: MORE_TEXT }).getAttribute('href')).toBe('/news');
    unmount();
  });

  it('shows a carousel when the view says so', async () => {
    const view = grid({ display: 'carousel', pagination: false, limit: 3 });
    const { container, unmount } = await renderAt(
      withApollo([postsMock({ sort: ['-date_published'], limit: 3, offset: 0 }, posts(1, 3))], <CollectionView view={view} now={NOW} />),
    );
    await eventually(() => expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3));
    expect(container.querySelector('[aria-roledescription="carousel"]')!.getAttribute('aria-label')).toBe('Latest news');
    unmount();
  });

  it('renders nothing for concert events, which have their own list', async () => {
    const { container, unmount } = await renderAt(
      withApollo([], <CollectionView view={{ collection: 'bandsintownEvents', display: 'grid', artistName: 'Nova Reef' }} now={NOW} />),
    );
    expect(container.querySelector('section')).toBeNull();
    unmount();
  });
});
