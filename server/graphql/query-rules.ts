import type { CollectionRulesMap } from '../sources/content/query';

/**
 * What the public API lets a query filter and sort on, per collection: the fields the site itself
 * uses, never internals. Relations name the collection whose rules apply to nested filters.
 */
export const queryRules: CollectionRulesMap = {
  labels: { fields: ['id', 'name', 'slug', 'isFeatured', 'kind'] },
  artists: {
    fields: ['id', 'status', 'name', 'slug', 'sort'],
    relations: { product_groups: { collection: 'product_groups', kind: 'many' } },
  },
  product_groups: {
    fields: [
      'id',
      'status',
      'title',
      'slug',
      'reference_type',
      'type',
      'universe',
      'release_date',
      'date_available',
      'visibility',
      'catalogue_number',
      'year(release_date)',
    ],
    relations: {
      artist: { collection: 'artists', kind: 'one' },
      featured_artists: { collection: 'artists', kind: 'many' },
      label: { collection: 'labels', kind: 'one' },
      products: { collection: 'products', kind: 'many' },
    },
  },
  products: {
    fields: ['id', 'status', 'title', 'slug', 'format', 'variant', 'distribution', 'date_available'],
    relations: { group: { collection: 'product_groups', kind: 'one' } },
  },
  tags: {
    fields: ['id', 'name', 'slug'],
    relations: { posts: { collection: 'posts', kind: 'many' } },
  },
  posts: {
    fields: ['id', 'status', 'type', 'title', 'slug', 'date_published', 'year(date_published)'],
    // Spec 000 §5: posts sort only by publication date.
    sortable: ['date_published'],
    relations: {
      tags: { collection: 'tags', kind: 'many' },
      artists: { collection: 'artists', kind: 'many' },
    },
  },
  events: {
    fields: ['id', 'status', 'title', 'slug', 'date', 'end_date', 'year(date)'],
    relations: { artists: { collection: 'artists', kind: 'many' } },
  },
  playlists: { fields: ['id', 'status', 'title', 'slug', 'date_published'] },
  radioShows: { fields: ['id', 'status', 'title', 'slug', 'date', 'episode'] },
  pages: { fields: ['id', 'status', 'path', 'title'] },
};

/** The integer-only function fields (the year filters). */
export const integerFields = new Set(['year(release_date)', 'year(date_published)', 'year(date)']);
