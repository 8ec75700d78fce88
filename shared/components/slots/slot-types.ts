import type { PageSlotFragment } from '../../graphql/generated/operation-types';

/**
 * A page-builder slot as the documents select it (spec 000 §2 "Block slot kinds"), one member per
 * kind of the schema's `PageSlot` union: the kinds that embed one item arrive with it resolved (null
 * when it is not visible); the kinds that list (collection views, concerts, videos, jobs) arrive as
 * configuration and query for themselves. The server resolves them in
 * server/graphql/resolvers/page-blocks.ts.
 */
export type PageSlot = PageSlotFragment;

/** The kinds that embed one item. */
type SingleItemSlot = Extract<PageSlot, { item: unknown }>;

/** The item a single-item slot of a kind embeds, once it is there. */
export type SlotItem<T extends SingleItemSlot['__typename']> = NonNullable<Extract<SingleItemSlot, { __typename: T }>['item']>;
