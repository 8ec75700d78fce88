/**
 * The content model as a Directus schema, declared once: cms/lib/apply-schema.ts creates these
 * collections, fields and relations through the Directus API, the importer writes the demo label
 * into them, and the site's Directus connector reads with the relation map below
 * (docs/decisions/0020-directus-schema.md). Field names and shapes are those of
 * server/sources/content/model.ts; tests/unit/content-model-descriptions.test.ts checks the two match.
 *
 * Conventions: integer primary keys (Directus's default; the site reads them as strings), relations
 * to other items as many-to-one / many-to-many / one-to-many, files as relations to directus_files,
 * and structured values that have no identity of their own (menus, blocks, prices, venue...) as JSON.
 */

export type ScalarType = 'string' | 'text' | 'integer' | 'float' | 'boolean' | 'json' | 'date' | 'timestamp';

export interface ScalarField {
  field: string;
  type: ScalarType;
  /** A value the model always has (not null in the database). */
  required?: boolean;
  /** The model allows an explicit null (artists.sort, products.stock, product_groups.visibility). */
  nullable?: boolean;
  unique?: boolean;
  /** Allowed values, shown as a drop-down to editors. */
  choices?: readonly string[];
  note?: string;
}

/** A many-to-one relation to another collection's item, optionally with its one-to-many reverse. */
export interface ManyToOne {
  field: string;
  related: string;
  required?: boolean;
  /** The alias field on `related` listing the items that point at it. */
  reverse?: string;
  /** Order of the reverse list. */
  reverseSort?: string;
}

/** A many-to-many relation through a junction collection, kept in the editor's order. */
export interface ManyToMany {
  field: string;
  related: string;
  junction: string;
  /** Junction fields pointing at this collection and at `related`. */
  junctionFields: { self: string; related: string };
  /** The alias field on `related` listing the items that point at it through the junction. */
  reverse?: string;
  /** The model keeps the junction rows (`[{ product }]`) rather than a plain list of items. */
  keepRows?: boolean;
}

export type PublishedState = 'published' | 'active';

export interface CollectionModel {
  collection: string;
  note: string;
  icon: string;
  singleton?: boolean;
  /** The `status` field's workflow: editorial (published / draft / archived) or store (active / inactive / archived). */
  workflow?: 'editorial' | 'store';
  displayTemplate?: string;
  fields: readonly ScalarField[];
  /** Fields holding one file (cover art, images, audio). */
  files?: readonly string[];
  /** Fields holding an ordered list of files (galleries), through `{collection}_files`-style junctions. */
  fileLists?: readonly { field: string; junction: string }[];
  manyToOne?: readonly ManyToOne[];
  manyToMany?: readonly ManyToMany[];
}

export const EDITORIAL_STATUSES = ['published', 'draft', 'archived'] as const;
export const STORE_STATUSES = ['active', 'inactive', 'archived'] as const;

const text = (field: string, extra: Partial<ScalarField> = {}): ScalarField => ({ field, type: 'string', ...extra });
const longText = (field: string, extra: Partial<ScalarField> = {}): ScalarField => ({ field, type: 'text', ...extra });
const json = (field: string, extra: Partial<ScalarField> = {}): ScalarField => ({ field, type: 'json', ...extra });
const required = { required: true } as const;

export const contentModel: readonly CollectionModel[] = [
  {
    collection: 'labels',
    note: 'The main label, its sister labels and external labels.',
    icon: 'label',
    displayTemplate: '{{name}}',
    fields: [
      text('name', required),
      text('slug', { ...required, unique: true }),
      { field: 'isFeatured', type: 'boolean', required: true, note: 'The main label.' },
      text('kind', { ...required, choices: ['main', 'sister', 'external'] }),
      text('primary_colour'),
      text('secondary_colour'),
      text('website', { note: 'External labels live on their own domains.' }),
    ],
    files: ['logo'],
  },
  {
    collection: 'artists',
    note: 'The roster.',
    icon: 'person',
    workflow: 'editorial',
    displayTemplate: '{{name}}',
    fields: [
      text('name', required),
      text('slug', { ...required, unique: true }),
      { field: 'sort', type: 'integer', nullable: true, note: 'Featured order; empty = not featured.' },
      json('links', required),
      json('bio', { ...required, note: 'Editor.js blocks.' }),
      text('bandsintown_name'),
    ],
    files: ['image'],
    fileLists: [{ field: 'images', junction: 'artists_files' }],
  },
  {
    collection: 'product_groups',
    note: 'Releases, merch and single tracks the store sells.',
    icon: 'album',
    workflow: 'store',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('slug', { ...required, unique: true }),
      text('reference_type', { ...required, choices: ['release', 'other', 'track'] }),
      text('type', { choices: ['album', 'ep', 'single'] }),
      text('universe', { choices: ['bundle', 'merch', 'clothing'] }),
      { field: 'release_date', type: 'date' },
      { field: 'date_available', type: 'date' },
      text('catalogue_number'),
      longText('short_description'),
      json('description', { ...required, note: 'Editor.js blocks.' }),
      text('visibility', { nullable: true, choices: ['public', 'unlisted'] }),
      text('primary_colour'),
      text('secondary_colour'),
    ],
    files: ['cover_image'],
    fileLists: [{ field: 'images', junction: 'product_groups_files' }],
    manyToOne: [
      { field: 'artist', related: 'artists', reverse: 'product_groups' },
      { field: 'label', related: 'labels' },
    ],
    manyToMany: [
      {
        field: 'featured_artists',
        related: 'artists',
        junction: 'product_groups_featured_artists',
        junctionFields: { self: 'product_groups_id', related: 'artists_id' },
      },
    ],
  },
  {
    collection: 'products',
    note: 'The purchasable formats of a product group.',
    icon: 'sell',
    workflow: 'store',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('slug', required),
      text('format', required),
      text('variant'),
      text('distribution', { ...required, choices: ['physical', 'digital'] }),
      json('prices', required),
      json('items', required),
      { field: 'date_available', type: 'date' },
      longText('short_description'),
      { field: 'stock', type: 'integer', nullable: true, note: 'Empty = unlimited (digital).' },
      json('territories', { ...required, note: 'ISO country codes; empty = everywhere.' }),
    ],
    manyToOne: [{ field: 'group', related: 'product_groups', required: true, reverse: 'products' }],
  },
  {
    collection: 'tracks',
    note: 'Tracklists with audio previews.',
    icon: 'music_note',
    displayTemplate: '{{position}}. {{title}}',
    fields: [
      { field: 'position', type: 'integer', required: true },
      text('title', required),
      { field: 'duration_seconds', type: 'integer', required: true },
    ],
    files: ['preview'],
    manyToOne: [
      { field: 'product_group', related: 'product_groups', required: true, reverse: 'tracks', reverseSort: 'position' },
      { field: 'artist', related: 'artists' },
    ],
  },
  {
    collection: 'tags',
    note: 'Post tags.',
    icon: 'sell',
    displayTemplate: '{{name}}',
    fields: [text('name', required), text('slug', { ...required, unique: true })],
  },
  {
    collection: 'posts',
    note: 'News and features.',
    icon: 'article',
    workflow: 'editorial',
    displayTemplate: '{{title}}',
    fields: [
      text('type', { ...required, choices: ['feature', 'news'] }),
      text('title', required),
      text('slug', { ...required, unique: true }),
      { field: 'date_published', type: 'timestamp', required: true },
      longText('summary', required),
      json('blocks', { ...required, note: 'Editor.js blocks and block slots.' }),
    ],
    files: ['cover_image'],
    manyToMany: [
      {
        field: 'tags',
        related: 'tags',
        junction: 'posts_tags',
        junctionFields: { self: 'posts_id', related: 'tags_id' },
        reverse: 'posts',
      },
      {
        field: 'artists',
        related: 'artists',
        junction: 'posts_artists',
        junctionFields: { self: 'posts_id', related: 'artists_id' },
      },
    ],
  },
  {
    collection: 'events',
    note: "The label's own events.",
    icon: 'event',
    workflow: 'editorial',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('slug', { ...required, unique: true }),
      { field: 'date', type: 'timestamp', required: true },
      { field: 'end_date', type: 'timestamp' },
      json('venue', { ...required, note: '{ "name": …, "location": … }' }),
      json('lineup', required),
      text('tickets_url'),
      longText('description', required),
      json('blocks', { ...required, note: 'Editor.js blocks and block slots.' }),
    ],
    files: ['cover_image'],
    manyToMany: [
      {
        field: 'artists',
        related: 'artists',
        junction: 'events_artists',
        junctionFields: { self: 'events_id', related: 'artists_id' },
      },
    ],
  },
  {
    collection: 'playlists',
    note: 'Playlists on streaming services.',
    icon: 'queue_music',
    workflow: 'editorial',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('slug', { ...required, unique: true }),
      { field: 'date_published', type: 'timestamp', required: true },
      longText('description', required),
      text('url', required),
      text('primary_colour'),
      text('secondary_colour'),
    ],
    files: ['cover_image'],
  },
  {
    collection: 'radioShows',
    note: 'Radio show episodes.',
    icon: 'radio',
    workflow: 'editorial',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('slug', { ...required, unique: true }),
      { field: 'date', type: 'date', required: true },
      { field: 'episode', type: 'integer', required: true },
      text('strap', required),
      longText('description', required),
      text('textOverlayColour', required),
      text('url', required),
    ],
    files: ['cover_image', 'showLogo'],
  },
  {
    collection: 'pages',
    note: 'Content pages; the home page has the path /.',
    icon: 'web',
    workflow: 'editorial',
    displayTemplate: '{{path}}',
    fields: [
      text('path', { ...required, unique: true }),
      text('title', required),
      longText('description', required),
      json('hero'),
      json('sticky_menu'),
      json('blocks', { ...required, note: 'Editor.js blocks and block slots.' }),
    ],
  },
  {
    collection: 'banners',
    note: 'Banners that pages embed through block slots.',
    icon: 'panorama',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('layout', { ...required, choices: ['centered', 'left', 'right'] }),
      text('link_url'),
      json('blocks', required),
      text('button_text'),
    ],
    files: ['image'],
  },
  {
    collection: 'accordions',
    note: 'Accordions that pages embed through block slots.',
    icon: 'expand',
    displayTemplate: '{{title}}',
    fields: [text('title', required), json('sections', required)],
  },
  {
    collection: 'contact_forms',
    note: "The contact form's departments and their support channels.",
    icon: 'contact_support',
    displayTemplate: '{{title}}',
    fields: [text('title', required), json('departments', required)],
  },
  {
    collection: 'email_forms',
    note: 'Newsletter sign-up forms.',
    icon: 'mail',
    displayTemplate: '{{title}}',
    fields: [text('title', required), text('form_id', required)],
  },
  {
    collection: 'item_collections',
    note: 'Hand-picked grids and carousels; entries name a collection and an item id.',
    icon: 'view_carousel',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('display', { ...required, choices: ['grid', 'carousel'] }),
      json('entries', required),
      json('moreLink'),
    ],
  },
  {
    collection: 'custom_items',
    note: 'Grid items that link anywhere.',
    icon: 'widgets',
    displayTemplate: '{{title}}',
    fields: [
      text('title', required),
      text('type_label', required),
      text('url', required),
      longText('description'),
      text('video_url'),
      text('primary_colour'),
      text('secondary_colour'),
    ],
    files: ['image'],
  },
  {
    collection: 'jobs_accounts',
    note: 'Careers accounts at the jobs service.',
    icon: 'work',
    displayTemplate: '{{title}}',
    fields: [text('accountName', required), text('title', required)],
  },
  // The demo twins' records (decision 0040): what the embedded Bandsintown, YouTube and BambooHR
  // serve when the label has no account there. Times stay strings, exactly as the twins answer them.
  {
    collection: 'concert_events',
    note: 'Demo concerts the embedded events service answers (without a Bandsintown key).',
    icon: 'event',
    displayTemplate: '{{title}}',
    fields: [
      text('artistName', required),
      text('title', required),
      text('datetime', { ...required, note: 'Local time of the venue, ISO 8601 without a zone.' }),
      text('url', required),
      longText('description', required),
      json('venue', required),
      json('lineup', required),
    ],
  },
  {
    collection: 'videos',
    note: 'Demo videos the embedded video service answers per playlist (without a YouTube key).',
    icon: 'smart_display',
    displayTemplate: '{{title}}',
    fields: [text('playlistId', required), text('videoId', required), text('title', required), text('published_at', required)],
    files: ['thumbnail'],
  },
  {
    collection: 'jobs',
    note: 'Demo positions the embedded jobs service answers (without a BambooHR key).',
    icon: 'badge',
    displayTemplate: '{{title}}',
    fields: [
      text('job_id', { ...required, unique: true, note: "The position's id at the jobs service." }),
      text('accountName', required),
      text('title', required),
      text('department', required),
      text('location', required),
      text('postingUrl', required),
      text('status', { ...required, choices: ['Open', 'Closed'] }),
      text('created', required),
    ],
  },
  {
    collection: 'site_settings',
    note: 'Site name, menus, footer and basket texts.',
    icon: 'settings',
    singleton: true,
    fields: [
      text('siteName', required),
      longText('description', required),
      json('headerMenu', required),
      json('overlayMenus', required),
      json('footerMenus', required),
      json('footerContentBlocks', required),
      text('emptyCartLinkText', required),
      text('emptyCartLinkUrl', required),
      text('promotedProductsTitle', required),
      text('promotedProductsMoreLinkText', required),
      text('promotedProductsMoreLinkUrl', required),
    ],
    manyToMany: [
      {
        field: 'promotedProducts',
        related: 'products',
        junction: 'site_settings_promoted_products',
        // `product`, so Directus answers in the model's shape: [{ product: {...} }].
        junctionFields: { self: 'site_settings_id', related: 'product' },
        keepRows: true,
      },
    ],
  },
  {
    collection: 'cookie_configuration',
    note: 'The consent banner texts, consent items and the snippet served per consent.',
    icon: 'cookie',
    singleton: true,
    fields: [longText('message', required), json('preferences', required), json('snippets', required)],
  },
];

/** The junction collections (many-to-many and file lists), which the site reads too. */
export function junctionCollections(): string[] {
  return contentModel.flatMap((model) => [
    ...(model.manyToMany ?? []).map((relation) => relation.junction),
    ...(model.fileLists ?? []).map((list) => list.junction),
  ]);
}

export function modelOf(collection: string): CollectionModel {
  const model = contentModel.find((candidate) => candidate.collection === collection);
  if (!model) throw new Error(`No Directus model for collection "${collection}"`);
  return model;
}

/** What the public may see of a collection with a workflow. */
export function publishedStateOf(model: CollectionModel): PublishedState | undefined {
  if (model.workflow === 'editorial') return 'published';
  if (model.workflow === 'store') return 'active';
  return undefined;
}
