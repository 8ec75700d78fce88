import { SlotHeading } from '../../blocks/slot-heading';
import { useSiteQuery } from '../../app/site-query';
import { useSiteLocale } from '../../app/locale';
import { CONCERT_EVENTS } from '../../graphql/services';
import { CollectionView } from '../storefront/collection-view';
import { ConcertEventsList } from '../storefront/concert-events-list';
import { Grid } from '../storefront/grid';
import type { SlotContentProps } from './slot-content-props';

function ConcertEventsSlot({ artistName, title }: { artistName: string; title?: string }) {
  const { data } = useSiteQuery(CONCERT_EVENTS, { variables: { artistName } });
  return <ConcertEventsList events={data?.bandsintownEvents} title={title} />;
}

/** The slots that list: collection views, concerts and item collections (a content part of its own). */
export default function CollectionSlotContent({ block }: SlotContentProps) {
  const { currency, now } = useSiteLocale();
  const slot = block.data;
  switch (slot.__typename) {
    case 'ConcertEventsSlot':
      return <ConcertEventsSlot artistName={slot.artistName} title={slot.title ?? undefined} />;
    case 'CollectionViewSlot': {
      const view = slot.view;
      if (view.collection === 'bandsintownEvents') {
        return view.artistName ? <ConcertEventsSlot artistName={view.artistName} title={view.title} /> : null;
      }
      return <CollectionView view={view} now={now} currency={currency} />;
    }
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
    case 'BannerSlot':
    case 'AccordionSlot':
    case 'JobListingsSlot':
    case 'VideoPlaylistSlot':
    case 'FeaturedItemSlot':
    case 'EmailFormSlot':
    case 'ContactFormSlot':
      // The item slots' part renders these (page-slot.tsx).
      return null;
  }
}
