import { island } from '../../app/island';
import { COLLECTION_CAROUSEL_AUTOPLAY_MS } from '../../lib/catalog/carousel';
import { itemArtist, itemHref, itemImage, itemTitle, itemTypeLabel } from '../../lib/catalog/item-derivations';
import { BY_TEXT, MORE_TEXT } from '../../lib/catalog/storefront-texts';
import { ResponsiveImage } from './responsive-image';
import { slideLabel } from './slide-label';
import { SmartLink } from './smart-link';
import type { TileItem } from './storefront-types';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { FOCUS_RING } from '../focus-ring';

export interface CollectionCarouselProps {
  items: readonly TileItem[];
  /** The collection the items come from (their type label). */
  collection?: string | null;
  /** The carousel's accessible name (the collection's title). */
  label?: string;
  /** The first page is loading: a placeholder of the same shape. */
  loading?: boolean;
  autoplayMs?: number;
  /** The slides' and titles' ids start with it (an island's props carry its ids: docs/decisions/0118). */
  baseId: string;
  /** The first thing a visitor sees (first-view.ts): the first slide's image is fetched at once. */
  firstView?: boolean;
}

/**
 * A collection as a carousel (spec 000 §2 "Carousel (collection carousel)"): one large slide at a
 * time, advancing every 5000 ms, no dots or arrows; the strip below lists every slide and selects
 * it on click (and restarts the wait). Autoplay pauses while the pointer is over it, focus is inside
 * it, a finger is on it or the tab is hidden, and never runs for visitors who prefer reduced motion; a
 * swipe turns it. The server renders the first slide.
 */
export function CollectionCarousel({
  items,
  collection,
  label,
  loading = false,
  autoplayMs = COLLECTION_CAROUSEL_AUTOPLAY_MS,
  baseId,
  firstView = false,
}: CollectionCarouselProps) {
  const count = items.length;
  const { current, autoplaying, select, handlers } = useCarouselAutoplay({ count, autoplayMs, wrap: true });

  if (count === 0) {
    return loading ? <div aria-hidden="true" data-placeholder="" className="aspect-video animate-pulse rounded-lg bg-white/10" /> : null;
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} {...handlers}>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-white/5" aria-live={autoplaying ? 'off' : 'polite'}>
        {items.map((item, position) => {
          const selected = position === current;
          const href = itemHref(item);
          return (
            <div
              key={item.id ?? position}
              id={`${baseId}-slide-${position}`}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(position + 1, count)}
              aria-hidden={selected ? undefined : true}
              inert={!selected}
              className={`absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700 ${selected ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <ResponsiveImage
                src={itemImage(item)}
                preset="galleryScreen"
                alt=""
                aspect="video"
                // Fetched at once only where it is the first thing a visitor sees (first-view.ts).
                priority={firstView && position === 0}
                className="h-full w-full"
              />
              <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/90 via-ink/40 to-transparent p-4 pt-16 md:p-8">
                <p className="text-xs font-medium uppercase tracking-wider text-paper/70">{itemTypeLabel(item, collection)}</p>
                <p className="mt-1 text-2xl font-semibold leading-tight md:text-4xl">
                  {href ? (
                    <SmartLink href={href} className={`after:absolute after:inset-0 hover:text-accent ${FOCUS_RING}`}>
                      {itemTitle(item)}
                    </SmartLink>
                  ) : (
                    itemTitle(item)
                  )}
                </p>
              </div>
            </div>
          );
        })}
      </div>

      <ol role="list" className="scroll-fade-x mt-4 flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((item, position) => {
          const selected = position === current;
          const artist = itemArtist(item);
          const href = itemHref(item);
          const titleId = `${baseId}-title-${position}`;
          return (
            <li
              key={item.id ?? position}
              className={`flex w-56 shrink-0 snap-start flex-col gap-2 border-t-2 pt-3 ${selected ? 'border-accent' : 'border-white/15'}`}
            >
              <button
                type="button"
                aria-controls={`${baseId}-slide-${position}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => select(position)}
                className={`text-left ${FOCUS_RING}`}
              >
                <span className="block text-xs uppercase tracking-wider text-paper/60">{itemTypeLabel(item, collection)}</span>
                <span id={titleId} className={`block font-semibold leading-snug ${selected ? 'text-paper' : 'text-paper/70'}`}>
                  {itemTitle(item)}
                </span>
                {artist?.name ? (
                  <span className="block text-sm text-paper/60">
                    {BY_TEXT} {artist.name}
                  </span>
                ) : null}
              </button>
              {href ? (
                <SmartLink
                  href={href}
                  aria-describedby={titleId}
                  className={`self-start text-sm font-semibold text-accent underline-offset-4 hover:underline ${FOCUS_RING}`}
                >
                  {MORE_TEXT}
                </SmartLink>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The carousel as an island of its own: its code (and so its autoplay) loads as it comes near. */
export const CollectionCarouselIsland = island('collection-carousel', CollectionCarousel);
