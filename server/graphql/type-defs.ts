/**
 * The site's GraphQL API: Directus-shaped (collections as root fields taking filter, search, sort,
 * limit, offset; `<collection>_by_id`), so the same operations and variables run against the
 * embedded content source and a real Directus. Resolvers only call sources. The collections' types
 * hold the content model's stored fields, generated (decision 0067); the fields the API adds to them
 * are written here.
 */
import { blockTypeDefs } from './block-type-defs';
import { contentTypeDefs } from './generated/content-types';

const collectionArgs = `filter: JSON, search: String, sort: [String!], limit: Int, offset: Int, status: [String!]`;

export const typeDefs = /* GraphQL */ `
  "Any JSON value: filters."
  scalar JSON

  "A content page's hero (JSON): { image?: file id, heading?, text?, link?: { url, text }, release?: product group id, live?: { url, title } }."
  scalar PageHero

  "A live audio stream: its address and the name the player shows."
  type LiveStream {
    url: String!
    title: String!
  }

  "Menu columns (JSON): [{ menu: [{ url, text, menu?: [...] }] }], nested as deep as the editors made them."
  scalar MenuColumns

  type Link {
    url: String!
    text: String!
  }

  type MenuItem {
    url: String!
    text: String!
    menu: [MenuItem!]
  }

  type Currency {
    code: String!
  }

  type Price {
    currency: Currency!
    value: Float!
    discount: Float!
  }

  "An image file: its address and size (grid items read images as url and width)."
  type ImageRef {
    id: ID!
    url: String!
    width: Int
    height: Int
  }

  type ProductItem {
    id: ID!
    title: String!
    option_group: String!
  }

  type Venue {
    name: String!
    location: String!
  }

  type PromotedProduct {
    product: products
  }

  type CookiePreferenceItem {
    param: String!
    name: String!
    title: String!
    description: String!
  }

  type CookiePreferences {
    message: String!
    items: [CookiePreferenceItem!]!
  }

  # Rich text and page-builder slots: block and slot kinds joined in unions (decision 0072).
  ${blockTypeDefs}

  # The collections' stored fields: generated from the content model (npm run codegen).
  ${contentTypeDefs}

  # What the API derives from the stored fields: site and image addresses, reverse relations.
  extend type artists {
    image_url: String
    "Site address of the artist page."
    href: String!
  }

  extend type product_groups {
    image_url: String
    products: [products!]!
    tracks: [tracks!]!
    href: String!
  }

  extend type products {
    href: String!
    "False when the store holds none (decision 0079): read from the stock, which itself stays on the server."
    in_stock: Boolean!
  }

  extend type pages {
    "The release the page opens with (its hero's release): null without one, or while it is not visible."
    hero_release: product_groups
    "The live stream the page's hero offers to play (its hero's live): null without one."
    hero_live: LiveStream
  }

  extend type posts {
    image_url: String
    href: String!
  }

  extend type events {
    image_url: String
    href: String!
  }

  extend type playlists {
    image_url: String
  }

  extend type radioShows {
    image_url: String
  }

  "One search hit: what a row of the search overlay shows."
  type SearchResult {
    id: ID!
    collection: String!
    typeLabel: String!
    title: String!
    artist: String
    href: String!
    "An event's date or a post's publication, as stored; null for other hits."
    date: String
    "The row's picture: a release's cover, an artist's portrait, a post's or event's image (an address)."
    image: String
    score: Int!
  }

  type SearchResults {
    product_groups: [SearchResult!]!
    artists: [SearchResult!]!
    posts: [SearchResult!]!
    events: [SearchResult!]!
  }

  type ArtistsProductsSummary {
    releases: Int!
    appearsOn: Int!
    bundles: Int!
    merch: Int!
    clothing: Int!
    upcomingEvents: Int!
    pastEvents: Int!
  }

  type MediaItem {
    id: ID!
    reference_type: String!
    reference_id: ID!
    service: String!
    type: String!
    title: String!
    artist: String
    url: String!
    duration_seconds: Int
  }

  type MediaItems {
    results: [MediaItem!]!
  }

  type VideoThumbnail {
    url: String!
    width: Int!
    height: Int!
  }

  type VideoThumbnails {
    default: VideoThumbnail
    medium: VideoThumbnail
    high: VideoThumbnail
  }

  type VideoSnippet {
    title: String!
    thumbnails: VideoThumbnails!
  }

  type VideoContentDetails {
    videoId: String!
  }

  type PlaylistItem {
    contentDetails: VideoContentDetails!
    snippet: VideoSnippet!
  }

  type PlaylistItems {
    items: [PlaylistItem!]!
    nextPageToken: String
  }

  type ConcertVenue {
    name: String!
    location: String!
  }

  type ConcertEvent {
    id: ID!
    title: String!
    datetime: String!
    url: String!
    description: String!
    venue: ConcertVenue!
    lineup: [String!]!
  }

  type JobLabel {
    label: String!
  }

  type Job {
    id: ID!
    title: JobLabel!
    department: JobLabel!
    location: JobLabel!
    postingUrl: String!
  }

  input ContactDepartmentInput {
    channel_id: String!
    department_name: String
  }

  "The contact form's fields (spec 001 §3); the server builds the support message from them (§7)."
  input FrontMessageInput {
    name: String!
    email: String!
    message: String!
    department: ContactDepartmentInput!
    iHaveTried: Boolean
  }

  type SendFrontMessageResult {
    success: Boolean!
    messageId: String
  }

  type Query {
    site_settings: site_settings!
    cookie_configuration: cookie_configuration!
    pages(${collectionArgs}): [pages!]!
    artists(${collectionArgs}): [artists!]!
    artists_by_id(id: ID!): artists
    labels(${collectionArgs}): [labels!]!
    product_groups(${collectionArgs}): [product_groups!]!
    product_groups_by_id(id: ID!): product_groups
    products(${collectionArgs}): [products!]!
    tags(${collectionArgs}): [tags!]!
    posts(${collectionArgs}): [posts!]!
    events(${collectionArgs}): [events!]!
    playlists(${collectionArgs}): [playlists!]!
    radioShows(${collectionArgs}): [radioShows!]!
    search(text: String!): SearchResults!
    artistsProductsSummary(artistId: ID!): ArtistsProductsSummary!
    mediaItems(
      reference_type: String = "track"
      reference_id: ID!
      service: String = "ochre"
      type: String = "audio"
      limit: Int = 99
    ): MediaItems!
    "Null (with an error) when the video service fails: the answer is cached like any other, so a page rendered on the server shows the playlist's error text."
    playlistItems(playlistId: ID!, maxResults: Int = 24, pageToken: String): PlaylistItems
    bandsintownEvents(artistName: String!): [ConcertEvent!]!
    jobs(accountName: String!, statusGroups: String = "Open", sortBy: String = "created", sortOrder: String = "ASC"): [Job!]!
  }

  type Mutation {
    sendFrontMessage(channelId: String!, messageData: FrontMessageInput!): SendFrontMessageResult!
  }
`;
