import { capitalise, collectionTypeLabels, productGroupTypeLabel, typeLabelFor } from '../../../shared/lib/catalog/type-labels';

describe('type labels', () => {
  it('has a label per collection', () => {
    expect(collectionTypeLabels).toEqual({
      posts: 'Features',
      events: 'Event',
      playlists: 'Playlist',
      radioShows: 'Radio',
      artists: 'Artist',
    });
  });

  it('labels product groups "E.P.", then by type, universe or format', () => {
    expect(productGroupTypeLabel({ type: 'ep' })).toBe('E.P.');
    expect(productGroupTypeLabel({ type: 'album', universe: 'merch' })).toBe('Album');
    expect(productGroupTypeLabel({ type: 'single' })).toBe('Single');
    expect(productGroupTypeLabel({ universe: 'clothing', format: 'T-Shirt' })).toBe('Clothing');
    expect(productGroupTypeLabel({ universe: 'bundle' })).toBe('Bundle');
    expect(productGroupTypeLabel({ format: 'vinyl' })).toBe('Vinyl');
    expect(productGroupTypeLabel({ format: 'WAV / FLAC' })).toBe('WAV / FLAC');
    expect(productGroupTypeLabel({})).toBe('');
    expect(productGroupTypeLabel({ type: null, universe: null, format: null })).toBe('');
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('album')).toBe('Album');
    expect(capitalise('t-shirt')).toBe('T-shirt');
    expect(capitalise('')).toBe('');
  });

  describe('typeLabelFor', () => {
    it('prefers the label the item carries, typeLabel then type_label', () => {
      expect(typeLabelFor({ typeLabel: 'Video', type_label: 'Other' }, 'posts')).toBe('Video');
      expect(typeLabelFor({ type_label: 'Mix' }, 'custom_items')).toBe('Mix');
      expect(typeLabelFor({ typeLabel: '  ', type_label: 'Mix' })).toBe('Mix');
    });

    it('uses the collection label', () => {
      expect(typeLabelFor({}, 'posts')).toBe('Features');
      expect(typeLabelFor({}, 'events')).toBe('Event');
      expect(typeLabelFor({}, 'playlists')).toBe('Playlist');
      expect(typeLabelFor({}, 'radioShows')).toBe('Radio');
      expect(typeLabelFor({ type: 'album' }, 'artists')).toBe('Artist');
    });

    it('does not treat prototype names as collections', () => {
      expect(typeLabelFor({ format: 'CD' }, 'toString')).toBe('CD');
    });

    it('derives product group and product labels, a product reading its group', () => {
      expect(typeLabelFor({ type: 'ep' }, 'product_groups')).toBe('E.P.');
      expect(typeLabelFor({ format: 'Vinyl', group: { type: 'ep' } }, 'products')).toBe('E.P.');
      expect(typeLabelFor({ format: 'T-Shirt', group: { universe: 'clothing' } }, 'products')).toBe('Clothing');
      expect(typeLabelFor({ format: 'Vinyl', group: {} }, 'products')).toBe('Vinyl');
      expect(typeLabelFor({}, 'products')).toBe('');
    });
  });
});
