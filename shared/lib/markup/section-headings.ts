import type { PageBlock, SlotBlock } from '../../blocks/block-types';
import { isEmailFormId } from '../catalog/email-forms';

/** The title a slot shows as its own heading (as its component draws it); null for one that shows none. */
export function slotHeading(slot: SlotBlock['data']): string | null {
  // A single-item slot shows its item's title, a listing its own or its view's; the contact form
  // shows none, nor does an e-mail form it cannot load.
  const title =
    slot.__typename === 'ContactFormSlot'
      ? null
      : slot.__typename === 'EmailFormSlot'
        ? slot.item && isEmailFormId(slot.item.form_id) && slot.item.title
        : 'item' in slot
          ? slot.item?.title
          : 'view' in slot
            ? slot.view.title
            : slot.title;
  return (title || '').trim() || null;
}

/**
 * One heading per section where a header block is directly followed by a slot, as a map from block
 * id to a header's anchor (or null when it has none):
 * - a slot with no title of its own (a collection) takes the header right before it as its heading
 *   and draws no other, not even a hidden one: the slot's id maps to that header's anchor;
 * - a slot with its own title that is all the header's section holds (up to the next header, or the
 *   end) says more than the header ("Lumen Tide Sessions" under "Videos"), so the header gives way
 *   and keeps only its anchor, which the sticky menu links to: the header's id maps to its anchor.
 * A header over several blocks names them all and stays; blocks not in the map are shown as they are.
 */
export function sectionHeadings(blocks: readonly PageBlock[]): ReadonlyMap<string, string | null> {
  const headings = new Map<string, string | null>();
  blocks.forEach((header, index) => {
    const next = blocks[index + 1];
    if (header.__typename !== 'HeaderBlock' || next?.__typename !== 'SlotBlock') return;
    const anchor = header.data.anchor || null;
    const after = blocks[index + 2];
    if (slotHeading(next.data) === null) headings.set(next.id, anchor);
    else if (!after || after.__typename === 'HeaderBlock') headings.set(header.id, anchor);
  });
  return headings;
}
