/**
 * The query-string parameter each filter drop-down sets (spec 000 §2 "Filter menus"). Apart from
 * the menus themselves (filter-menus.ts), so the frame and the item links that only name a
 * parameter do not carry the menus' code into every first load.
 */
export const FILTER_PARAMS = {
  tag: 'tag',
  year: 'year',
  sort: 'sort',
  format: 'format',
  label: 'label',
  artist: 'artist',
  type: 'type',
} as const;
export type FilterParam = (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS];
