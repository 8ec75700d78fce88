/**
 * The content model as stored: one record type per collection, with the field names the two
 * specifications read (spec 000 §3, spec 001 §3) and Directus's conventions (snake_case fields,
 * relations stored as ids, files as asset ids). The embedded source reads these from content/*.json;
 * the Directus connector reads the same shapes from the CMS. Relations are resolved to objects when
 * the embedded source indexes them (see content-index.ts).
 *
 * The one description of stored content (decision 0066): content-schema.ts is bound to it by the
 * compiler, the GraphQL schema and the Directus schema by tests/unit/content-model-descriptions.test.ts.
 */

/** Workflow state of editorial content. Store items (product groups, products) use `active`. */
export type ContentStatus = 'published' | 'draft' | 'archived';
export type StoreStatus = 'active' | 'inactive' | 'archived';

/** An asset id (Directus files): cover art, images, audio. Served at /assets/{id}. */
export type FileId = string;

export interface FileRecord {
  id: FileId;
  kind: 'cover' | 'artist' | 'image' | 'logo' | 'audio' | 'video';
  title: string;
  /** Generated media are deterministic per seed. */
  seed: string;
  /**
   * Video only: the clip's file, relative to the content folder (`media/{name}.webm`). Videos are
   * encoded once when content is generated and kept beside the JSON, not made at run time.
   */
  file?: string;
  width?: number;
  height?: number;
  duration_seconds?: number;
  colours?: string[];
}

export interface Link {
  url: string;
  text: string;
}

export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[];
}

// ---------------------------------------------------------------------------------------------
// Rich text: Editor.js-style block JSON, plus block slots that embed other content.

export type Block =
  | { id: string; type: 'paragraph'; data: { text: string } }
  | { id: string; type: 'header'; data: { text: string; level: 1 | 2 | 3 | 4 | 5 | 6; anchor?: string } }
  | { id: string; type: 'code'; data: { code: string } }
  | { id: string; type: 'delimiter'; data: Record<string, never> }
  | { id: string; type: 'divider'; data: Record<string, never> }
  | { id: string; type: 'raw'; data: { html: string } }
  | {
      id: string;
      type: 'image';
      data: { file?: { id?: FileId; url?: string; width?: number; height?: number }; url?: string; caption?: string };
    }
  | { id: string; type: 'list'; data: { style: 'ordered' | 'unordered'; items: ListItem[] } }
  | { id: string; type: 'quote'; data: { text: string; caption?: string; alignment: 'left' | 'center' } }
  | {
      id: string;
      type: 'table';
      data: { withHeadings: boolean; content: string[][]; footer?: string[]; caption?: string };
    }
  | {
      id: string;
      type: 'embed';
      data: { service: string; source: string; embed: string; width?: number; height?: number; caption?: string };
    }
  | { id: string; type: 'iframe'; data: { embed: string; caption?: string } }
  | { id: string; type: 'slot'; data: BlockSlot };

/** Nested list item (Editor.js nested-list). */
export interface ListItem {
  content: string;
  items: ListItem[];
}

/** The kinds of content a block slot embeds (spec 000 §2 "Block slot kinds"). */
export type BlockSlot =
  | { kind: 'item_collections'; item: string }
  | { kind: 'videoPlaylists'; playlistId: string; title?: string; maxResults?: number }
  | { kind: 'bandsintownEvents'; artistName: string; title?: string }
  | { kind: 'collection'; view: CollectionView }
  | { kind: 'activeCampaignForms'; item: string }
  | { kind: 'jobs'; accountName: string; title?: string }
  | { kind: 'banners'; item: string }
  | { kind: 'accordions'; item: string }
  | { kind: 'contactForms'; item: string }
  /** One release or product group shown large (spec 000 §2 "Featured item block"). */
  | { kind: 'featured_item'; item: string };

// Collection views are configuration the browser reads too: defined beside the components.
export type { CollectionName, CollectionView } from '../../../shared/lib/collection-view-config';
import type { CollectionView } from '../../../shared/lib/collection-view-config';

// ---------------------------------------------------------------------------------------------
// Collections.

export interface LabelRecord {
  id: string;
  name: string;
  slug: string;
  /** The main label: shown as featured. */
  isFeatured: boolean;
  kind: 'main' | 'sister' | 'external';
  primary_colour?: string;
  secondary_colour?: string;
  /** External labels live on their own domains. */
  website?: string;
  logo?: FileId;
}

export interface ArtistRecord {
  id: string;
  status: ContentStatus;
  name: string;
  slug: string;
  /** Editorial order for "Featured"; null = not featured (excluded from the filter options). */
  sort: number | null;
  image?: FileId;
  images?: FileId[];
  links: Link[];
  bio: Block[];
  /** The artist's name at the concert-events service. */
  bandsintown_name?: string;
}

export type ReleaseType = 'album' | 'ep' | 'single';
export type MerchUniverse = 'bundle' | 'merch' | 'clothing';

export interface ProductGroupRecord {
  id: string;
  status: StoreStatus;
  title: string;
  slug: string;
  reference_type: 'release' | 'other' | 'track';
  /** Releases only. */
  type?: ReleaseType;
  /** Merch only. */
  universe?: MerchUniverse;
  release_date?: string;
  date_available?: string;
  artist?: string;
  /** Further artists credited (appears-on). */
  featured_artists?: string[];
  label?: string;
  catalogue_number?: string;
  cover_image?: FileId;
  images?: FileId[];
  short_description?: string;
  description: Block[];
  visibility: 'public' | 'unlisted' | null;
  primary_colour?: string;
  secondary_colour?: string;
}

export type Distribution = 'physical' | 'digital';

export interface PriceRecord {
  currency: { code: 'GBP' | 'USD' | 'EUR' };
  value: number;
  /** Amount taken off `value`; 0 when not discounted. */
  discount: number;
}

export interface ProductItemRecord {
  id: string;
  title: string;
  option_group: string;
}

export interface ProductRecord {
  id: string;
  status: StoreStatus;
  group: string;
  title: string;
  slug: string;
  format: string;
  variant?: string;
  distribution: Distribution;
  prices: PriceRecord[];
  items: ProductItemRecord[];
  date_available?: string;
  short_description?: string;
  /** Units the embedded store holds; null = unlimited (digital). */
  stock: number | null;
  /** ISO country codes the product may ship to; empty = everywhere. */
  territories: string[];
}

export interface TrackRecord {
  id: string;
  product_group: string;
  position: number;
  title: string;
  artist?: string;
  duration_seconds: number;
  /** Audio preview asset. */
  preview?: FileId;
}

export interface TagRecord {
  id: string;
  name: string;
  slug: string;
}

export interface PostRecord {
  id: string;
  status: ContentStatus;
  type: 'feature' | 'news';
  title: string;
  slug: string;
  date_published: string;
  tags: string[];
  artists?: string[];
  cover_image?: FileId;
  summary: string;
  blocks: Block[];
}

export interface EventRecord {
  id: string;
  status: ContentStatus;
  title: string;
  slug: string;
  date: string;
  end_date?: string;
  venue: { name: string; location: string };
  lineup: string[];
  artists?: string[];
  tickets_url?: string;
  cover_image?: FileId;
  description: string;
  blocks: Block[];
}

export interface PlaylistRecord {
  id: string;
  status: ContentStatus;
  title: string;
  slug: string;
  date_published: string;
  cover_image?: FileId;
  description: string;
  url: string;
  primary_colour?: string;
  secondary_colour?: string;
}

export interface RadioShowRecord {
  id: string;
  status: ContentStatus;
  title: string;
  slug: string;
  date: string;
  episode: number;
  strap: string;
  description: string;
  cover_image?: FileId;
  showLogo?: FileId;
  textOverlayColour: string;
  url: string;
}

export interface BannerRecord {
  id: string;
  title: string;
  image?: FileId;
  layout: 'centered' | 'left' | 'right';
  link_url?: string;
  blocks: Block[];
  button_text?: string;
}

export interface CollectionEntryRecord {
  collection: 'artists' | 'product_groups' | 'posts' | 'events' | 'playlists' | 'radioShows' | 'custom_items' | 'pages';
  item: string;
}

export interface ItemCollectionRecord {
  id: string;
  title: string;
  display: 'grid' | 'carousel';
  entries: CollectionEntryRecord[];
  moreLink?: Link;
}

export interface CustomItemRecord {
  id: string;
  title: string;
  type_label: string;
  url: string;
  image?: FileId;
  description?: string;
  video_url?: string;
  primary_colour?: string;
  secondary_colour?: string;
}

export interface AccordionRecord {
  id: string;
  title: string;
  sections: { title: string; blocks: Block[] }[];
}

export interface JobsAccountRecord {
  id: string;
  accountName: string;
  title: string;
}

export interface ContactFormRecord {
  id: string;
  title: string;
  departments: { channel_id: string; department_name: string }[];
}

export interface EmailFormRecord {
  id: string;
  title: string;
  form_id: string;
}

export interface PageRecord {
  id: string;
  status: ContentStatus;
  path: string;
  title: string;
  description: string;
  hero?: { image?: FileId; heading?: string; text?: string; link?: Link };
  /** In-page navigation to header anchors. */
  sticky_menu?: Link[];
  blocks: Block[];
}

export interface SiteSettingsRecord {
  id: string;
  siteName: string;
  description: string;
  headerMenu: MenuItem[];
  overlayMenus: { menu: MenuItem[] }[];
  footerMenus: { menu: MenuItem[] }[];
  footerContentBlocks: { contentBlock: { blocks: Block[] } }[];
  emptyCartLinkText: string;
  emptyCartLinkUrl: string;
  promotedProductsTitle: string;
  promotedProductsMoreLinkText: string;
  promotedProductsMoreLinkUrl: string;
  /** Product ids. */
  promotedProducts: { product: string }[];
}

export interface CookieConfigurationRecord {
  message: string;
  preferences: {
    message: string;
    items: { param: string; name: string; title: string; description: string }[];
  };
  /** Snippets the embedded analytics host serves per consent param (HTML or script text). */
  snippets: Record<string, string>;
}

// Data that lives in other services in production; the embedded twins serve these demo records.

export interface ConcertEventRecord {
  id: string;
  artistName: string;
  title: string;
  datetime: string;
  url: string;
  description: string;
  venue: { name: string; location: string };
  lineup: string[];
}

export interface VideoRecord {
  playlistId: string;
  videoId: string;
  title: string;
  /** Thumbnail asset. */
  thumbnail: FileId;
  published_at: string;
}

export interface JobRecord {
  id: string;
  accountName: string;
  title: string;
  department: string;
  location: string;
  postingUrl: string;
  status: 'Open' | 'Closed';
  created: string;
}

/** Every collection file under content/, by file name (content/<name>.json). */
export interface ContentFiles {
  labels: LabelRecord[];
  artists: ArtistRecord[];
  product_groups: ProductGroupRecord[];
  products: ProductRecord[];
  tracks: TrackRecord[];
  tags: TagRecord[];
  posts: PostRecord[];
  events: EventRecord[];
  playlists: PlaylistRecord[];
  radioShows: RadioShowRecord[];
  banners: BannerRecord[];
  item_collections: ItemCollectionRecord[];
  custom_items: CustomItemRecord[];
  accordions: AccordionRecord[];
  jobs_accounts: JobsAccountRecord[];
  contact_forms: ContactFormRecord[];
  email_forms: EmailFormRecord[];
  concert_events: ConcertEventRecord[];
  videos: VideoRecord[];
  jobs: JobRecord[];
  files: FileRecord[];
}
