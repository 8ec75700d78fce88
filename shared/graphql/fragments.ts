import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArtistLinkFragment,
  ArtistTileFragment,
  EventTileFragment,
  PostTileFragment,
  ProductGroupTileFragment,
  ProductTileFragment,
  StorePriceFragment,
} from './generated/operation-types';

/** A price as tiles and the basket read it: the amount, the discount and the currency. */
export const STORE_PRICE: TypedDocumentNode<StorePriceFragment> = gql`
  fragment StorePrice on Price {
    currency {
      code
    }
    value
    discount
  }
`;

/** An artist as a link: the name and the artist page's address. */
export const ARTIST_LINK: TypedDocumentNode<ArtistLinkFragment> = gql`
  fragment ArtistLink on artists {
    id
    name
    href
  }
`;

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
        ...StorePrice
      }
    }
  }
  ${STORE_PRICE}
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
      ...StorePrice
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
        ...ArtistLink
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
  ${STORE_PRICE}
  ${ARTIST_LINK}
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
