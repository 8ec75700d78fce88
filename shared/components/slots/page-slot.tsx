import { SlotHeading } from '../../blocks/slot-heading';
import { useSiteQuery } from '../../app/site-query';
import { DeferredBlock } from '../../app/deferred-block';
import { useSiteLocale } from '../../app/locale';
import type { SlotBlock } from '../../blocks/block-types';
import { CONCERT_EVENTS } from '../../graphql/services';
import { CollectionView } from '../storefront/collection-view';
import { ConcertEventsList } from '../storefront/concert-events-list';
import { Grid } from '../storefront/grid';
import { AccordionSlot } from './accordion-slot';
import { BannerSlot } from './banner-slot';
import { EmailFormSlot } from './email-form-slot';
import { FeaturedItemSlot } from './featured-item-slot';
import { VideoPlaylistSlot } from '../video/video-playlist-slot';
import { JobListingsSlot } from './job-listings-slot';
import { ContactFormSlot } from '../contact/contact-form-slot';
import { FirstViewContext } from '../storefront/first-view';
import type { PageSlot } from './slot-types';
import { LoadingBlock } from '../loading-block';

function ConcertEventsSlot({ artistName, title }: { artistName: string; title?: string }) {
  const { data } = useSiteQuery(CONCERT_EVENTS, { variables: { artistName } });
  return <ConcertEventsList events={data?.bandsintownEvents} title={title} />;
}

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

function SlotContent({ block, inArticle }: { block: SlotBlock; inArticle: boolean }) {
  const { currency, now } = useSiteLocale();
  const slot = block.data;
  switch (slot.__typename) {
    case 'BannerSlot':
      return slot.item ? <BannerSlot banner={slot.item} inArticle={inArticle} /> : null;
    case 'AccordionSlot':
      return slot.item ? <AccordionSlot accordion={slot.item} /> : null;
    case 'JobListingsSlot':
      return <JobListingsSlot accountName={slot.accountName} title={slot.title ?? undefined} />;
    case 'VideoPlaylistSlot':
      return <VideoPlaylistSlot playlistId={slot.playlistId} title={slot.title ?? undefined} maxResults={slot.maxResults ?? undefined} />;
    case 'ConcertEventsSlot':
      return <ConcertEventsSlot artistName={slot.artistName} title={slot.title ?? undefined} />;
    case 'CollectionViewSlot': {
      const view = slot.view;
      if (view.collection === 'bandsintownEvents') {
        return view.artistName ? <ConcertEventsSlot artistName={view.artistName} title={view.title} /> : null;
      }
      return <CollectionView view={view} now={now} currency={currency} />;
    }
    case 'FeaturedItemSlot':
      return slot.item ? <FeaturedItemSlot item={slot.item} now={now} /> : null;
    case 'EmailFormSlot':
      return slot.item ? <EmailFormSlot form={slot.item} /> : null;
    case 'ContactFormSlot':
      return <ContactFormSlot blockId={block.id} form={slot.item} />;
    case 'ItemCollectionSlot': {
      const collection = slot.item;
      if (!collection) return null;
      return (
        <section className="my-10">
          <SlotHeading className="mb-4 font-display text-2xl font-semibold tracking-tight">{collection.title}</SlotHeading>
          <Grid items={collection.entries} now={now} currency={currency} />
        </section>
      );
    }
    default:
      return null;
  }
}
