/**
 * The content model as stored: one record type per collection, with the field names the two
 * specifications read (spec 000 §3, spec 001 §3) and Directus's conventions (snake_case fields,
 * relations stored as ids, files as asset ids). The embedded source reads these from content/*.json;
 * the Directus connector reads the same shapes from the CMS. Relations are resolved to objects when
 * the embedded source indexes them (see content-index.ts).
 *
 * The one description of stored content (decisions 0066, 0067): `collectionFields` says each
 * collection's fields once, as data. The record types below are inferred from it; content-schema.ts
 * derives the validation, server/sources/content/directus/directus-schema-model.ts the Directus fields, and `npm run codegen` the
 * GraphQL types of the stored fields (server/graphql/generated/content-types.ts).
 */
import {
  boolean,
  choice,
  date,
  dateTime,
  file,
  files,
  id,
  integer,
  jsonOf,
  longText,
  manyToMany,
  manyToManyRows,
  manyToOne,
  status,
  text,
  WORKFLOW_STATUSES,
  type FieldsOf,
  type RecordOf,
} from './fields';

/** The merch pieces a generated product shot can draw (server/media/merch-mockup.ts). */
export const MERCH_OBJECTS = [
  'tshirt',
  'longsleeve',
  'crewneck',
  'hoodie',
  'jacket',
  'tote',
  'poster',
  'slipmat',
  'pin',
  'mug',
  'stickers',
  'notebook',
  'candle',
  'bandana',
  'cap',
  'beanie',
  'bundle',
] as const;

/** An asset id (Directus files): cover art, images, audio. Served at /assets/{id}. */
export type FileId = string;

/**
 * A file's record, written by hand rather than as fields: its rules depend on the file's kind
 * (content-schema.ts), and Directus keeps files in a collection of its own.
 */
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
  /** Generated images only: what the picture shows, when it is more than a pattern from the seed. */
  art?: FileArt;
}

/**
 * The words and things a generated picture is made of (server/media), so the demo's pictures fit
 * their content: an event's flyer names its date, venue, city and line-up; a radio episode its show.
 */
export type MerchObject = (typeof MERCH_OBJECTS)[number];

/** The record a gallery picture belongs to (back sleeve, centre label, packshot). */
export interface RecordArt {
  title: string;
  artist: string;
  label: string;
  catalogue: string;
  /** The record's cover: its seed and colours. */
  cover: { seed: string; colours: string[] };
}

export type FileArt =
  | {
      style: 'flyer';
      title: string;
      /** ISO date-time of the night. */
      date: string;
      venue: string;
      city: string;
      /** Headliner first. */
      lineup: string[];
    }
  | {
      /** A radio episode's artwork. */
      style: 'show';
      show: string;
      episode: number;
      /** ISO date of the broadcast. */
      date: string;
    }
  | {
      /** A story's headline card, when the story has no subject with a picture. */
      style: 'headline';
      headline: string;
      kicker: string;
      /** ISO date of publication. */
      date: string;
    }
  | {
      /** An artist's name card, in place of a photograph. */
      style: 'name';
      name: string;
    }
  | (RecordArt & {
      /** The back of the sleeve: the tracklist, by side for vinyl. */
      style: 'back-sleeve';
      tracks: string[];
      sides: boolean;
    })
  | (RecordArt & { style: 'centre-label'; rpm: 33 | 45; side: 'A' | 'B' })
  | (RecordArt & { style: 'packshot'; format: 'vinyl' | 'cd' | 'cassette' })
  | {
      /** A merch piece in one colour: a garment or object with its print. */
      style: 'merch';
      object: MerchObject;
      /** #rrggbb */
      colour: string;
      print: string;
      view: 'front' | 'back' | 'detail';
      /** Printed on the back (tour dates). */
      lines?: string[];
      /** A bundle's record: its cover's seed and colours. */
      cover?: { seed: string; colours: string[] };
      /** A bundle's extra piece. */
      extra?: MerchObject;
    };

export interface Link {
  url: string;
  text: string;
}

/** A page hero's live stream (the radio's): its audio address and the name the player shows. */
export interface LiveStream {
  url: string;
  title: string;
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
export type { CollectionName, CollectionView } from '../../../shared/lib/catalog/collection-view-config';
import type { CollectionView } from '../../../shared/lib/catalog/collection-view-config';

// ---------------------------------------------------------------------------------------------
// Shapes of the structured (JSON) fields.

export const RELEASE_TYPES = ['album', 'ep', 'single'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];
export const MERCH_UNIVERSES = ['bundle', 'merch', 'clothing'] as const;
export type MerchUniverse = (typeof MERCH_UNIVERSES)[number];
export const DISTRIBUTIONS = ['physical', 'digital'] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

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

export interface CollectionEntryRecord {
  collection: 'artists' | 'product_groups' | 'posts' | 'events' | 'playlists' | 'radioShows' | 'custom_items' | 'pages';
  item: string;
}

/** Every shape a `json(...)` field may hold, by name: content-schema.ts validates each, the GraphQL schema names each. */
export interface JsonShapes {
  blocks: Block[];
  links: Link[];
  link: Link;
  strings: string[];
  venue: { name: string; location: string };
  prices: PriceRecord[];
  productItems: ProductItemRecord[];
  /** ISO country codes. */
  countryCodes: string[];
  collectionEntries: CollectionEntryRecord[];
  accordionSections: { title: string; blocks: Block[] }[];
  departments: { channel_id: string; department_name: string }[];
  /** `release`: the focus release a page opens with (a product group id), its cover, play button and buy call. */
  pageHero: { image?: FileId; heading?: string; text?: string; link?: Link; release?: string; live?: LiveStream };
  menu: MenuItem[];
  menuColumns: { menu: MenuItem[] }[];
  footerContentBlocks: { contentBlock: { blocks: Block[] } }[];
  cookiePreferences: {
    message: string;
    items: { param: string; name: string; title: string; description: string }[];
  };
  /** Snippets the embedded analytics host serves per consent param (HTML or script text). */
  snippets: Record<string, string>;
}

const json = jsonOf<JsonShapes>();

// ---------------------------------------------------------------------------------------------
// Collections: each one's fields, once. Required unless marked optional.

export const collectionFields = {
  labels: {
    id: id(),
    name: text(),
    slug: text('slug').unique(),
    /** The main label: shown as featured. */
    isFeatured: boolean(),
    kind: choice(['main', 'sister', 'external']),
    primary_colour: text('colour').optional(),
    secondary_colour: text('colour').optional(),
    /** External labels live on their own domains. */
    website: text('absoluteUrl').optional(),
    logo: file().optional(),
  },
  artists: {
    id: id(),
    status: status('editorial'),
    name: text(),
    slug: text('slug').unique(),
    /** Editorial order for "Featured"; null = not featured (excluded from the filter options). */
    sort: integer().nullable(),
    image: file().optional(),
    images: files().optional(),
    links: json('links'),
    bio: json('blocks'),
    /** The artist's name at the concert-events service. */
    bandsintown_name: text().optional(),
  },
  product_groups: {
    id: id(),
    status: status('store'),
    title: text(),
    slug: text('slug').unique(),
    reference_type: choice(['release', 'other', 'track']),
    /** Releases only. */
    type: choice(RELEASE_TYPES).optional(),
    /** Merch only. */
    universe: choice(MERCH_UNIVERSES).optional(),
    release_date: date().optional(),
    date_available: date().optional(),
    artist: manyToOne('artists').optional(),
    /** Further artists credited (appears-on). */
    featured_artists: manyToMany('artists').optional(),
    label: manyToOne('labels').optional(),
    catalogue_number: text().optional(),
    cover_image: file().optional(),
    images: files().optional(),
    short_description: longText().optional(),
    description: json('blocks'),
    visibility: choice(['public', 'unlisted']).nullable(),
    primary_colour: text('colour').optional(),
    secondary_colour: text('colour').optional(),
  },
  products: {
    id: id(),
    status: status('store'),
    group: manyToOne('product_groups'),
    title: text(),
    slug: text('slug'),
    format: text(),
    variant: text().optional(),
    distribution: choice(DISTRIBUTIONS),
    prices: json('prices'),
    items: json('productItems'),
    date_available: date().optional(),
    short_description: longText().optional(),
    /** Units the embedded store holds; null = unlimited (digital). */
    stock: integer('quantity').nullable().serverOnly(),
    /** ISO country codes the product may ship to; empty = everywhere. */
    territories: json('countryCodes').serverOnly(),
  },
  tracks: {
    id: id(),
    product_group: manyToOne('product_groups'),
    position: integer('count'),
    title: text(),
    artist: manyToOne('artists').optional(),
    duration_seconds: integer('count'),
    /** Audio preview asset. */
    preview: file().optional(),
  },
  tags: {
    id: id(),
    name: text(),
    slug: text('slug').unique(),
  },
  posts: {
    id: id(),
    status: status('editorial'),
    type: choice(['feature', 'news']),
    title: text(),
    slug: text('slug').unique(),
    date_published: dateTime(),
    tags: manyToMany('tags'),
    artists: manyToMany('artists').optional(),
    cover_image: file().optional(),
    summary: longText('maybeEmpty'),
    blocks: json('blocks'),
  },
  events: {
    id: id(),
    status: status('editorial'),
    title: text(),
    slug: text('slug').unique(),
    date: dateTime(),
    end_date: dateTime().optional(),
    venue: json('venue'),
    lineup: json('strings'),
    artists: manyToMany('artists').optional(),
    tickets_url: text('absoluteUrl').optional(),
    cover_image: file().optional(),
    description: longText('maybeEmpty'),
    blocks: json('blocks'),
  },
  playlists: {
    id: id(),
    status: status('editorial'),
    title: text(),
    slug: text('slug').unique(),
    date_published: dateTime(),
    cover_image: file().optional(),
    description: longText('maybeEmpty'),
    url: text('absoluteUrl'),
    primary_colour: text('colour').optional(),
    secondary_colour: text('colour').optional(),
  },
  radioShows: {
    id: id(),
    status: status('editorial'),
    title: text(),
    slug: text('slug').unique(),
    date: date(),
    episode: integer('count'),
    strap: text(),
    description: longText('maybeEmpty'),
    cover_image: file().optional(),
    showLogo: file().optional(),
    textOverlayColour: text('colour'),
    url: text('url'),
    /** The episode's recording, which plays in the site's player; without one the tile only links out. */
    audio_url: text('url').optional(),
  },
  banners: {
    id: id(),
    title: text(),
    image: file().optional(),
    layout: choice(['centered', 'left', 'right']),
    link_url: text('url').optional(),
    blocks: json('blocks'),
    button_text: text().optional(),
  },
  item_collections: {
    id: id(),
    title: text(),
    display: choice(['grid', 'carousel']),
    entries: json('collectionEntries'),
    moreLink: json('link').optional(),
  },
  custom_items: {
    id: id(),
    title: text(),
    type_label: text(),
    url: text('url'),
    image: file().optional(),
    description: longText('maybeEmpty').optional(),
    video_url: text('absoluteUrl').optional(),
    primary_colour: text('colour').optional(),
    secondary_colour: text('colour').optional(),
  },
  accordions: {
    id: id(),
    title: text(),
    sections: json('accordionSections'),
  },
  jobs_accounts: {
    id: id(),
    accountName: text(),
    title: text(),
  },
  contact_forms: {
    id: id(),
    title: text(),
    departments: json('departments'),
  },
  email_forms: {
    id: id(),
    title: text(),
    form_id: text('formNumber'),
  },
  pages: {
    id: id(),
    status: status('editorial'),
    path: text('pagePath').unique(),
    title: text(),
    description: longText('maybeEmpty'),
    hero: json('pageHero').optional(),
    /** In-page navigation to header anchors. */
    sticky_menu: json('links').optional(),
    blocks: json('blocks'),
  },
  site_settings: {
    id: id(),
    siteName: text(),
    description: longText(),
    headerMenu: json('menu'),
    overlayMenus: json('menuColumns'),
    footerMenus: json('menuColumns'),
    footerContentBlocks: json('footerContentBlocks'),
    emptyCartLinkText: text(),
    emptyCartLinkUrl: text('url'),
    promotedProductsTitle: text(),
    promotedProductsMoreLinkText: text(),
    promotedProductsMoreLinkUrl: text('url'),
    /** Product ids. */
    promotedProducts: manyToManyRows('products', 'product'),
  },
  cookie_configuration: {
    message: longText(),
    preferences: json('cookiePreferences'),
    snippets: json('snippets').serverOnly(),
  },
  // Data that lives in other services in production; the embedded twins serve these demo records.
  concert_events: {
    id: id(),
    artistName: text(),
    // An empty title is allowed: the site falls back to the description.
    title: text('maybeEmpty'),
    datetime: text('isoDate'),
    url: text('absoluteUrl'),
    description: longText('maybeEmpty'),
    venue: json('venue'),
    lineup: json('strings'),
  },
  videos: {
    playlistId: text(),
    videoId: text(),
    title: text(),
    /** Thumbnail asset. */
    thumbnail: file(),
    published_at: text('isoDate'),
  },
  jobs: {
    id: id(),
    accountName: text(),
    title: text(),
    department: text(),
    location: text(),
    postingUrl: text('absoluteUrl'),
    status: choice(['Open', 'Closed']),
    created: text('isoDate'),
  },
} as const satisfies Record<string, FieldsOf>;

export type CollectionKey = keyof typeof collectionFields;

/** Workflow state of editorial content. Store items (product groups, products) use `active`. */
export type ContentStatus = (typeof WORKFLOW_STATUSES)['editorial'][number];
export type StoreStatus = (typeof WORKFLOW_STATUSES)['store'][number];

export type LabelRecord = RecordOf<typeof collectionFields.labels>;
export type ArtistRecord = RecordOf<typeof collectionFields.artists>;
export type ProductGroupRecord = RecordOf<typeof collectionFields.product_groups>;
export type ProductRecord = RecordOf<typeof collectionFields.products>;
export type TrackRecord = RecordOf<typeof collectionFields.tracks>;
export type TagRecord = RecordOf<typeof collectionFields.tags>;
export type PostRecord = RecordOf<typeof collectionFields.posts>;
export type EventRecord = RecordOf<typeof collectionFields.events>;
export type PlaylistRecord = RecordOf<typeof collectionFields.playlists>;
export type RadioShowRecord = RecordOf<typeof collectionFields.radioShows>;
export type BannerRecord = RecordOf<typeof collectionFields.banners>;
export type ItemCollectionRecord = RecordOf<typeof collectionFields.item_collections>;
export type CustomItemRecord = RecordOf<typeof collectionFields.custom_items>;
export type AccordionRecord = RecordOf<typeof collectionFields.accordions>;
export type JobsAccountRecord = RecordOf<typeof collectionFields.jobs_accounts>;
export type ContactFormRecord = RecordOf<typeof collectionFields.contact_forms>;
export type EmailFormRecord = RecordOf<typeof collectionFields.email_forms>;
export type PageRecord = RecordOf<typeof collectionFields.pages>;
export type SiteSettingsRecord = RecordOf<typeof collectionFields.site_settings>;
export type CookieConfigurationRecord = RecordOf<typeof collectionFields.cookie_configuration>;
export type ConcertEventRecord = RecordOf<typeof collectionFields.concert_events>;
export type VideoRecord = RecordOf<typeof collectionFields.videos>;
export type JobRecord = RecordOf<typeof collectionFields.jobs>;

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
