import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArtistFilterOptionsQuery,
  ArtistFilterOptionsQueryVariables,
  ArtistsCollectionQuery,
  ArtistsCollectionQueryVariables,
  EventsCollectionQuery,
  EventsCollectionQueryVariables,
  LabelFilterOptionsQuery,
  LabelFilterOptionsQueryVariables,
  PlaylistsCollectionQuery,
  PlaylistsCollectionQueryVariables,
  PostsCollectionQuery,
  PostsCollectionQueryVariables,
  ProductGroupsCollectionQuery,
  ProductGroupsCollectionQueryVariables,
  ProductsCollectionQuery,
  ProductsCollectionQueryVariables,
  RadioShowsCollectionQuery,
  RadioShowsCollectionQueryVariables,
  TagFilterOptionsQuery,
  TagFilterOptionsQueryVariables,
} from './generated/operation-types';
import { ARTIST_TILE, EVENT_TILE, POST_TILE, PRODUCT_GROUP_TILE, PRODUCT_TILE } from './fragments';

/** Collection queries (spec 001 §7): each takes filter, search, sort, limit and offset. */

export const ARTISTS_COLLECTION: TypedDocumentNode<ArtistsCollectionQuery, ArtistsCollectionQueryVariables> = gql`
  query ArtistsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    artists(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      ...ArtistTile
    }
  }
  ${ARTIST_TILE}
`;

export const EVENTS_COLLECTION: TypedDocumentNode<EventsCollectionQuery, EventsCollectionQueryVariables> = gql`
  query EventsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    events(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      ...EventTile
    }
  }
  ${EVENT_TILE}
`;

export const PLAYLISTS_COLLECTION: TypedDocumentNode<PlaylistsCollectionQuery, PlaylistsCollectionQueryVariables> = gql`
  query PlaylistsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    playlists(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      id
      title
      slug
      date_published
      cover_image
      image_url
      description
      url
      primary_colour
      secondary_colour
    }
  }
`;

export const POSTS_COLLECTION: TypedDocumentNode<PostsCollectionQuery, PostsCollectionQueryVariables> = gql`
  query PostsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    posts(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      ...PostTile
    }
  }
  ${POST_TILE}
`;

export const PRODUCT_GROUPS_COLLECTION: TypedDocumentNode<ProductGroupsCollectionQuery, ProductGroupsCollectionQueryVariables> = gql`
  query ProductGroupsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    product_groups(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      ...ProductGroupTile
    }
  }
  ${PRODUCT_GROUP_TILE}
`;

export const PRODUCTS_COLLECTION: TypedDocumentNode<ProductsCollectionQuery, ProductsCollectionQueryVariables> = gql`
  query ProductsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    products(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      ...ProductTile
    }
  }
  ${PRODUCT_TILE}
`;

export const RADIO_SHOWS_COLLECTION: TypedDocumentNode<RadioShowsCollectionQuery, RadioShowsCollectionQueryVariables> = gql`
  query RadioShowsCollection($filter: JSON, $search: String, $sort: [String!], $limit: Int, $offset: Int) {
    radioShows(filter: $filter, search: $search, sort: $sort, limit: $limit, offset: $offset) {
      id
      title
      slug
      date
      episode
      strap
      description
      cover_image
      image_url
      showLogo
      textOverlayColour
      audio_url
      url
    }
  }
`;

/** Filter options: tags that have posts, by name, at most 100 (spec 000 §7). */
export const TAG_FILTER_OPTIONS: TypedDocumentNode<TagFilterOptionsQuery, TagFilterOptionsQueryVariables> = gql`
  query TagFilterOptions {
    tags(filter: { posts: { _some: { status: { _eq: "published" } } } }, sort: ["name"], limit: 100) {
      id
      name
    }
  }
`;

/**
 * Filter options: the labels, by name (ours: the spec lists the label drop-down without its query).
 * The main label (isFeatured) also decides whose artists the artist drop-down lists by default;
 * the kind drives the header's brand check (shared/lib/frame/frame.ts).
 */
export const LABEL_FILTER_OPTIONS: TypedDocumentNode<LabelFilterOptionsQuery, LabelFilterOptionsQueryVariables> = gql`
  query LabelFilterOptions {
    labels(sort: ["name"], limit: 100) {
      id
      name
      slug
      isFeatured
      kind
    }
  }
`;

/** Filter options: artists with a sort order and releases on the given label, at most 500. */
export const ARTIST_FILTER_OPTIONS: TypedDocumentNode<ArtistFilterOptionsQuery, ArtistFilterOptionsQueryVariables> = gql`
  query ArtistFilterOptions($labelId: ID!) {
    artists(
      filter: {
        _and: [
          { sort: { _nnull: true } }
          { product_groups: { _some: { _and: [{ reference_type: { _eq: "release" } }, { label: { id: { _eq: $labelId } } }] } } }
        ]
      }
      sort: ["sort", "name"]
      limit: 500
    ) {
      id
      name
      slug
    }
  }
`;
