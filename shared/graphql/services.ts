import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SearchResultsData } from '../lib/search';
import { PRODUCT_TILE } from './fragments';

/**
 * The search overlay's and /search page's query (spec 001 §7). Rows select no `id` on purpose: ids
 * repeat across collections (product group 1, artist 1...), so normalising hits by id would merge
 * rows of different types in the cache. Each row stays inside its answer; `href` is its key.
 */
export const SEARCH: TypedDocumentNode<{ search: SearchResultsData }, { text: string }> = gql`
  fragment SearchRow on SearchResult {
    collection
    typeLabel
    title
    artist
    href
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

export const PROMOTED_PRODUCTS = gql`
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

export const MEDIA_ITEMS = gql`
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

export const PLAYLIST_ITEMS = gql`
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
              url
              width
              height
            }
            high {
              url
              width
              height
            }
          }
        }
      }
    }
  }
`;

export const CONCERT_EVENTS = gql`
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

export const JOBS = gql`
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

export const COOKIE_CONFIGURATION = gql`
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
export const SEND_FRONT_MESSAGE = gql`
  mutation SendFrontMessage($channelId: String!, $messageData: FrontMessageInput!) {
    sendFrontMessage(channelId: $channelId, messageData: $messageData) {
      success
      messageId
    }
  }
`;
