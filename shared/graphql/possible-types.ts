/**
 * The schema's unions and their members: server/graphql/block-type-defs.ts declares the unions with
 * these lists, and Apollo's cache needs them to match a fragment on a union (`...RichTextBlock`
 * inside a page block) to the object it holds. tests/unit/graphql-possible-types.test.ts checks
 * that every union of the schema is here.
 */
const richTextBlockTypes = [
  'ParagraphBlock',
  'HeaderBlock',
  'CodeBlock',
  'DelimiterBlock',
  'DividerBlock',
  'RawBlock',
  'ImageBlock',
  'ListBlock',
  'QuoteBlock',
  'TableBlock',
  'EmbedBlock',
  'IframeBlock',
] as const;

const pageSlotTypes = [
  'BannerSlot',
  'AccordionSlot',
  'ContactFormSlot',
  'EmailFormSlot',
  'FeaturedItemSlot',
  'ItemCollectionSlot',
  'CollectionViewSlot',
  'JobListingsSlot',
  'VideoPlaylistSlot',
  'ConcertEventsSlot',
] as const;

/** A member of the page block union: a block kind's type. */
export type PageBlockType = (typeof richTextBlockTypes)[number] | 'SlotBlock';

/** A member of the slot union: a slot kind's type. */
export type PageSlotType = (typeof pageSlotTypes)[number];

export const possibleTypes = {
  RichTextBlock: [...richTextBlockTypes],
  PageBlock: [...richTextBlockTypes, 'SlotBlock'],
  PageSlot: [...pageSlotTypes],
};
