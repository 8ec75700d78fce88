import { gql } from '@apollo/client';
import { ARTIST_TILE, EVENT_TILE, POST_TILE, PRODUCT_GROUP_TILE } from './fragments';

/** Artist page: the artist by slug. Its sections query the collections with the page limits. */
export const ARTISTS_PROFILE = gql`
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
      bio
      bandsintown_name
    }
  }
  ${ARTIST_TILE}
`;

export const ARTISTS_PRODUCTS_SUMMARY = gql`
  query ArtistsProductsSummary($artistId: ID!) {
    artistsProductsSummary(artistId: $artistId) {
      releases
      appearsOn
      bundles
      merch
      clothing
      events
    }
  }
`;

export const EVENTS_PROFILE = gql`
  query EventsProfile($slug: String!) {
    events(filter: { slug: { _eq: $slug } }, limit: 1) {
      ...EventTile
      blocks
      artists {
        id
        name
        href
      }
    }
  }
  ${EVENT_TILE}
`;

/** A post by slug, plus eight more news items, newest first (spec 000 §9). */
export const POSTS_PROFILE = gql`
  query PostsProfile($slug: String!) {
    posts(filter: { slug: { _eq: $slug } }, limit: 1) {
      ...PostTile
      blocks
      artists {
        id
        name
        href
      }
    }
    moreNews: posts(filter: { _and: [{ slug: { _neq: $slug } }, { type: { _eq: "news" } }] }, sort: ["-date_published"], limit: 8) {
      ...PostTile
    }
  }
  ${POST_TILE}
`;

export const PRODUCT_GROUPS_PROFILE = gql`
  query ProductGroupsProfile($id: ID!) {
    product_groups_by_id(id: $id) {
      ...ProductGroupTile
      catalogue_number
      description
      images {
        id
        url
        width
        height
      }
      visibility
      featured_artists {
        id
        name
        href
      }
      products {
        id
        title
        slug
        href
        date_available
        short_description
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
          id
          name
          href
        }
      }
    }
  }
  ${PRODUCT_GROUP_TILE}
`;

/** The same page reached by slug (/products/{slug}). */
export const PRODUCT_GROUPS_BY_SLUG = gql`
  query ProductGroupsBySlug($slug: String!) {
    product_groups(filter: { slug: { _eq: $slug } }, limit: 1) {
      id
    }
  }
`;
