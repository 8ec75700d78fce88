import type * as Model from './model';

/**
 * What the site reads from its content service. The embedded source (content files in the repo)
 * implements it; the Directus connector implements the same interface (DESIGN.md §4–§5).
 * Items come back with their relations resolved to objects, as Directus returns them with nested
 * fields; only what a public visitor may see unless `preview` is set.
 */

export type Artist = Model.ArtistRecord & { product_groups: ProductGroup[] };
export type Label = Model.LabelRecord;
export type Tag = Model.TagRecord & { posts: Post[] };
export type Track = Omit<Model.TrackRecord, 'artist' | 'product_group'> & {
  artist: Artist | null;
  product_group: ProductGroup | null;
};
export type Product = Omit<Model.ProductRecord, 'group'> & { group: ProductGroup | null };
export type ProductGroup = Omit<Model.ProductGroupRecord, 'artist' | 'featured_artists' | 'label'> & {
  artist: Artist | null;
  featured_artists: Artist[];
  label: Label | null;
  products: Product[];
  tracks: Track[];
};
export type Post = Omit<Model.PostRecord, 'tags' | 'artists'> & { tags: Tag[]; artists: Artist[] };
export type Event = Omit<Model.EventRecord, 'artists'> & { artists: Artist[] };
export type Playlist = Model.PlaylistRecord;
export type RadioShow = Model.RadioShowRecord;
export type Page = Model.PageRecord;

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
  banners: Model.BannerRecord;
  accordions: Model.AccordionRecord;
  contact_forms: Model.ContactFormRecord;
  email_forms: Model.EmailFormRecord;
  item_collections: Model.ItemCollectionRecord;
  custom_items: Model.CustomItemRecord;
  jobs_accounts: Model.JobsAccountRecord;
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
  /** How many items `list` would give without a limit (its limit and offset are ignored): one aggregate on Directus. */
  count(collection: CollectionKey, query: CollectionQuery, options: ReadOptions): Promise<number>;
  getById<C extends CollectionKey>(collection: C, id: string, options: ReadOptions): Promise<Collections[C] | null>;
  /**
   * Several items of one collection in one read (Directus: one `_in` listing), keyed by id; an id
   * that names no visible item is absent. Renders reach it through the per-request loader
   * (content-loader.ts), which gathers a page's one-by-one reads into these.
   */
  getByIds<C extends CollectionKey>(collection: C, ids: readonly string[], options: ReadOptions): Promise<Map<string, Collections[C]>>;
  getSiteSettings(options: ReadOptions): Promise<SiteSettings>;
  getCookieConfiguration(): Promise<Model.CookieConfigurationRecord>;
  getFile(id: string): Promise<FileInfo | null>;
}

/**
 * The settings as the content holds them: the promoted products by id (shown in the basket only;
 * the GraphQL layer reads them by id when asked, with the public rules of any read).
 */
export type SiteSettings = Model.SiteSettingsRecord;
