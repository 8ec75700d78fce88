/**
 * A collection view block's configuration as editors set it in the CMS (spec 000 §2 "Collection
 * view"). Shared by the content model (server) and the components that render it.
 */

/** A link as content stores it. */
export interface ViewLink {
  url: string;
  text: string;
}

export type CollectionName =
  'artists' | 'bandsintownEvents' | 'events' | 'playlists' | 'posts' | 'product_groups' | 'products' | 'radioShows';

/**
 * How a collection view shows its items: the spec's grid and carousel, and two of ours for a
 * front page — `list`, one row per item opening with its date (events, news), and `lead`, the first
 * item large with the next few beside it (news).
 */
export const COLLECTION_DISPLAYS = ['grid', 'carousel', 'list', 'lead'] as const;

export type CollectionDisplay = (typeof COLLECTION_DISPLAYS)[number];

/** A collection view block: which items, shown how (spec 000 §2 "Collection view"). */
export interface CollectionView {
  collection: CollectionName;
  title?: string;
  display: CollectionDisplay;
  /** Directus filter and sort applied to the collection query. */
  filter?: Record<string, unknown>;
  sort?: string[];
  limit?: number;
  /** Filter menu above a grid: which one (spec 000 §9). */
  filterMenu?: 'posts' | 'releases' | 'merch' | 'artists';
  pagination?: boolean;
  moreLink?: ViewLink;
  columns?: 4 | 6;
  /** For bandsintownEvents. */
  artistName?: string;
}
