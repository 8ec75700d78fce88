import type { TypedDocumentNode } from '@apollo/client';
import type { CollectionName } from '../../lib/catalog/collection-view-config';
import {
  ARTISTS_COLLECTION,
  EVENTS_COLLECTION,
  PLAYLISTS_COLLECTION,
  POSTS_COLLECTION,
  PRODUCT_GROUPS_COLLECTION,
  PRODUCTS_COLLECTION,
  RADIO_SHOWS_COLLECTION,
} from '../../graphql/collections';
import type {
  ArtistsCollectionQuery,
  EventsCollectionQuery,
  PlaylistsCollectionQuery,
  PostsCollectionQuery,
  ProductGroupsCollectionQuery,
  ProductsCollectionQuery,
  RadioShowsCollectionQuery,
} from '../../graphql/generated/operation-types';
import type { DirectusFilter } from '../../lib/catalog/filter-menus';

/** Collections a collection view queries; concert events come from another service and view. */
export type QueriedCollection = Exclude<CollectionName, 'bandsintownEvents'>;

/** Each collection's items as its generated query type has them. */
interface CollectionItems {
  artists: ArtistsCollectionQuery['artists'];
  events: EventsCollectionQuery['events'];
  playlists: PlaylistsCollectionQuery['playlists'];
  posts: PostsCollectionQuery['posts'];
  product_groups: ProductGroupsCollectionQuery['product_groups'];
  products: ProductsCollectionQuery['products'];
  radioShows: RadioShowsCollectionQuery['radioShows'];
}

/** What any collection query returns: the queried collection's items under its name (null when it failed). */
export type CollectionData = { [C in QueriedCollection]?: CollectionItems[C] | null };

export interface CollectionVariables {
  filter?: DirectusFilter;
  sort?: string[];
  limit: number;
  offset: number;
}

/** Each collection's query, all read through one result type so a view can pick any of them. */
export const COLLECTION_DOCUMENTS: Record<QueriedCollection, TypedDocumentNode<CollectionData, CollectionVariables>> = {
  artists: ARTISTS_COLLECTION,
  events: EVENTS_COLLECTION,
  playlists: PLAYLISTS_COLLECTION,
  posts: POSTS_COLLECTION,
  product_groups: PRODUCT_GROUPS_COLLECTION,
  products: PRODUCTS_COLLECTION,
  radioShows: RADIO_SHOWS_COLLECTION,
};
