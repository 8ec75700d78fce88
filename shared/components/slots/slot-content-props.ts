import type { SlotBlock } from '../../blocks/block-types';

/** What each slot content part renders from: the block, and whether it stands inside an article. */
export interface SlotContentProps {
  block: SlotBlock;
  inArticle: boolean;
}
