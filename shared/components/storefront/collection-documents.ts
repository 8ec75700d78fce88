import type { DocumentNode } from 'graphql';
import type { CollectionName } from '../../lib/collection-view-config';
import {
  ARTISTS_COLLECTION,
  EVENTS_COLLECTION,
  PLAYLISTS_COLLECTION,
  POSTS_COLLECTION,
  PRODUCT_GROUPS_COLLECTION,
  PRODUCTS_COLLECTION,
  RADIO_SHOWS_COLLECTION,
} from '../../graphql/collections';
import type { DirectusFilter } from '../../lib/filter-menus';
import type { TileItem } from './storefront-types';

/** Collections a collection view queries; concert events come from another service and view. */
export type QueriedCollection = Exclude<CollectionName, 'bandsintownEvents'>;

/** Each collection's query; its root field has the collection's name. */
export const COLLECTION_DOCUMENTS: Record<QueriedCollection, DocumentNode> = {
  artists: ARTISTS_COLLECTION,
  events: EVENTS_COLLECTION,
  playlists: PLAYLISTS_COLLECTION,
  posts: POSTS_COLLECTION,
  product_groups: PRODUCT_GROUPS_COLLECTION,
  products: PRODUCTS_COLLECTION,
  radioShows: RADIO_SHOWS_COLLECTION,
};

export type CollectionData = Partial<Record<QueriedCollection, TileItem[] | null>>;

export interface CollectionVariables {
  filter?: DirectusFilter;
  sort?: string[];
  limit: number;
  offset: number;
}
