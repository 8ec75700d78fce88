import { pureContentPart } from '../app/part-boundary';
import type { BlockOf, RichBlock } from './block-types';

type BlockProps<T extends RichBlock['__typename']> = { block: BlockOf<T> };

// Block kinds few pages show, as parts of pure content: the first load every page shares does not
// carry their code (docs/decisions/0107).
export const EmbedBlockPart = pureContentPart<BlockProps<'EmbedBlock'>>('embed-block', () =>
  import('./embed-block').then((module) => module.EmbedBlock),
);
export const IframeBlockPart = pureContentPart<BlockProps<'IframeBlock'>>('iframe-block', () =>
  import('./embed-block').then((module) => module.IframeBlock),
);
export const TableBlockPart = pureContentPart<BlockProps<'TableBlock'>>('table-block', () =>
  import('./table-block').then((module) => module.TableBlock),
);
