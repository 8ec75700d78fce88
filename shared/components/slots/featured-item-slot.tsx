import { SlotHeading } from '../../blocks/slot-heading';
import { isPreOrder } from '../../lib/catalog/badges';
import { BY_TEXT, PRE_ORDER_TEXT } from '../../lib/catalog/storefront-texts';
import { PreviewButtonIsland } from '../storefront/preview-button';
import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import { FOCUS_RING } from '../focus-ring';
import type { SlotItem } from './slot-types';

/** A release or product group as the API resolves a featured_item slot. */
export type FeaturedItem = SlotItem<'FeaturedItemSlot'>;

/**
 * The featured item block (spec 000 §2): image, title, a "by artist" link, and a Pre-order link
 * for a release dated in the future, the preview play button otherwise. The image uses the
 * spec's featured preset (64 and 128 wide), so the block is a compact strip.
 */
export function FeaturedItemSlot({ item, now }: { item: FeaturedItem; now: Date }) {
  const preOrder = isPreOrder(item, now);
  return (
    <section aria-label={item.title} className="my-8 flex items-center gap-4 rounded-xl border border-white/10 bg-white/5 p-3 pr-4">
      <SmartLink href={item.href} className={`shrink-0 rounded ${FOCUS_RING}`} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={item.image} preset="featured" alt="" className="h-16 w-16 rounded" priority={false} />
      </SmartLink>
      <div className="min-w-0 flex-1">
        {item.typeLabel ? <p className="text-xs uppercase tracking-widest text-paper/60">{item.typeLabel}</p> : null}
        <SlotHeading className="truncate font-display text-lg font-semibold">
          <SmartLink href={item.href} className={`hover:underline ${FOCUS_RING}`}>
            {item.title}
          </SmartLink>
        </SlotHeading>
        {item.artist ? (
          <p className="truncate text-sm text-paper/70">
            {BY_TEXT}{' '}
            <SmartLink href={item.artist.href} className={`hover:text-accent hover:underline ${FOCUS_RING}`}>
              {item.artist.name}
            </SmartLink>
          </p>
        ) : null}
      </div>
      {preOrder ? (
        <SmartLink
          href={item.href}
          className={`shrink-0 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-ink hover:opacity-90 ${FOCUS_RING}`}
        >
          {PRE_ORDER_TEXT}
        </SmartLink>
      ) : item.reference_type === 'release' ? (
        <PreviewButtonIsland
          referenceId={item.id}
          title={item.title}
          cover={item.image}
          href={item.href}
          size="large"
          className="shrink-0"
        />
      ) : null}
    </section>
  );
}
