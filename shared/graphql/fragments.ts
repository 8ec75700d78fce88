import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArtistTileFragment,
  EventTileFragment,
  PostTileFragment,
  ProductGroupTileFragment,
  ProductTileFragment,
} from './generated/operation-types';

/** What a grid tile or carousel slide of a product group reads (spec 000 §3 "Grid item"). */
export const PRODUCT_GROUP_TILE: TypedDocumentNode<ProductGroupTileFragment> = gql`
  fragment ProductGroupTile on product_groups {
    id
    title
    slug
    href
    reference_type
    type
    universe
    release_date
    date_available
    cover_image
    image_url
    short_description
    artist {
      id
      name
      slug
      href
    }
    label {
      id
      name
      slug
      isFeatured
      kind
      secondary_colour
      website
    }
    products {
      id
      format
      variant
      distribution
      prices {
        currency {
          code
        }
        value
        discount
      }
    }
  }
`;

export const PRODUCT_TILE: TypedDocumentNode<ProductTileFragment> = gql`
  fragment ProductTile on products {
    id
    title
    slug
    href
    format
    variant
    distribution
    date_available
    short_description
    prices {
      currency {
        code
      }
      value
      discount
    }
    items {
      id
      title
      option_group
    }
    group {
      id
      title
      slug
      href
      reference_type
      universe
      cover_image
      release_date
      artist {
        id
        name
        href
      }
      label {
        id
        name
        slug
        isFeatured
        kind
        primary_colour
        secondary_colour
        website
      }
    }
  }
`;

export const ARTIST_TILE: TypedDocumentNode<ArtistTileFragment> = gql`
  fragment ArtistTile on artists {
    id
    name
    slug
    sort
    href
    image
    image_url
  }
`;

export const POST_TILE: TypedDocumentNode<PostTileFragment> = gql`
  fragment PostTile on posts {
    id
    type
    title
    slug
    href
    date_published
    cover_image
    image_url
    summary
    tags {
      id
      name
    }
  }
`;

export const EVENT_TILE: TypedDocumentNode<EventTileFragment> = gql`
  fragment EventTile on events {
    id
    title
    slug
    href
    date
    end_date
    cover_image
    image_url
    description
    tickets_url
    lineup
    venue {
      name
      location
    }
  }
`;
