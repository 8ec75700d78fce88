import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArtistsProductsSummaryQuery,
  ArtistsProductsSummaryQueryVariables,
  ArtistsProfileQuery,
  ArtistsProfileQueryVariables,
  EventsProfileQuery,
  EventsProfileQueryVariables,
  PostsProfileQuery,
  PostsProfileQueryVariables,
  ProductGroupProfileFragment,
  ProductGroupsBySlugQuery,
  ProductGroupsBySlugQueryVariables,
  ProductGroupsProfileQuery,
  ProductGroupsProfileQueryVariables,
} from './generated/operation-types';
import { ARTIST_LINK, ARTIST_TILE, EVENT_TILE, POST_TILE, PRODUCT_GROUP_TILE } from './fragments';
import { PAGE_BLOCK } from './page-blocks';

/** Artist page: the artist by slug. Its sections query the collections with the page limits. */
export const ARTISTS_PROFILE: TypedDocumentNode<ArtistsProfileQuery, ArtistsProfileQueryVariables> = gql`
  query ArtistsProfile($slug: String!) {
    artists(filter: { slug: { _eq: $slug } }, limit: 1) {
      ...ArtistTile
      images {
        id
        url
        width
        height
      }
      links {
        url
        text
      }
      bio {
        ...PageBlock
      }
      bandsintown_name
    }
  }
  ${ARTIST_TILE}
  ${PAGE_BLOCK}
`;

export const ARTISTS_PRODUCTS_SUMMARY: TypedDocumentNode<ArtistsProductsSummaryQuery, ArtistsProductsSummaryQueryVariables> = gql`
  query ArtistsProductsSummary($artistId: ID!) {
    artistsProductsSummary(artistId: $artistId) {
      releases
      appearsOn
      bundles
      merch
      clothing
      upcomingEvents
      pastEvents
    }
  }
`;

export const EVENTS_PROFILE: TypedDocumentNode<EventsProfileQuery, EventsProfileQueryVariables> = gql`
  query EventsProfile($slug: String!) {
    events(filter: { slug: { _eq: $slug } }, limit: 1) {
      ...EventTile
      blocks {
        ...PageBlock
      }
      artists {
        ...ArtistLink
      }
    }
  }
  ${EVENT_TILE}
  ${ARTIST_LINK}
  ${PAGE_BLOCK}
`;

/** A post by slug, plus eight more news items, newest first (spec 000 §9). */
export const POSTS_PROFILE: TypedDocumentNode<PostsProfileQuery, PostsProfileQueryVariables> = gql`
  query PostsProfile($slug: String!) {
    posts(filter: { slug: { _eq: $slug } }, limit: 1) {
      ...PostTile
      blocks {
        ...PageBlock
      }
      artists {
        ...ArtistLink
      }
    }
    moreNews: posts(filter: { _and: [{ slug: { _neq: $slug } }, { type: { _eq: "news" } }] }, sort: ["-date_published"], limit: 8) {
      ...PostTile
    }
  }
  ${POST_TILE}
  ${ARTIST_LINK}
  ${PAGE_BLOCK}
`;

/** Everything a release or product group page shows. */
export const PRODUCT_GROUP_PROFILE: TypedDocumentNode<ProductGroupProfileFragment> = gql`
  fragment ProductGroupProfile on product_groups {
    ...ProductGroupTile
    catalogue_number
    description {
      ...PageBlock
    }
    visibility
    images {
      id
      url
      width
      height
    }
    featured_artists {
      ...ArtistLink
    }
    products {
      id
      title
      slug
      href
      date_available
      short_description
      in_stock
      items {
        id
        title
        option_group
      }
    }
    tracks {
      id
      position
      title
      duration_seconds
      preview
      artist {
        ...ArtistLink
      }
    }
  }
  ${PRODUCT_GROUP_TILE}
  ${ARTIST_LINK}
  ${PAGE_BLOCK}
`;

export const PRODUCT_GROUPS_PROFILE: TypedDocumentNode<ProductGroupsProfileQuery, ProductGroupsProfileQueryVariables> = gql`
  query ProductGroupsProfile($id: ID!) {
    product_groups_by_id(id: $id) {
      ...ProductGroupProfile
    }
  }
  ${PRODUCT_GROUP_PROFILE}
`;

/**
 * The same page reached by address: /products/{slug}, or the listing and basket shapes
 * /products/{id}-{slugified title} (spec 000 §2), hence the slug or the leading id.
 */
export const PRODUCT_GROUPS_BY_SLUG: TypedDocumentNode<ProductGroupsBySlugQuery, ProductGroupsBySlugQueryVariables> = gql`
  query ProductGroupsBySlug($slug: String!, $id: ID) {
    product_groups(filter: { _or: [{ slug: { _eq: $slug } }, { id: { _eq: $id } }] }, sort: ["id"], limit: 2) {
      ...ProductGroupProfile
    }
  }
  ${PRODUCT_GROUP_PROFILE}
`;
