import type {
  ArtistRecord,
  CookieConfigurationRecord,
  EventRecord,
  LabelRecord,
  PageRecord,
  PlaylistRecord,
  PostRecord,
  ProductGroupRecord,
  ProductRecord,
  RadioShowRecord,
  SiteSettingsRecord,
  TagRecord,
  TrackRecord,
  BannerRecord,
  AccordionRecord,
  ContactFormRecord,
  EmailFormRecord,
  ItemCollectionRecord,
  CustomItemRecord,
  JobsAccountRecord,
} from './model';

/**
 * What the site reads from its content service. The embedded source (content files in the repo)
 * implements it; the Directus connector implements the same interface (DESIGN.md §4–§5).
 * Items come back with their relations resolved to objects, as Directus returns them with nested
 * fields; only what a public visitor may see unless `preview` is set.
 */

export type Artist = ArtistRecord & { product_groups: ProductGroup[] };
export type Label = LabelRecord;
export type Tag = TagRecord & { posts: Post[] };
export type Track = Omit<TrackRecord, 'artist' | 'product_group'> & {
  artist: Artist | null;
  product_group: ProductGroup | null;
};
export type Product = Omit<ProductRecord, 'group'> & { group: ProductGroup | null };
export type ProductGroup = Omit<ProductGroupRecord, 'artist' | 'featured_artists' | 'label'> & {
  artist: Artist | null;
  featured_artists: Artist[];
  label: Label | null;
  products: Product[];
  tracks: Track[];
};
export type Post = Omit<PostRecord, 'tags' | 'artists'> & { tags: Tag[]; artists: Artist[] };
export type Event = Omit<EventRecord, 'artists'> & { artists: Artist[] };
export type Playlist = PlaylistRecord;
export type RadioShow = RadioShowRecord;
export type Page = PageRecord;

/** The collections a query can list, and the item type of each. */
export interface Collections {
  artists: Artist;
  labels: Label;
  tags: Tag;
  tracks: Track;
  products: Product;
  product_groups: ProductGroup;
  posts: Post;
  events: Event;
  playlists: Playlist;
  radioShows: RadioShow;
  pages: Page;
  banners: BannerRecord;
  accordions: AccordionRecord;
  contact_forms: ContactFormRecord;
  email_forms: EmailFormRecord;
  item_collections: ItemCollectionRecord;
  custom_items: CustomItemRecord;
  jobs_accounts: JobsAccountRecord;
}

export type CollectionKey = keyof Collections;

/** Directus query parameters, already validated by the GraphQL layer. */
export interface CollectionQuery {
  filter?: Record<string, unknown>;
  search?: string;
  sort?: string[];
  limit?: number;
  offset?: number;
  /** Status list overriding the published-only default; honoured in preview only. */
  status?: string[];
}

export interface ReadOptions {
  /** Preview lets editors see drafts; the public site only ever sees published content. */
  preview: boolean;
}

/** What the API tells about a file (Directus files: type and dimensions). */
export interface FileInfo {
  id: string;
  kind: 'image' | 'audio' | 'video';
  title: string;
  width: number | null;
  height: number | null;
}

export interface ContentSource {
  list<C extends CollectionKey>(collection: C, query: CollectionQuery, options: ReadOptions): Promise<Collections[C][]>;
  getById<C extends CollectionKey>(collection: C, id: string, options: ReadOptions): Promise<Collections[C] | null>;
  /**
   * Several items of one collection in one read (Directus: one `_in` listing), keyed by id; an id
   * that names no visible item is absent. Renders reach it through the per-request loader
   * (content-loader.ts), which gathers a page's one-by-one reads into these.
   */
  getByIds<C extends CollectionKey>(collection: C, ids: readonly string[], options: ReadOptions): Promise<Map<string, Collections[C]>>;
  getSiteSettings(options: ReadOptions): Promise<SiteSettings>;
  getCookieConfiguration(): Promise<CookieConfigurationRecord>;
  getFile(id: string): Promise<FileInfo | null>;
}

export type SiteSettings = Omit<SiteSettingsRecord, 'promotedProducts'> & {
  promotedProducts: { product: Product | null }[];
};
