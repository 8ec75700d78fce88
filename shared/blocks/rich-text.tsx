import { createElement, type ComponentType } from 'react';
import { BlockBoundary } from '../components/block-boundary';
import { sectionHeadings } from '../lib/markup/section-headings';
import type { BlockOf, PageBlock, RichBlock, SlotBlock } from './block-types';
import { EmbedBlock, IframeBlock } from './embed-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { NamedByHeaderContext } from './named-by-header';
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
 * are rendered by `renderSlot` (collection views, banners, forms), which the caller provides. A
 * header block and the slot under it show one heading between them (section-headings.ts).
 */
export function RichText({ blocks, renderSlot }: { blocks: readonly PageBlock[]; renderSlot?: (block: SlotBlock) => React.ReactNode }) {
  const headings = sectionHeadings(blocks);
  const view = (block: PageBlock) => {
    const heading = headings.get(block.id);
    if (block.__typename === 'SlotBlock') return <NamedByHeaderContext value={heading}>{renderSlot?.(block) ?? null}</NamedByHeaderContext>;
    if (heading === undefined) return <RichBlockView block={block} />;
    // A header that gives way to the slot under it keeps its anchor, where the sticky menu's link lands.
    return heading ? <div id={heading} /> : null;
  };
  return (
    <>
      {blocks.map((block) => (
        <BlockBoundary key={block.id} name={block.__typename === 'SlotBlock' ? `slot ${block.data.kind}` : block.type}>
          {view(block)}
        </BlockBoundary>
      ))}
    </>
  );
}
