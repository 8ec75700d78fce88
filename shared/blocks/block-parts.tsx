import { createElement, type ComponentType } from 'react';
import { contentPart } from '../app/content-part';
import { PartBoundary } from '../app/part-boundary';
import type { BlockOf, RichBlock } from './block-types';

type BlockProps<T extends RichBlock['__typename']> = { block: BlockOf<T> };

/**
 * A rich-text block kind few pages show, as a part of pure content in its own chunk: the server
 * renders it as usual, and the browser loads its code only when a visitor reaches into it, so the
 * first load every page shares does not carry it (docs/decisions/0107).
 */
function blockPart<T extends RichBlock['__typename']>(
  name: string,
  loader: () => Promise<ComponentType<BlockProps<T>>>,
): ComponentType<BlockProps<T>> {
  const part = contentPart<BlockProps<T>>(name, () => loader().then((component) => ({ default: component })), { pureContent: true });
  return function BlockPart(props: BlockProps<T>) {
    return createElement(PartBoundary<BlockProps<T>>, { part, props, fallback: null });
  };
}

export const EmbedBlockPart = blockPart<'EmbedBlock'>('embed-block', () => import('./embed-block').then((module) => module.EmbedBlock));
export const IframeBlockPart = blockPart<'IframeBlock'>('iframe-block', () => import('./embed-block').then((module) => module.IframeBlock));
export const TableBlockPart = blockPart<'TableBlock'>('table-block', () => import('./table-block').then((module) => module.TableBlock));
