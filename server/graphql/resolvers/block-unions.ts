import type { Block, BlockSlot } from '../../sources/content/model';
import type { PageBlockType, PageSlotType } from '../../../shared/graphql/possible-types';

/** The GraphQL type of each block kind (server/graphql/block-type-defs.ts). */
const BLOCK_TYPES: Record<Block['type'], PageBlockType> = {
  paragraph: 'ParagraphBlock',
  header: 'HeaderBlock',
  code: 'CodeBlock',
  delimiter: 'DelimiterBlock',
  divider: 'DividerBlock',
  raw: 'RawBlock',
  image: 'ImageBlock',
  list: 'ListBlock',
  quote: 'QuoteBlock',
  table: 'TableBlock',
  embed: 'EmbedBlock',
  iframe: 'IframeBlock',
  slot: 'SlotBlock',
};

/** The GraphQL type of each slot kind. */
const SLOT_TYPES: Record<BlockSlot['kind'], PageSlotType> = {
  banners: 'BannerSlot',
  accordions: 'AccordionSlot',
  contactForms: 'ContactFormSlot',
  activeCampaignForms: 'EmailFormSlot',
  featured_item: 'FeaturedItemSlot',
  item_collections: 'ItemCollectionSlot',
  collection: 'CollectionViewSlot',
  jobs: 'JobListingsSlot',
  videoPlaylists: 'VideoPlaylistSlot',
  bandsintownEvents: 'ConcertEventsSlot',
};

/**
 * Whether the API has a type for a block. A Directus's block JSON is not validated, and a kind the
 * site does not know rendered nothing before the unions: it is left out, never an error for the page.
 */
export function isKnownBlock(block: Block): boolean {
  if (!Object.hasOwn(BLOCK_TYPES, block.type)) return false;
  return block.type !== 'slot' || Object.hasOwn(SLOT_TYPES, block.data.kind);
}

/** The rich text inside a slot's item and in the footer: no slots (decision 0072), so they are left out. */
export function withoutSlots(blocks: Block[]): Block[] {
  return blocks.filter((block) => block.type !== 'slot' && isKnownBlock(block));
}

/** How GraphQL tells the unions' members apart: by the block's type and the slot's kind. */
export const blockUnionResolvers = {
  PageBlock: { __resolveType: (block: Block) => BLOCK_TYPES[block.type] },
  RichTextBlock: { __resolveType: (block: Block) => BLOCK_TYPES[block.type] },
  PageSlot: { __resolveType: (slot: BlockSlot) => SLOT_TYPES[slot.kind] },
  VideoPlaylistSlot: {
    // The CMS's configuration is coerced as the browser did before: a count only when it is one.
    maxResults: (slot: { maxResults?: unknown }) => (Number.isInteger(slot.maxResults) ? slot.maxResults : null),
  },
};
