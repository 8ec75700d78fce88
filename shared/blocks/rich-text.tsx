import { BlockBoundary } from '../components/block-boundary';
import type { RichBlock } from './block-types';
import { EmbedBlock, IframeBlock } from './embed-block';
import { ImageBlock } from './image-block';
import { ListBlock } from './list-block';
import { TableBlock } from './table-block';
import { CodeBlock, DelimiterBlock, DividerBlock, HeaderBlock, ParagraphBlock, QuoteBlock, RawBlock } from './text-blocks';

function RichBlockView({ block }: { block: RichBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <ParagraphBlock block={block} />;
    case 'header':
      return <HeaderBlock block={block} />;
    case 'code':
      return <CodeBlock block={block} />;
    case 'delimiter':
      return <DelimiterBlock />;
    case 'divider':
      return <DividerBlock />;
    case 'raw':
      return <RawBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'list':
      return <ListBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'table':
      return <TableBlock block={block} />;
    case 'embed':
      return <EmbedBlock block={block} />;
    case 'iframe':
      return <IframeBlock block={block} />;
    case 'slot':
    default:
      return null;
  }
}

/**
 * Rich text: each block in its own boundary, so one bad block never takes the page down. Slots
 * are rendered by `renderSlot` (collection views, banners, forms), which the caller provides.
 */
export function RichText({
  blocks,
  renderSlot,
}: {
  blocks: RichBlock[];
  renderSlot?: (block: Extract<RichBlock, { type: 'slot' }>) => React.ReactNode;
}) {
  return (
    <>
      {blocks.map((block) => (
        <BlockBoundary key={block.id} name={block.type === 'slot' ? `slot ${block.data.kind}` : block.type}>
          {block.type === 'slot' ? (renderSlot?.(block) ?? null) : <RichBlockView block={block} />}
        </BlockBoundary>
      ))}
    </>
  );
}
