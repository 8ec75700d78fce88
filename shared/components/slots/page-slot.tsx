import { contentPart } from '../../app/content-part';
import { DeferredBlock } from '../../app/deferred-block';
import { PartBoundary } from '../../app/part-boundary';
import type { SlotBlock } from '../../blocks/block-types';
import { FirstViewContext } from '../storefront/first-view';
import type { PageSlot } from './slot-types';
import { LoadingBlock } from '../loading-block';
import type { SlotContentProps } from './slot-content-props';

/** The slots' code, in two content parts of their own chunks (docs/decisions/0106). */
const collectionSlot = contentPart<SlotContentProps>('collection-slot', () => import('./collection-slot-content'));
const itemSlot = contentPart<SlotContentProps>('item-slot', () => import('./item-slot-content'));

const listingSlots = new Set<PageSlot['__typename']>(['CollectionViewSlot', 'ConcertEventsSlot', 'ItemCollectionSlot']);

/**
 * The block slots of a page (spec 000 §2 "Block slot kinds"). Single items arrive resolved from the
 * API; collections, concerts, videos and jobs query for themselves.
 */
export function PageSlot({
  block,
  inArticle = false,
  aboveFold = false,
  firstView = aboveFold,
}: {
  block: SlotBlock;
  inArticle?: boolean;
  /** The page's first slot: the page waits for its data. */
  aboveFold?: boolean;
  /** Its first images are what a visitor sees first (first-view.ts). */
  firstView?: boolean;
}) {
  const content = <SlotContent block={block} inArticle={inArticle} />;
  const slot = firstView ? <FirstViewContext.Provider value>{content}</FirstViewContext.Provider> : content;
  // Outside services always, and collections below the fold: the page does not wait for them.
  const kind = block.data.__typename;
  const deferred = outsideServiceSlots.has(kind) || (kind === 'CollectionViewSlot' && !aboveFold);
  return deferred ? <DeferredBlock fallback={<BlockPlaceholder />}>{slot}</DeferredBlock> : slot;
}

const outsideServiceSlots = new Set<PageSlot['__typename']>(['JobListingsSlot', 'VideoPlaylistSlot', 'ConcertEventsSlot']);

/** Holds the block's place while it streams in. */
function BlockPlaceholder() {
  return <LoadingBlock className="my-10 h-48" />;
}

function SlotContent({ block, inArticle }: SlotContentProps) {
  const part = listingSlots.has(block.data.__typename) ? collectionSlot : itemSlot;
  return <PartBoundary part={part} props={{ block, inArticle }} fallback={<BlockPlaceholder />} />;
}
