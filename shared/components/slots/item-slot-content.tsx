import { useSiteLocale } from '../../app/locale';
import { ContactFormSlot } from '../contact/contact-form-slot';
import { VideoPlaylistSlot } from '../video/video-playlist-slot';
import { AccordionSlot } from './accordion-slot';
import { BannerSlot } from './banner-slot';
import { EmailFormSlot } from './email-form-slot';
import { FeaturedItemSlot } from './featured-item-slot';
import { JobListingsSlot } from './job-listings-slot';
import type { SlotContentProps } from './slot-content-props';

/** The slots that show one item, a form, videos or jobs (a content part of its own). */
export default function ItemSlotContent({ block, inArticle }: SlotContentProps) {
  const { now } = useSiteLocale();
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
    case 'FeaturedItemSlot':
      return slot.item ? <FeaturedItemSlot item={slot.item} now={now} /> : null;
    case 'EmailFormSlot':
      return slot.item ? <EmailFormSlot form={slot.item} /> : null;
    case 'ContactFormSlot':
      return <ContactFormSlot blockId={block.id} form={slot.item} />;
    case 'CollectionViewSlot':
    case 'ConcertEventsSlot':
    case 'ItemCollectionSlot':
      // The listing slots' part renders these (page-slot.tsx).
      return null;
  }
}
