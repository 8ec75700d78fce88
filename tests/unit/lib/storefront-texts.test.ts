import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as texts from '../../../shared/lib/catalog/storefront-texts';
import { itKeepsExactly } from '../../support/exact-constants';

describe('storefront texts (spec 000, exact)', () => {
  itKeepsExactly(texts, [
    ['ADD_TO_BASKET_TEXT', 'Add to Basket'],
    ['PRE_ORDER_TEXT', 'Pre-order'],
    ['OUT_NOW_TEXT', 'Out now'],
    ['SALE_TEXT', 'Sale'],
    ['NO_ITEMS_TEXT', 'No items found'],
    ['CLEAR_FILTERS_TEXT', 'Clear filters'],
    ['LOADING_TEXT', 'Loading...'],
    ['MORE_TEXT', 'More'],
    ['COLLECTION_ERROR_TEXT', 'Error loading posts.'],
    ['TICKETS_TEXT', 'Tickets'],
    ['YOUR_BASKET_TEXT', 'Your Basket'],
    ['CLOSE_TEXT', 'Close'],
    ['TOTAL_TEXT', 'Total:'],
    ['SHIPPING_AND_TAXES_TEXT', 'Shipping and taxes apply at checkout'],
    ['CHECKOUT_TEXT', 'Checkout'],
    ['EMPTY_BASKET_TEXT', 'Your basket is empty'],
    ['BASKET_TEXT', 'Basket'],
    ['NO_JOBS_TEXT', 'Sorry, there are no available positions at this time, please check again at a later date.'],
    ['APPLY_TEXT', 'Apply'],
    ['DEFAULT_EMPTY_BASKET_LINK_TEXT', 'Shop'],
    ['ALL_TEXT', 'All'],
    ['BY_TEXT', 'by'],
  ]);

  it('keeps the loading text with three full stops, not an ellipsis character', () => {
    expect(texts.LOADING_TEXT).toHaveLength(10);
    expect(texts.LOADING_TEXT).not.toContain('\u2026');
  });

  it('has the type labels of the derived item fields', () => {
    expect(texts.TYPE_LABEL_TEXTS).toEqual({
      posts: 'Features',
      events: 'Event',
      playlists: 'Playlist',
      radioShows: 'Radio',
      artists: 'Artist',
      ep: 'E.P.',
    });
  });

  it('has the filter option texts of §9', () => {
    expect(Object.values(texts.RELEASE_FORMAT_TEXTS)).toEqual(['Album', 'E.P.', 'Single', 'Physical Product']);
    expect(Object.values(texts.MERCH_TYPE_TEXTS)).toEqual(['Bundles', 'Merch', 'Clothing']);
    expect(Object.values(texts.ARTIST_SORT_TEXTS)).toEqual(['Featured', 'Name Asc', 'Name Desc']);
    expect(Object.values(texts.RELEASE_SORT_TEXTS)).toEqual(['Release Date Desc', 'Release Date Asc']);
    expect(Object.values(texts.POST_SORT_TEXTS)).toEqual(['Date Desc', 'Date Asc']);
  });

  it('marks its own (unspecified) texts separately', () => {
    expect(texts.LOAD_MORE_TEXT).toBe('Load more');
    expect(texts.FILTER_MENU_TITLES).toEqual({
      tag: 'Tag',
      year: 'Year',
      sort: 'Sort',
      format: 'Format',
      label: 'Label',
      artist: 'Artist',
      type: 'Type',
    });
  });

  it('is the only module of shared/lib that spells a storefront text', () => {
    const libDir = path.resolve(__dirname, '../../../shared/lib');
    const spec = [
      'Add to Basket',
      'Pre-order',
      'Out now',
      'No items found',
      'Clear filters',
      'Loading...',
      'Error loading posts.',
      'Tickets',
      'Your Basket',
      'Total:',
      'Shipping and taxes apply at checkout',
      'Your basket is empty',
      'Sorry, there are no available positions',
      'E.P.',
      'Physical Product',
      'Name Asc',
      'Release Date Desc',
      'Date Asc',
      'Features',
      'Playlist',
    ];
    for (const file of readdirSync(libDir).filter((name) => name.endsWith('.ts') && name !== 'storefront-texts.ts')) {
      const source = readFileSync(path.join(libDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const text of spec) {
        expect({ file, text, found: source.includes(`'${text}`) || source.includes(`"${text}`) }).toEqual({ file, text, found: false });
      }
    }
  });
});
