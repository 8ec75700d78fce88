import { createElement, type ComponentType } from 'react';
import { BlockBoundary } from '../components/block-boundary';
import { sectionHeadings } from '../lib/markup/section-headings';
import type { BlockOf, PageBlock, RichBlock, SlotBlock } from './block-types';
import { EmbedBlockPart, IframeBlockPart, TableBlockPart } from './block-parts';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { NamedByHeaderContext } from './named-by-header';
import { SlotHeadingLevelContext } from './slot-heading';
import { CodeBlock, DelimiterBlock, DividerBlock, HeaderBlock, ParagraphBlock, QuoteBlock, RawBlock } from './text-blocks';

/** The component of each rich-text block kind. */
const blockViews: { [T in RichBlock['__typename']]: ComponentType<{ block: BlockOf<T> }> } = {
  ParagraphBlock,
  HeaderBlock,
  CodeBlock,
  DelimiterBlock,
  DividerBlock,
  RawBlock,
  ImageBlock,
  ListBlock,
  QuoteBlock,
  // Seldom on a page: their code loads when a visitor reaches into them.
  TableBlock: TableBlockPart,
  EmbedBlock: EmbedBlockPart,
  IframeBlock: IframeBlockPart,
};

function RichBlockView<T extends RichBlock['__typename']>({ block }: { block: BlockOf<T> & { __typename: T } }) {
  // A kind the documents do not select arrives as its __typename alone: nothing to show.
  const view: ComponentType<{ block: BlockOf<T> }> | null = Object.hasOwn(blockViews, block.__typename)
    ? blockViews[block.__typename]
    : null;
  return view ? createElement(view, { block }) : null;
}

/**
 * Rich text: each block in its own boundary, so one bad block never takes the page down. Slots
 * are rendered by `renderSlot` (collection views, banners, forms), which the caller provides. A
 * header block and the slot under it show one heading between them, and a header over several
 * slots has their titles one rank below it (section-headings.ts).
 */
export interface RichTextProps {
  blocks: readonly PageBlock[];
  renderSlot?: (block: SlotBlock) => React.ReactNode;
}

export function RichText({ blocks, renderSlot }: RichTextProps) {
  const headings = sectionHeadings(blocks);
  const views: React.ReactNode[] = [];
  // The rank of a slot's own title: h2 before any header; under a header that gives way to its
  // slot, the header's own; under one that names several blocks, one below it.
  let slotLevel = 2;
  for (const block of blocks) {
    const heading = headings.get(block.id);
    if (block.__typename === 'HeaderBlock') slotLevel = Math.min(block.data.level + (headings.has(block.id) ? 0 : 1), 6);
    // A slot learns its header and rank; a header that gives way to its slot keeps only its anchor,
    // where the sticky menu's link lands.
    views.push(
      <BlockBoundary key={block.id} name={block.__typename === 'SlotBlock' ? `slot ${block.data.kind}` : block.type}>
        {block.__typename === 'SlotBlock' ? (
          <NamedByHeaderContext value={heading}>
            <SlotHeadingLevelContext value={slotLevel}>{renderSlot?.(block) ?? null}</SlotHeadingLevelContext>
          </NamedByHeaderContext>
        ) : heading === undefined ? (
          <RichBlockView block={block} />
        ) : heading ? (
          <div id={heading} />
        ) : null}
      </BlockBoundary>,
    );
  }
  return views;
}
