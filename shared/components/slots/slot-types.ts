import type { CollectionView } from '../../lib/catalog/collection-view-config';
import type { ContactFormBlock } from '../../lib/contact/contact-form-schema';
import type { TileItem } from '../storefront/storefront-types';
import type { AccordionItem } from './accordion-slot';
import type { BannerItem } from './banner-slot';
import type { EmailFormItem } from './email-form-slot';
import type { FeaturedItem } from './featured-item-slot';

/** An item collection as the API resolves it into its slot: grid entries, unpublished ones dropped. */
export interface ItemCollection {
  id: string;
  title: string;
  display: 'grid' | 'carousel';
  entries: TileItem[];
}

/**
 * A block slot as the API sends it (spec 000 §2 "Block slot kinds"), one shape per kind: the kinds
 * that embed one item arrive with it resolved (null when it is not visible); the kinds that list
 * (collection views, concerts, videos, jobs) arrive as configuration and query for themselves.
 * The server resolves them in server/graphql/resolvers/page-blocks.ts.
 */
export type ResolvedSlot =
  | { kind: 'banners'; item: BannerItem | null }
  | { kind: 'accordions'; item: AccordionItem | null }
  | { kind: 'contactForms'; item: ContactFormBlock | null }
  | { kind: 'activeCampaignForms'; item: EmailFormItem | null }
  | { kind: 'featured_item'; item: FeaturedItem | null }
  | { kind: 'item_collections'; item: ItemCollection | null }
  | { kind: 'collection'; view: CollectionView }
  | { kind: 'jobs'; accountName: string; title?: string }
  | { kind: 'videoPlaylists'; playlistId: string; title?: string; maxResults?: number }
  | { kind: 'bandsintownEvents'; artistName: string; title?: string };
