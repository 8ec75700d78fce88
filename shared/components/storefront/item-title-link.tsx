import { itemHref, itemTitle } from '../../lib/catalog/item-derivations';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from './smart-link';
import type { TileItem } from './storefront-types';

/**
 * A list row's title: the link to the item, stretched over the whole row by a pseudo-element (the
 * row is `relative` and a `group`), so one link serves the row and screen readers hear it once. An
 * item with no page shows its title as plain text.
 */
export function ItemTitleLink({ item }: { item: TileItem }) {
  const href = itemHref(item);
  if (!href) return <>{itemTitle(item)}</>;
  return (
    <SmartLink href={href} className={`after:absolute after:inset-0 group-hover:text-accent ${FOCUS_RING}`}>
      {itemTitle(item)}
    </SmartLink>
  );
}
