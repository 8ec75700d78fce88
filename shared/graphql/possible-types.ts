/**
 * The schema's unions and their members (server/graphql/block-type-defs.ts), which Apollo's cache
 * needs to match a fragment on a union (`...RichTextBlock` inside a page block) to the object it
 * holds. tests/unit/graphql-possible-types.test.ts holds this list to the schema.
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
];

export const possibleTypes = {
  RichTextBlock: richTextBlockTypes,
  PageBlock: [...richTextBlockTypes, 'SlotBlock'],
  PageSlot: [
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
  ],
} satisfies Record<string, string[]>;
