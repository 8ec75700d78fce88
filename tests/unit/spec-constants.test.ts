import * as carousel from '../../shared/lib/catalog/carousel';
import * as collectionPaging from '../../shared/lib/catalog/collection-paging';
import * as formatOrder from '../../shared/lib/catalog/format-order';
import * as frame from '../../shared/lib/frame/frame';
import * as presets from '../../shared/lib/images/image-presets';
import * as widths from '../../shared/lib/images/image-widths';
import { itKeepsExactly } from '../support/exact-constants';
import { SPEC_IMAGE_PRESETS } from '../support/spec-image-presets';

// The spec's business constants (spec 000 §9, spec 001 §9), and the collection texts beside them,
// with their exact values in one place, one test each; the behaviour built on them is tested beside
// each module.

describe('storefront constants (spec 000 §9, exact)', () => {
  describe('carousel timings', () => {
    itKeepsExactly(carousel, [
      ['CAROUSEL_AUTOPLAY_MS', 3000],
      ['COLLECTION_CAROUSEL_AUTOPLAY_MS', 5000],
      ['PROMOTED_CAROUSEL_AUTOPLAY_MS', 4000],
      ['PROMOTED_CAROUSEL_AFTER_TOUCH_MS', 8000],
    ]);
  });

  describe('collections', () => {
    itKeepsExactly(collectionPaging, [
      ['DEFAULT_COLLECTION_LIMIT', 8],
      ['GRID_COLUMNS', { small: 2, medium: 3, default: 4, wide: 6 }],
      ['LOADING_PLACEHOLDER_COUNT', 4],
      ['LOAD_MORE_SCROLL_OFFSET_PX', 128],
      ['DEFAULT_PLAYLIST_MAX_RESULTS', 24],
      ['ARTIST_PAGE_LIMITS', { releases: 8, appearsOn: 8, bundles: 4, merch: 4, clothing: 4, events: 16 }],
      ['POST_PAGE_MORE_NEWS', { limit: 8, sort: ['-date_published'] }],
    ]);
  });

  describe('collection texts (spec 000 §2, §8; "Load more" is ours)', () => {
    itKeepsExactly(collectionPaging, [
      ['LOADING_TEXT', 'Loading...'],
      ['NO_ITEMS_TEXT', 'No items found'],
      ['CLEAR_FILTERS_TEXT', 'Clear filters'],
      ['MORE_TEXT', 'More'],
      ['COLLECTION_ERROR_TEXT', 'Error loading posts.'],
      ['LOAD_MORE_TEXT', 'Load more'],
    ]);
  });

  describe('format and variant order', () => {
    itKeepsExactly(formatOrder, [
      ['FORMAT_ORDER', ['Boxset', 'Bundle', 'Vinyl', 'Cassette', 'DVD', 'CD', 'WAV / FLAC', 'FLAC', 'WAV', 'MP3']],
      ['VARIANT_ORDER', ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', '1×LP', '12”', '7”']],
    ]);

    it('writes 1×LP, 12” and 7” with the typographic characters of the spec', () => {
      expect(formatOrder.VARIANT_ORDER[9]).toBe('1\u00d7LP');
      expect(formatOrder.VARIANT_ORDER[10]).toBe('12\u201d');
      expect(formatOrder.VARIANT_ORDER[11]).toBe('7\u201d');
    });
  });

  describe('images', () => {
    itKeepsExactly(widths, [['imagePresets', SPEC_IMAGE_PRESETS]]);
    itKeepsExactly(presets, [
      ['LAZY_LOAD_MARGIN_PX', 200],
      ['LAZY_LOAD_ROOT_MARGIN', '200px'],
    ]);
  });
});

describe('page frame constants (spec 001 §9, exact)', () => {
  itKeepsExactly(frame, [
    ['HEADER_HEIGHT_CLASS', 'h-16'],
    ['DROPDOWN_MIN_WIDTH_CLASS', 'min-w-48'],
    ['HASH_SCROLL_DELAY_MS', 1],
    ['TOAST_POSITION', 'top-right'],
    ['TOAST_AUTO_CLOSE_MS', 5000],
  ]);
});
