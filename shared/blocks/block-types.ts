import type { PageBlockFragment, RichTextBlockFragment } from '../graphql/generated/operation-types';

/**
 * Blocks as the documents select them (shared/graphql/page-blocks.ts), Editor.js-shaped and already
 * sanitised on the server; components narrow on `__typename`.
 */

/** Rich text with no slots: a banner's or an accordion section's content, a footer column. */
export type RichBlock = RichTextBlockFragment;

/** A block of a page, post, event, artist bio or release description: rich text or a resolved slot. */
export type PageBlock = PageBlockFragment;

export type SlotBlock = Extract<PageBlock, { __typename: 'SlotBlock' }>;

/** One kind of rich-text block. */
export type BlockOf<T extends RichBlock['__typename']> = Extract<RichBlock, { __typename: T }>;
