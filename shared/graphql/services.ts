import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  BandsintownEventsQuery,
  BandsintownEventsQueryVariables,
  CookieConfigurationQuery,
  CookieConfigurationQueryVariables,
  JobsQuery,
  JobsQueryVariables,
  MediaItemsQuery,
  MediaItemsQueryVariables,
  PlaylistItemsQuery,
  PlaylistItemsQueryVariables,
  PromotedProductsQuery,
  PromotedProductsQueryVariables,
  SearchQuery,
  SearchQueryVariables,
  SendFrontMessageMutation,
  SendFrontMessageMutationVariables,
} from './generated/operation-types';
import { PRODUCT_TILE } from './fragments';

/**
 * The search overlay's and /search page's query (spec 001 §7). Rows select no `id` on purpose: ids
 * repeat across collections (product group 1, artist 1...), so normalising hits by id would merge
 * rows of different types in the cache. Each row stays inside its answer; `href` is its key.
 */
export const SEARCH: TypedDocumentNode<SearchQuery, SearchQueryVariables> = gql`
  fragment SearchRow on SearchResult {
    collection
    typeLabel
    title
    artist
    href
    date
    image
  }

  query Search($text: String!) {
    search(text: $text) {
      product_groups {
        ...SearchRow
      }
      artists {
        ...SearchRow
      }
      posts {
        ...SearchRow
      }
      events {
        ...SearchRow
      }
    }
  }
`;

export const PROMOTED_PRODUCTS: TypedDocumentNode<PromotedProductsQuery, PromotedProductsQueryVariables> = gql`
  query PromotedProducts {
    site_settings {
      id
      promotedProductsTitle
      promotedProductsMoreLinkText
      promotedProductsMoreLinkUrl
      promotedProducts {
        product {
          ...ProductTile
        }
      }
    }
  }
  ${PRODUCT_TILE}
`;

export const MEDIA_ITEMS: TypedDocumentNode<MediaItemsQuery, MediaItemsQueryVariables> = gql`
  query MediaItems($reference_type: String, $reference_id: ID!, $service: String, $type: String, $limit: Int) {
    mediaItems(reference_type: $reference_type, reference_id: $reference_id, service: $service, type: $type, limit: $limit) {
      results {
        id
        title
        artist
        url
        duration_seconds
      }
    }
  }
`;

export const PLAYLIST_ITEMS: TypedDocumentNode<PlaylistItemsQuery, PlaylistItemsQueryVariables> = gql`
  fragment VideoThumbnailSize on VideoThumbnail {
    url
    width
    height
  }

  query PlaylistItems($playlistId: ID!, $maxResults: Int, $pageToken: String) {
    playlistItems(playlistId: $playlistId, maxResults: $maxResults, pageToken: $pageToken) {
      nextPageToken
      items {
        contentDetails {
          videoId
        }
        snippet {
          title
          thumbnails {
            medium {
              ...VideoThumbnailSize
            }
            high {
              ...VideoThumbnailSize
            }
          }
        }
      }
    }
  }
`;

export const CONCERT_EVENTS: TypedDocumentNode<BandsintownEventsQuery, BandsintownEventsQueryVariables> = gql`
  query BandsintownEvents($artistName: String!) {
    bandsintownEvents(artistName: $artistName) {
      id
      title
      datetime
      url
      description
      venue {
        name
        location
      }
      lineup
    }
  }
`;

export const JOBS: TypedDocumentNode<JobsQuery, JobsQueryVariables> = gql`
  query Jobs($accountName: String!) {
    jobs(accountName: $accountName) {
      id
      title {
        label
      }
      department {
        label
      }
      location {
        label
      }
      postingUrl
    }
  }
`;

export const COOKIE_CONFIGURATION: TypedDocumentNode<CookieConfigurationQuery, CookieConfigurationQueryVariables> = gql`
  query CookieConfiguration {
    cookie_configuration {
      message
      preferences {
        message
        items {
          param
          name
          title
          description
        }
      }
    }
  }
`;

/** The contact form's message to a department's support channel (spec 001 §7). */
export const SEND_FRONT_MESSAGE: TypedDocumentNode<SendFrontMessageMutation, SendFrontMessageMutationVariables> = gql`
  mutation SendFrontMessage($channelId: String!, $messageData: FrontMessageInput!) {
    sendFrontMessage(channelId: $channelId, messageData: $messageData) {
      success
      messageId
    }
  }
`;
