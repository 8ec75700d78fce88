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


export type RadioShowsCollectionQuery = { radioShows: Array<{ id: string, title: string, slug: string, date: string, episode: number, strap: string, description: string, cover_image: string | null, image_url: string | null, showLogo: string | null, textOverlayColour: string, audio_url: string | null, url: string }> };

export type TagFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TagFilterOptionsQuery = { tags: Array<{ id: string, name: string }> };

export type LabelFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelFilterOptionsQuery = { labels: Array<{ id: string, name: string, slug: string, isFeatured: boolean, kind: string }> };

export type ArtistFilterOptionsQueryVariables = Exact<{
  labelId: string;
}>;


export type ArtistFilterOptionsQuery = { artists: Array<{ id: string, name: string, slug: string }> };

export type StorePriceFragment = { value: number, discount: number, currency: { code: string } };

export type ArtistLinkFragment = { id: string, name: string, href: string };

export type ProductGroupTileFragment = { id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null, products: Array<{ id: string, format: string, variant: string | null, distribution: string, prices: Array<{ value: number, discount: number, currency: { code: string } }> }> };

export type ProductTileFragment = { id: string, title: string, slug: string, href: string, format: string, variant: string | null, distribution: string, date_available: string | null, short_description: string | null, prices: Array<{ value: number, discount: number, currency: { code: string } }>, items: Array<{ id: string, title: string, option_group: string }>, group: { id: string, title: string, slug: string, href: string, reference_type: string, universe: string | null, cover_image: string | null, release_date: string | null, artist: { id: string, name: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, primary_colour: string | null, secondary_colour: string | null, website: string | null } | null } | null };

export type ArtistTileFragment = { id: string, name: string, slug: string, sort: number | null, href: string, image: string | null, image_url: string | null };

export type PostTileFragment = { id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, tags: Array<{ id: string, name: string }> };

export type EventTileFragment = { id: string, title: string, slug: string, href: string, date: string, end_date: string | null, cover_image: string | null, image_url: string | null, description: string, tickets_url: string | null, lineup: Array<string>, venue: { name: string, location: string } };

type RichTextBlock_CodeBlock_Fragment = { __typename: 'CodeBlock', id: string, type: string, data: { code: string } };

type RichTextBlock_DelimiterBlock_Fragment = { __typename: 'DelimiterBlock', id: string, type: string };

type RichTextBlock_DividerBlock_Fragment = { __typename: 'DividerBlock', id: string, type: string };

type RichTextBlock_EmbedBlock_Fragment = { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } };

type RichTextBlock_HeaderBlock_Fragment = { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } };

type RichTextBlock_IframeBlock_Fragment = { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } };

type RichTextBlock_ImageBlock_Fragment = { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } };

type RichTextBlock_ListBlock_Fragment = { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } };

type RichTextBlock_ParagraphBlock_Fragment = { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } };

type RichTextBlock_QuoteBlock_Fragment = { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } };

type RichTextBlock_RawBlock_Fragment = { __typename: 'RawBlock', id: string, type: string, data: { html: string } };

type RichTextBlock_TableBlock_Fragment = { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } };

export type RichTextBlockFragment =
  | RichTextBlock_CodeBlock_Fragment
  | RichTextBlock_DelimiterBlock_Fragment
  | RichTextBlock_DividerBlock_Fragment
  | RichTextBlock_EmbedBlock_Fragment
  | RichTextBlock_HeaderBlock_Fragment
  | RichTextBlock_IframeBlock_Fragment
  | RichTextBlock_ImageBlock_Fragment
  | RichTextBlock_ListBlock_Fragment
  | RichTextBlock_ParagraphBlock_Fragment
  | RichTextBlock_QuoteBlock_Fragment
  | RichTextBlock_RawBlock_Fragment
  | RichTextBlock_TableBlock_Fragment
;

type PageSlot_AccordionSlot_Fragment = { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
        | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
        | { __typename: 'DelimiterBlock', id: string, type: string }
        | { __typename: 'DividerBlock', id: string, type: string }
        | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
        | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
        | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
        | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
        | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
        | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
        | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
        | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
        | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
      > }> } | null };

type PageSlot_BannerSlot_Fragment = { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    > } | null };

type PageSlot_CollectionViewSlot_Fragment = { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig };

type PageSlot_ConcertEventsSlot_Fragment = { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null };

type PageSlot_ContactFormSlot_Fragment = { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null };

type PageSlot_EmailFormSlot_Fragment = { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null };

type PageSlot_FeaturedItemSlot_Fragment = { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null };

type PageSlot_ItemCollectionSlot_Fragment = { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null };

type PageSlot_JobListingsSlot_Fragment = { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null };

type PageSlot_VideoPlaylistSlot_Fragment = { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null };

export type PageSlotFragment =
  | PageSlot_AccordionSlot_Fragment
  | PageSlot_BannerSlot_Fragment
  | PageSlot_CollectionViewSlot_Fragment
  | PageSlot_ConcertEventsSlot_Fragment
  | PageSlot_ContactFormSlot_Fragment
  | PageSlot_EmailFormSlot_Fragment
  | PageSlot_FeaturedItemSlot_Fragment
  | PageSlot_ItemCollectionSlot_Fragment
  | PageSlot_JobListingsSlot_Fragment
  | PageSlot_VideoPlaylistSlot_Fragment
;

type PageBlock_CodeBlock_Fragment = { __typename: 'CodeBlock', id: string, type: string, data: { code: string } };

type PageBlock_DelimiterBlock_Fragment = { __typename: 'DelimiterBlock', id: string, type: string };

type PageBlock_DividerBlock_Fragment = { __typename: 'DividerBlock', id: string, type: string };

type PageBlock_EmbedBlock_Fragment = { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } };

type PageBlock_HeaderBlock_Fragment = { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } };

type PageBlock_IframeBlock_Fragment = { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } };

type PageBlock_ImageBlock_Fragment = { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } };

type PageBlock_ListBlock_Fragment = { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } };

type PageBlock_ParagraphBlock_Fragment = { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } };

type PageBlock_QuoteBlock_Fragment = { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } };

type PageBlock_RawBlock_Fragment = { __typename: 'RawBlock', id: string, type: string, data: { html: string } };

type PageBlock_SlotBlock_Fragment = { __typename: 'SlotBlock', id: string, type: string, data:
    | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
            | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
            | { __typename: 'DelimiterBlock', id: string, type: string }
            | { __typename: 'DividerBlock', id: string, type: string }
            | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
            | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
            | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
            | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
            | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
            | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
            | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
            | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
            | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
          > }> } | null }
    | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
          | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
          | { __typename: 'DelimiterBlock', id: string, type: string }
          | { __typename: 'DividerBlock', id: string, type: string }
          | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
          | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
          | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
          | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
          | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
          | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
          | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
          | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
          | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
        > } | null }
    | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
    | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
    | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
    | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
    | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
    | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
    | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
    | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
   };

type PageBlock_TableBlock_Fragment = { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } };

export type PageBlockFragment =
  | PageBlock_CodeBlock_Fragment
  | PageBlock_DelimiterBlock_Fragment
  | PageBlock_DividerBlock_Fragment
  | PageBlock_EmbedBlock_Fragment
  | PageBlock_HeaderBlock_Fragment
  | PageBlock_IframeBlock_Fragment
  | PageBlock_ImageBlock_Fragment
  | PageBlock_ListBlock_Fragment
  | PageBlock_ParagraphBlock_Fragment
  | PageBlock_QuoteBlock_Fragment
  | PageBlock_RawBlock_Fragment
  | PageBlock_SlotBlock_Fragment
  | PageBlock_TableBlock_Fragment
;

export type PagesProfileQueryVariables = Exact<{
  path: string;
}>;


export type PagesProfileQuery = { pages: Array<{ id: string, path: string, title: string, description: string, hero: import('../json-scalar-types').PageHero | null, hero_release: { id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, products: Array<{ in_stock: boolean, date_available: string | null, id: string, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null } | null, hero_live: { url: string, title: string } | null, sticky_menu: Array<{ url: string, text: string }> | null, blocks: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    > }> };

export type ArtistsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type ArtistsProfileQuery = { artists: Array<{ bandsintown_name: string | null, id: string, name: string, slug: string, sort: number | null, href: string, image: string | null, image_url: string | null, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, links: Array<{ url: string, text: string }>, bio: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    > }> };

export type ArtistsProductsSummaryQueryVariables = Exact<{
  artistId: string;
}>;


export type ArtistsProductsSummaryQuery = { artistsProductsSummary: { releases: number, appearsOn: number, bundles: number, merch: number, clothing: number, upcomingEvents: number, pastEvents: number } };

export type EventsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type EventsProfileQuery = { events: Array<{ id: string, title: string, slug: string, href: string, date: string, end_date: string | null, cover_image: string | null, image_url: string | null, description: string, tickets_url: string | null, lineup: Array<string>, blocks: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    >, artists: Array<{ id: string, name: string, href: string }>, venue: { name: string, location: string } }> };

export type PostsProfileQueryVariables = Exact<{
  slug: string;
}>;


export type PostsProfileQuery = { posts: Array<{ id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, blocks: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    >, artists: Array<{ id: string, name: string, href: string }>, tags: Array<{ id: string, name: string }> }>, moreNews: Array<{ id: string, type: string, title: string, slug: string, href: string, date_published: string, cover_image: string | null, image_url: string | null, summary: string, tags: Array<{ id: string, name: string }> }> };

export type ProductGroupProfileFragment = { catalogue_number: string | null, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, description: Array<
    | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
    | { __typename: 'DelimiterBlock', id: string, type: string }
    | { __typename: 'DividerBlock', id: string, type: string }
    | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
    | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
    | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
    | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
    | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
    | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
    | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
    | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
    | { __typename: 'SlotBlock', id: string, type: string, data:
        | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > }> } | null }
        | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
              | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
              | { __typename: 'DelimiterBlock', id: string, type: string }
              | { __typename: 'DividerBlock', id: string, type: string }
              | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
              | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
              | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
              | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
              | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
              | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
              | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
              | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
              | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
            > } | null }
        | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
        | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
        | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
        | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
        | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
        | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
        | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
        | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
       }
    | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
  >, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, in_stock: boolean, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null };

export type ProductGroupsProfileQueryVariables = Exact<{
  id: string;
}>;


export type ProductGroupsProfileQuery = { product_groups_by_id: { catalogue_number: string | null, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, description: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    >, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, in_stock: boolean, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null } | null };

export type ProductGroupsBySlugQueryVariables = Exact<{
  slug: string;
  id?: string | null | undefined;
}>;


export type ProductGroupsBySlugQuery = { product_groups: Array<{ catalogue_number: string | null, visibility: string | null, id: string, title: string, slug: string, href: string, reference_type: string, type: string | null, universe: string | null, release_date: string | null, date_available: string | null, cover_image: string | null, image_url: string | null, short_description: string | null, description: Array<
      | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
      | { __typename: 'DelimiterBlock', id: string, type: string }
      | { __typename: 'DividerBlock', id: string, type: string }
      | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
      | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
      | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
      | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
      | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
      | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
      | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
      | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
      | { __typename: 'SlotBlock', id: string, type: string, data:
          | { __typename: 'AccordionSlot', kind: string, item: { id: string, title: string, sections: Array<{ title: string, blocks: Array<
                  | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                  | { __typename: 'DelimiterBlock', id: string, type: string }
                  | { __typename: 'DividerBlock', id: string, type: string }
                  | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                  | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                  | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                  | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                  | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                  | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                  | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                  | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                  | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
                > }> } | null }
          | { __typename: 'BannerSlot', kind: string, item: { id: string, title: string, image: string | null, layout: string, link_url: string | null, button_text: string | null, tagline: string | null, blocks: Array<
                | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
                | { __typename: 'DelimiterBlock', id: string, type: string }
                | { __typename: 'DividerBlock', id: string, type: string }
                | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
                | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
                | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
                | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
                | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
                | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
                | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
                | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
                | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
              > } | null }
          | { __typename: 'CollectionViewSlot', kind: string, view: import('../json-scalar-types').CollectionViewConfig }
          | { __typename: 'ConcertEventsSlot', kind: string, artistName: string, title: string | null }
          | { __typename: 'ContactFormSlot', kind: string, item: { id: string, title: string, departments: Array<{ channel_id: string, department_name: string }> } | null }
          | { __typename: 'EmailFormSlot', kind: string, item: { id: string, title: string, form_id: string } | null }
          | { __typename: 'FeaturedItemSlot', kind: string, item: { id: string, title: string, href: string, reference_type: string, typeLabel: string | null, image: string | null, release_date: string | null, date_available: string | null, artist: { name: string, href: string } | null } | null }
          | { __typename: 'ItemCollectionSlot', kind: string, item: { id: string, title: string, display: string, entries: Array<{ collection: string, item: string, href: string | null, url: string | null, name: string | null, title: string | null, typeLabel: string | null, type_label: string | null, image: string | null, release_date: string | null, video_url: string | null, artist: { name: string, href: string } | null }> } | null }
          | { __typename: 'JobListingsSlot', kind: string, accountName: string, title: string | null }
          | { __typename: 'VideoPlaylistSlot', kind: string, playlistId: string, title: string | null, maxResults: number | null }
         }
      | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
    >, images: Array<{ id: string, url: string, width: number | null, height: number | null }>, featured_artists: Array<{ id: string, name: string, href: string }>, products: Array<{ id: string, title: string, slug: string, href: string, date_available: string | null, short_description: string | null, in_stock: boolean, format: string, variant: string | null, distribution: string, items: Array<{ id: string, title: string, option_group: string }>, prices: Array<{ value: number, discount: number, currency: { code: string } }> }>, tracks: Array<{ id: string, position: number, title: string, duration_seconds: number, preview: string | null, artist: { id: string, name: string, href: string } | null }>, artist: { id: string, name: string, slug: string, href: string } | null, label: { id: string, name: string, slug: string, isFeatured: boolean, kind: string, secondary_colour: string | null, website: string | null } | null }> };

export type SearchRowFragment = { collection: string, typeLabel: string, title: string, artist: string | null, href: string, date: string | null, image: string | null };

export type SearchQueryVariables = Exact<{
  text: string;
}>;


export type SearchQuery = { search: { product_groups: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string, date: string | null, image: string | null }>, artists: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string, date: string | null, image: string | null }>, posts: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string, date: string | null, image: string | null }>, events: Array<{ collection: string, typeLabel: string, title: string, artist: string | null, href: string, date: string | null, image: string | null }> } };

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

export type VideoThumbnailSizeFragment = { url: string, width: number, height: number };

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


export type SiteSettingsQuery = { site_settings: { id: string, siteName: string, description: string, overlayMenus: import('../json-scalar-types').MenuColumns, footerMenus: import('../json-scalar-types').MenuColumns, emptyCartLinkText: string, emptyCartLinkUrl: string, promotedProductsTitle: string, promotedProductsMoreLinkText: string, promotedProductsMoreLinkUrl: string, headerMenu: Array<{ url: string, text: string, menu: Array<{ url: string, text: string }> | null }>, footerContentBlocks: Array<{ contentBlock: { blocks: Array<
          | { __typename: 'CodeBlock', id: string, type: string, data: { code: string } }
          | { __typename: 'DelimiterBlock', id: string, type: string }
          | { __typename: 'DividerBlock', id: string, type: string }
          | { __typename: 'EmbedBlock', id: string, type: string, data: { service: string, source: string, embed: string, width: number | null, height: number | null, caption: string | null } }
          | { __typename: 'HeaderBlock', id: string, type: string, data: { text: string, level: number, anchor: string | null } }
          | { __typename: 'IframeBlock', id: string, type: string, data: { embed: string, caption: string | null } }
          | { __typename: 'ImageBlock', id: string, type: string, data: { url: string | null, caption: string | null, file: { id: string | null, url: string | null, width: number | null, height: number | null } | null } }
          | { __typename: 'ListBlock', id: string, type: string, data: { style: string, items: import('../json-scalar-types').ListItems } }
          | { __typename: 'ParagraphBlock', id: string, type: string, data: { text: string } }
          | { __typename: 'QuoteBlock', id: string, type: string, data: { text: string, caption: string | null, alignment: string } }
          | { __typename: 'RawBlock', id: string, type: string, data: { html: string } }
          | { __typename: 'TableBlock', id: string, type: string, data: { withHeadings: boolean, content: Array<Array<string>>, footer: Array<string> | null, caption: string | null } }
        > } }> } };
