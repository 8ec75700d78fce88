import { BlockBoundary } from '../components/block-boundary';
import type { PageBlock, RichBlock, SlotBlock } from './block-types';
import { EmbedBlock, IframeBlock } from './embed-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { TableBlock } from './table-block';
import { CodeBlock, DelimiterBlock, DividerBlock, HeaderBlock, ParagraphBlock, QuoteBlock, RawBlock } from './text-blocks';

function RichBlockView({ block }: { block: RichBlock }) {
  switch (block.__typename) {
    case 'ParagraphBlock':
      return <ParagraphBlock block={block} />;
    case 'HeaderBlock':
      return <HeaderBlock block={block} />;
    case 'CodeBlock':
      return <CodeBlock block={block} />;
    case 'DelimiterBlock':
      return <DelimiterBlock />;
    case 'DividerBlock':
      return <DividerBlock />;
    case 'RawBlock':
      return <RawBlock block={block} />;
    case 'ImageBlock':
      return <ImageBlock block={block} />;
    case 'ListBlock':
      return <ListBlock block={block} />;
    case 'QuoteBlock':
      return <QuoteBlock block={block} />;
    case 'TableBlock':
      return <TableBlock block={block} />;
    case 'EmbedBlock':
      return <EmbedBlock block={block} />;
    case 'IframeBlock':
      return <IframeBlock block={block} />;
    default:
      return null;
  }
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
