/**
 * Rich text and page-builder slots as GraphQL types (decision 0072): one object type per block kind
 * and per slot kind, joined in unions, in the Editor.js shape the content stores (`id`, `type`,
 * `data`), so documents select each kind with an inline fragment and the generated operation types
 * carry every shape. Selections cannot recurse, so the depth is fixed by what the site renders: a
 * page's blocks (`PageBlock`) may hold slots; the rich text inside a slot's item (a banner, an
 * accordion section) and in the footer (`RichTextBlock`) holds none. Nested list items stay JSON.
 * The unions' members are the list the browser's cache reads too (shared/graphql/possible-types.ts).
 */
import { possibleTypes } from '../../shared/graphql/possible-types';

export const blockTypeDefs = /* GraphQL */ `
  "A nested list's items (JSON): [{ content, items: [...] }], nested as deep as the editors made them."
  scalar ListItems

  "A collection view's configuration (JSON, spec 000 §2 'Collection view'): collection, title, display, filter, sort, limit, filterMenu, pagination, moreLink, columns, artistName."
  scalar CollectionViewConfig

  type ParagraphData {
    text: String!
  }

  type ParagraphBlock {
    id: ID!
    type: String!
    data: ParagraphData!
  }

  type HeaderData {
    text: String!
    level: Int!
    anchor: String
  }

  type HeaderBlock {
    id: ID!
    type: String!
    data: HeaderData!
  }

  type CodeData {
    code: String!
  }

  type CodeBlock {
    id: ID!
    type: String!
    data: CodeData!
  }

  "A delimiter holds no data."
  type DelimiterBlock {
    id: ID!
    type: String!
  }

  "A divider holds no data."
  type DividerBlock {
    id: ID!
    type: String!
  }

  type RawData {
    html: String!
  }

  type RawBlock {
    id: ID!
    type: String!
    data: RawData!
  }

  "An image block's file: a content file id or an address, and its size."
  type ImageBlockFile {
    id: String
    url: String
    width: Int
    height: Int
  }

  type ImageData {
    file: ImageBlockFile
    url: String
    caption: String
  }

  type ImageBlock {
    id: ID!
    type: String!
    data: ImageData!
  }

  type ListData {
    style: String!
    items: ListItems!
  }

  type ListBlock {
    id: ID!
    type: String!
    data: ListData!
  }

  type QuoteData {
    text: String!
    caption: String
    alignment: String!
  }

  type QuoteBlock {
    id: ID!
    type: String!
    data: QuoteData!
  }

  type TableData {
    withHeadings: Boolean!
    content: [[String!]!]!
    footer: [String!]
    caption: String
  }

  type TableBlock {
    id: ID!
    type: String!
    data: TableData!
  }

  type EmbedData {
    service: String!
    source: String!
    embed: String!
    width: Int
    height: Int
    caption: String
  }

  type EmbedBlock {
    id: ID!
    type: String!
    data: EmbedData!
  }

  type IframeData {
    embed: String!
    caption: String
  }

  type IframeBlock {
    id: ID!
    type: String!
    data: IframeData!
  }

  "A page-builder slot in a page's blocks."
  type SlotBlock {
    id: ID!
    type: String!
    data: PageSlot!
  }

  "Rich text with no slots: inside a slot's item (a banner, an accordion section) and in the footer."
  union RichTextBlock = ${possibleTypes.RichTextBlock.join(' | ')}

  "A block of a page, post, event, artist bio or release description: rich text, sanitised, or a slot, resolved."
  union PageBlock = ${possibleTypes.PageBlock.join(' | ')}

  "A footer column of rich text."
  type FooterContentBlock {
    contentBlock: FooterContent!
  }

  type FooterContent {
    blocks: [RichTextBlock!]!
  }

  type Banner {
    id: ID!
    title: String!
    image: String
    layout: String!
    link_url: String
    "A leading header of the body that says something other than the title, as a line under it."
    tagline: String
    "The body, without the leading header that repeats the title or became the tagline."
    blocks: [RichTextBlock!]!
    button_text: String
  }

  type AccordionSection {
    title: String!
    blocks: [RichTextBlock!]!
  }

  type Accordion {
    id: ID!
    title: String!
    sections: [AccordionSection!]!
  }

  type ContactDepartment {
    channel_id: String!
    department_name: String!
  }

  type ContactForm {
    id: ID!
    title: String!
    departments: [ContactDepartment!]!
  }

  type EmailForm {
    id: ID!
    title: String!
    form_id: String!
  }

  type ArtistLink {
    name: String!
    href: String!
  }

  "A release or product group as a featured item slot shows it: the dates decide Pre-order."
  type FeaturedItem {
    id: ID!
    title: String!
    href: String!
    reference_type: String!
    typeLabel: String
    artist: ArtistLink
    image: String
    release_date: String
    date_available: String
  }

  "An item collection's entry as grids read it (spec 000 §3 'Collection entry'): an address, a title or name, a type label and an image."
  type CollectionEntry {
    collection: String!
    item: ID!
    href: String
    url: String
    name: String
    title: String
    typeLabel: String
    type_label: String
    artist: ArtistLink
    image: String
    release_date: String
    video_url: String
  }

  type ItemCollection {
    id: ID!
    title: String!
    display: String!
    "Unpublished entries dropped."
    entries: [CollectionEntry!]!
  }

  "The single-item slots: the item resolved, null when it is not visible."
  type BannerSlot {
    kind: String!
    item: Banner
  }

  type AccordionSlot {
    kind: String!
    item: Accordion
  }

  type ContactFormSlot {
    kind: String!
    item: ContactForm
  }

  "Kind activeCampaignForms: the e-mail sign-up embed."
  type EmailFormSlot {
    kind: String!
    item: EmailForm
  }

  type FeaturedItemSlot {
    kind: String!
    item: FeaturedItem
  }

  type ItemCollectionSlot {
    kind: String!
    item: ItemCollection
  }

  "The listing slots: configuration; their views query for themselves, with paging and filters."
  type CollectionViewSlot {
    kind: String!
    view: CollectionViewConfig!
  }

  type JobListingsSlot {
    kind: String!
    accountName: String!
    title: String
  }

  type VideoPlaylistSlot {
    kind: String!
    playlistId: String!
    title: String
    maxResults: Int
  }

  type ConcertEventsSlot {
    kind: String!
    artistName: String!
    title: String
  }

  "A page-builder slot (spec 000 §2 'Block slot kinds'), one type per kind."
  union PageSlot = ${possibleTypes.PageSlot.join(' | ')}
`;
