import * as collectionPaging from '../../../shared/lib/catalog/collection-paging';

describe('load-more text and grid columns (spec 000 §9)', () => {
  it('the load-more button reads "Loading..." while loading', () => {
    expect(collectionPaging.loadMoreText(true)).toBe('Loading...');
    expect(collectionPaging.loadMoreText(false)).toBe('Load more');
  });

  it('grids have 4 columns (2 small, 3 medium) or 6', () => {
    expect(collectionPaging.gridColumns()).toEqual({ small: 2, medium: 3, large: 4 });
    expect(collectionPaging.gridColumns(4)).toEqual({ small: 2, medium: 3, large: 4 });
    expect(collectionPaging.gridColumns(6)).toEqual({ small: 2, medium: 3, large: 6 });
    expect(collectionPaging.gridColumns(5)).toEqual({ small: 2, medium: 3, large: 4 });
    expect(collectionPaging.gridColumns(null)).toEqual({ small: 2, medium: 3, large: 4 });
  });
});

describe('limit', () => {
  it('defaults to 8 when missing or not a positive integer', () => {
    expect(collectionPaging.collectionLimit()).toBe(8);
    expect(collectionPaging.collectionLimit(null)).toBe(8);
    expect(collectionPaging.collectionLimit(0)).toBe(8);
    expect(collectionPaging.collectionLimit(-3)).toBe(8);
    expect(collectionPaging.collectionLimit(2.5)).toBe(8);
    expect(collectionPaging.collectionLimit(Number.NaN)).toBe(8);
    expect(collectionPaging.collectionLimit(12)).toBe(12);
  });
});

describe('pagination: page size is the limit, one less requested first', () => {
  it('asks for limit − 1 on the first page', () => {
    expect(collectionPaging.pageVariables(0)).toEqual({ limit: 7, offset: 0 });
    expect(collectionPaging.pageVariables(0, 12)).toEqual({ limit: 11, offset: 0 });
  });

  it('asks for the page size after, from where the shown items end', () => {
    expect(collectionPaging.pageVariables(1)).toEqual({ limit: 8, offset: 7 });
    expect(collectionPaging.pageVariables(2)).toEqual({ limit: 8, offset: 15 });
    expect(collectionPaging.pageVariables(3, 12)).toEqual({ limit: 12, offset: 35 });
  });

  it('fills whole rows with the button: n pages hold n × limit − 1 items', () => {
    let shown = 0;
    for (let page = 0; page < 5; page += 1) {
      const { limit, offset } = collectionPaging.pageVariables(page, 8);
      expect(offset).toBe(shown);
      shown += limit;
      expect((shown + 1) % 8).toBe(0);
    }
  });

  it('treats a bad page as the first', () => {
    expect(collectionPaging.pageVariables(-1)).toEqual({ limit: 7, offset: 0 });
    expect(collectionPaging.pageVariables(1.5)).toEqual({ limit: 7, offset: 0 });
  });

  it('never asks for 0 items', () => {
    expect(collectionPaging.pageVariables(0, 1)).toEqual({ limit: 1, offset: 0 });
    expect(collectionPaging.pageVariables(1, 1)).toEqual({ limit: 1, offset: 1 });
  });

  it('continues from the number of items loaded', () => {
    expect(collectionPaging.nextPageVariables(7)).toEqual({ limit: 8, offset: 7 });
    expect(collectionPaging.nextPageVariables(15, 8)).toEqual({ limit: 8, offset: 15 });
    expect(collectionPaging.nextPageVariables(0)).toEqual({ limit: 7, offset: 0 });
  });

  it('offers more after a full page only', () => {
    expect(collectionPaging.hasMoreItems(7, 7)).toBe(true);
    expect(collectionPaging.hasMoreItems(6, 7)).toBe(false);
    expect(collectionPaging.hasMoreItems(0, 8)).toBe(false);
    expect(collectionPaging.hasMoreItems(0, 0)).toBe(false);
  });
});

describe('More link: the last slot is dropped', () => {
  it('shows limit − 1 items', () => {
    expect(collectionPaging.itemsShownWithMoreLink()).toBe(7);
    expect(collectionPaging.itemsShownWithMoreLink(4)).toBe(3);
    expect(collectionPaging.itemsShownWithMoreLink(1)).toBe(1);
    expect(collectionPaging.moreLinkVariables()).toEqual({ limit: 7, offset: 0 });
  });

  it('cuts fetched items to the slots', () => {
    expect(collectionPaging.withoutLastSlot([1, 2, 3, 4, 5, 6, 7, 8, 9], 8)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(collectionPaging.withoutLastSlot([1, 2, 3], 8)).toEqual([1, 2, 3]);
    expect(collectionPaging.withoutLastSlot([1, 2, 3, 4], 4)).toEqual([1, 2, 3]);
  });
});

describe('collectionVariables', () => {
  it('chooses by the view configuration', () => {
    expect(collectionPaging.collectionVariables({ pagination: true })).toEqual({ limit: 7, offset: 0 });
    expect(collectionPaging.collectionVariables({ moreLink: { url: '/releases', text: 'All releases' }, limit: 4 })).toEqual({
      limit: 3,
      offset: 0,
    });
    expect(collectionPaging.collectionVariables({ limit: 4 })).toEqual({ limit: 4, offset: 0 });
    expect(collectionPaging.collectionVariables({})).toEqual({ limit: 8, offset: 0 });
  });
});

describe('playlists', () => {
  it('ask for one fewer than 24 at first, then 24', () => {
    expect(collectionPaging.playlistMaxResults(true)).toBe(23);
    expect(collectionPaging.playlistMaxResults(false)).toBe(24);
    expect(collectionPaging.playlistMaxResults(true, 12)).toBe(11);
    expect(collectionPaging.playlistMaxResults(false, 12)).toBe(12);
    expect(collectionPaging.playlistMaxResults(true, 0)).toBe(23);
    expect(collectionPaging.playlistMaxResults(true, 1)).toBe(1);
  });
});
