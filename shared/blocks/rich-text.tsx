import { createElement, type ComponentType } from 'react';
import { BlockBoundary } from '../components/block-boundary';
import type { BlockOf, PageBlock, RichBlock, SlotBlock } from './block-types';
import { EmbedBlock, IframeBlock } from './embed-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { TableBlock } from './table-block';
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
  TableBlock,
  EmbedBlock,
  IframeBlock,
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
 * are rendered by `renderSlot` (collection views, banners, forms), which the caller provides.
 */
export function RichText({ blocks, renderSlot }: { blocks: readonly PageBlock[]; renderSlot?: (block: SlotBlock) => React.ReactNode }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockBoundary key={block.id} name={block.__typename === 'SlotBlock' ? `slot ${block.data.kind}` : block.type}>
          {block.__typename === 'SlotBlock' ? (renderSlot?.(block) ?? null) : <RichBlockView block={block} />}
        </BlockBoundary>
      ))}
    </>
  );
}
