import { useQuery } from '@apollo/client/react';
import { DeferredBlock } from '../../app/deferred-block';
import { useSiteLocale } from '../../app/locale';
import type { RichBlock } from '../../blocks/block-types';
import { CONCERT_EVENTS } from '../../graphql/services';
import type { CollectionView as CollectionViewConfig } from '../../lib/collection-view-config';
import { CollectionView } from '../storefront/collection-view';
import { ConcertEventsList } from '../storefront/concert-events-list';
import { Grid } from '../storefront/grid';
import type { TileItem } from '../storefront/storefront-types';
import { AccordionSlot, type AccordionItem } from './accordion-slot';
import { BannerSlot, type BannerItem } from './banner-slot';
import { EmailFormSlot, type EmailFormItem } from './email-form-slot';
import { FeaturedItemSlot, type FeaturedItem } from './featured-item-slot';
import { VideoPlaylistSlot } from '../video/video-playlist-slot';
import { JobListingsSlot } from './job-listings-slot';
import { ContactFormSlot } from '../contact/contact-form-slot';
import type { ContactFormBlock } from '../../lib/contact-form-schema';

type SlotBlock = Extract<RichBlock, { type: 'slot' }>;

function ConcertEventsSlot({ artistName, title }: { artistName: string; title?: string }) {
  const { data } = useQuery(CONCERT_EVENTS, { variables: { artistName } });
  return <ConcertEventsList events={data?.bandsintownEvents} title={title} />;
}

interface ItemCollection {
  id: string;
  title: string;
  display: 'grid' | 'carousel';
  entries: TileItem[];
}

/**
 * The block slots of a page (spec 000 §2 "Block slot kinds"). Single items arrive resolved from the
 * API; collections, concerts, videos and jobs query for themselves.
 */
export function PageSlot({ block, inArticle = false, aboveFold = false }: { block: SlotBlock; inArticle?: boolean; aboveFold?: boolean }) {
  const slot = <SlotContent block={block} inArticle={inArticle} />;
  // Outside services always, and collections below the fold: the page does not wait for them.
  const deferred = outsideServiceKinds.has(block.data.kind) || (block.data.kind === 'collection' && !aboveFold);
  return deferred ? <DeferredBlock fallback={<BlockPlaceholder />}>{slot}</DeferredBlock> : slot;
}

const outsideServiceKinds = new Set<string>(['jobs', 'videoPlaylists', 'bandsintownEvents']);

/** Holds the block's place while it streams in. */
function BlockPlaceholder() {
  return <div aria-busy="true" className="my-10 h-48 animate-pulse rounded bg-white/5" />;
}

function SlotContent({ block, inArticle }: { block: SlotBlock; inArticle: boolean }) {
  const { currency, now } = useSiteLocale();
  const data = block.data as Record<string, unknown>;
  switch (block.data.kind) {
    case 'banners':
      return data.item ? <BannerSlot banner={data.item as BannerItem} inArticle={inArticle} /> : null;
    case 'accordions':
      return data.item ? <AccordionSlot accordion={data.item as AccordionItem} /> : null;
    case 'jobs':
      return <JobListingsSlot accountName={String(data.accountName)} title={data.title as string | undefined} />;
    case 'videoPlaylists':
      return (
        <VideoPlaylistSlot
          playlistId={String(data.playlistId)}
          title={data.title as string | undefined}
          maxResults={typeof data.maxResults === 'number' ? data.maxResults : undefined}
        />
      );
    case 'bandsintownEvents':
      return <ConcertEventsSlot artistName={String(data.artistName)} title={data.title as string | undefined} />;
    case 'collection': {
      const view = data.view as CollectionViewConfig;
      if (view.collection === 'bandsintownEvents') {
        return view.artistName ? <ConcertEventsSlot artistName={view.artistName} title={view.title} /> : null;
      }
      return <CollectionView view={view} now={now} currency={currency} />;
    }
    case 'featured_item':
      return data.item ? <FeaturedItemSlot item={data.item as FeaturedItem} now={now} /> : null;
    case 'activeCampaignForms':
      return data.item ? <EmailFormSlot form={data.item as EmailFormItem} /> : null;
    case 'contactForms':
      return <ContactFormSlot blockId={block.id} form={data.item as ContactFormBlock | null} />;
    case 'item_collections': {
      const collection = data.item as ItemCollection | null;
      if (!collection) return null;
      return (
        <section className="my-10">
          <h2 className="mb-4 text-2xl font-semibold tracking-tight">{collection.title}</h2>
          <Grid items={collection.entries} now={now} currency={currency} />
        </section>
      );
    }
    default:
      return null;
  }
}
