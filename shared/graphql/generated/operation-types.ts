/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ContactDepartmentInput = {
  channel_id: string;
  department_name?: string | null | undefined;
};

/** The contact form's fields (spec 001 §3); the server builds the support message from them (§7). */
export type FrontMessageInput = {
  department: ContactDepartmentInput;
  email: string;
  iHaveTried?: boolean | null | undefined;
  message: string;
  name: string;
};

export type ArtistsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ArtistsCollectionQuery = { artists: Array<{ id: string, name: string, slug: string, sort: number | null, href: string, image: string | null, image_url: string | null }> };

export type EventsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type EventsCollectionQuery = { events: Array<{ id: string, title: string, slug: string, href: string, date: string, end_date: string | null, cover_image: string | null, image_url: string | null, description: string, tickets_url: string | null, lineup: Array<string>, venue: { name: string, location: string } }> };

export type PlaylistsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PlaylistsCollectionQuery = { playlists: Array<{ id: string, title: string, slug: string, date_published: string, cover_image: string | null, image_url: string | null, description: string, url: string, primary_colour: string | null, secondary_colour: string | null }> };

export type PostsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PostsCollectionQuery = { posts: Array<{ id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, tags: Array<{ id: string, name: string }> }> };

export type ProductGroupsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ProductGroupsCollectionQuery = { product_groups: Array<{ id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null, products: Array<{ id: string, format: string, variant: string | null, distribution: string, prices: Array<{ value: number, discount: number, currency: { code: string } }> }> }> };

export type ProductsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ProductsCollectionQuery = { products: Array<{ id: string, title: string, slug: string, href: string, format: string, variant: string | null, distribution: string, date_available: string | null, short_description: string | null, prices: Array<{ value: number, discount: number, currency: { code: string } }>, items: Array<{ id: string, title: string, option_group: string }>, group: { id: string, title: string, slug: string, href: string, reference_type: string, universe: string | null, cover_image: string | null, release_date: string | null, artist: { id: string, name: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, primary_colour: string | null, secondary_colour: string | null, website: string | null } | null } | null }> };

export type RadioShowsCollectionQueryVariables = Exact<{
  filter?: unknown;
  search?: string | null | undefined;
  sort?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RadioShowsCollectionQuery = { radioShows: Array<{ id: string, title: string, slug: string, date: string, episode: number, strap: string, description: string, cover_image: string | null, image_url: string | null, showLogo: string | null, textOverlayColour: string, url: string }> };

export type TagFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TagFilterOptionsQuery = { tags: Array<{ id: string, name: string }> };

export type LabelFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelFilterOptionsQuery = { labels: Array<{ id: string, name: string, slug: string, isFeatured: boolean, kind: string }> };

export type ArtistFilterOptionsQueryVariables = Exact<{
  labelId: string;
}>;


export type ArtistFilterOptionsQuery = { artists: Array<{ id: string, name: string, slug: string }> };

export type ProductGroupTileFragment = { id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null, products: Array<{ id: string, format: string, variant: string | null, distribution: string, prices: Array<{ value: number, discount: number, currency: { code: string } }> }> };

export type ProductTileFragment = { id: string, title: string, slug: string, href: string, format: string, variant: string | null, distribution: string, date_available: string | null, short_description: string | null, prices: Array<{ value: number, discount: number, currency: { code: string } }>, items: Array<{ id: string, title: string, option_group: string }>, group: { id: string, title: string, slug: string, href: string, reference_type: string, universe: string | null, cover_image: string | null, release_date: string | null, artist: { id: string, name: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, primary_colour: string | null, secondary_colour: string | null, website: string | null } | null } | null };

export type ArtistTileFragment = { id: string, name: string, slug: string, sort: number | null, href: string, image: string | null, image_url: string | null };

export type PostTileFragment = { id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, tags: Array<{ id: string, name: string }> };

export type EventTileFragment = { id: string, title: string, slug: string, href: string, date: string, end_date: string | null, cover_image: string | null, image_url: string | null, description: string, tickets_url: string | null, lineup: Array<string>, venue: { name: string, location: string } };

export type PagesProfileQueryVariables = Exact<{
  path: string;
}>;


export type PagesProfileQuery = { pages: Array<{ id: string, path: string, title: string, description: string, hero: import('../json-scalar-types').PageHero | null, blocks: import('../json-scalar-types').RichText, sticky_menu: Array<{ url: string, text: string }> | null }> };

export type ArtistsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type ArtistsProfileQuery = { artists: Array<{ bio: import('../json-scalar-types').RichText, bandsintown_name: string | null, id: string, name: string, slug: string, sort: number | null, href: string, image: string | null, image_url: string | null, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, links: Array<{ url: string, text: string }> }> };

export type ArtistsProductsSummaryQueryVariables = Exact<{
  artistId: string;
}>;


export type ArtistsProductsSummaryQuery = { artistsProductsSummary: { releases: number, appearsOn: number, bundles: number, merch: number, clothing: number, events: number } };

export type EventsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type EventsProfileQuery = { events: Array<{ blocks: import('../json-scalar-types').RichText, id: string, title: string, slug: string, href: string, date: string, end_date: string | null, cover_image: string | null, image_url: string | null, description: string, tickets_url: string | null, lineup: Array<string>, artists: Array<{ id: string, name: string, href: string }>, venue: { name: string, location: string } }> };

export type PostsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type PostsProfileQuery = { posts: Array<{ blocks: import('../json-scalar-types').RichText, id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, artists: Array<{ id: string, name: string, href: string }>, tags: Array<{ id: string, name: string }> }>, moreNews: Array<{ id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, tags: Array<{ id: string, name: string }> }> };

export type ProductGroupProfileFragment = { catalogue_number: string | null, description: import('../json-scalar-types').RichText, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null };

export type ProductGroupsProfileQueryVariables = Exact<{
  id: string;
}>;


export type ProductGroupsProfileQuery = { product_groups_by_id: { catalogue_number: string | null, description: import('../json-scalar-types').RichText, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null } | null };

export type ProductGroupsBySlugQueryVariables = Exact<{
  slug: string;
  id?: string | null | undefined;
}>;


export type ProductGroupsBySlugQuery = { product_groups: Array<{ catalogue_number: string | null, description: import('../json-scalar-types').RichText, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null }> };

export type SearchRowFragment = { collection: string, typeLabel: string, title: string, artist: string | null, href: string };

export type SearchQueryVariables = Exact<{
  text: string;
}>;


export type SearchQuery = { search: { product_groups: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string }>, artists: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string }>, posts: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string }>, events: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string }> } };

export type PromotedProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotedProductsQuery = { site_settings: { id: string, promotedProductsTitle: string, promotedProductsMoreLinkText: string, promotedProductsMoreLinkUrl: string, promotedProducts: Array<{ product: { id: string, title: string, slug: string, href: string, format: string, variant: string | null, distribution: string, date_available: string | null, short_description: string | null, prices: Array<{ value: number, discount: number, currency: { code: string } }>, items: Array<{ id: string, title: string, option_group: string }>, group: { id: string, title: string, slug: string, href: string, reference_type: string, universe: string | null, cover_image: string | null, release_date: string | null, artist: { id: string, name: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, primary_colour: string | null, secondary_colour: string | null, website: string | null } | null } | null } | null }> } };

export type MediaItemsQueryVariables = Exact<{
  reference_type?: string | null | undefined;
  reference_id: string;
  service?: string | null | undefined;
  type?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type MediaItemsQuery = { mediaItems: { results: Array<{ id: string, title: string, artist: string | null, url: string, duration_seconds: number | null }> } };

export type PlaylistItemsQueryVariables = Exact<{
  playlistId: string;
  maxResults?: number | null | undefined;
  pageToken?: string | null | undefined;
}>;


export type PlaylistItemsQuery = { playlistItems: { nextPageToken: string | null, items: Array<{ contentDetails: { videoId: string }, snippet: { title: string, thumbnails: { medium: { url: string, width: number, height: number } | null, high: { url: string, width: number, height: number } | null } } }> } | null };

export type BandsintownEventsQueryVariables = Exact<{
  artistName: string;
}>;


export type BandsintownEventsQuery = { bandsintownEvents: Array<{ id: string, title: string, datetime: string, url: string, description: string, lineup: Array<string>, venue: { name: string, location: string } }> };

export type JobsQueryVariables = Exact<{
  accountName: string;
}>;


export type JobsQuery = { jobs: Array<{ id: string, postingUrl: string, title: { label: string }, department: { label: string }, location: { label: string } }> };

export type CookieConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type CookieConfigurationQuery = { cookie_configuration: { message: string, preferences: { message: string, items: Array<{ param: string, name: string, title: string, description: string }> } } };

export type SendFrontMessageMutationVariables = Exact<{
  channelId: string;
  messageData: FrontMessageInput;
}>;


export type SendFrontMessageMutation = { sendFrontMessage: { success: boolean, messageId: string | null } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { site_settings: { id: string, siteName: string, description: string, overlayMenus: import('../json-scalar-types').MenuColumns, footerMenus: import('../json-scalar-types').MenuColumns, footerContentBlocks: import('../json-scalar-types').FooterContentBlocks, emptyCartLinkText: string, emptyCartLinkUrl: string, promotedProductsTitle: string, promotedProductsMoreLinkText: string, promotedProductsMoreLinkUrl: string, headerMenu: Array<{ url: string, text: string, menu: Array<{ url: string, text: string }> | null }> } };
