/**
 * The content model as a Directus schema: cms/lib/apply-schema.ts creates these collections, fields
 * and relations through the Directus API, the importer writes the demo label into them, and the
 * site's Directus connector reads with the relation map below (docs/decisions/0020-directus-schema.md).
 * The fields are derived from server/sources/content/model.ts (decision 0067); this file adds only what
 * Directus alone needs: notes and icons, its own keys, reverse lists and their order, junction names.
 *
 * Conventions: integer primary keys (Directus's default; the site reads them as strings), relations
 * to other items as many-to-one / many-to-many / one-to-many, files as relations to directus_files,
 * and structured values that have no identity of their own (menus, blocks, prices, venue...) as JSON.
 */

import type { FieldKind, FieldsOf } from '../fields';
import { WORKFLOW_STATUSES } from '../fields';
import { collectionFields, type CollectionKey } from '../model';

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

export const EDITORIAL_STATUSES = WORKFLOW_STATUSES.editorial;
export const STORE_STATUSES = WORKFLOW_STATUSES.store;

/** What only Directus needs to know of a collection; its fields come from the model. */
interface DirectusCollection {
  collection: CollectionKey;
  note: string;
  icon: string;
  singleton?: boolean;
  displayTemplate?: string;
  /** Help shown to editors under a field. */
  notes?: Readonly<Record<string, string>>;
  /** Fields Directus keeps for its own bookkeeping, before the model's. */
  ownFields?: readonly ScalarField[];
  /** Many-to-one fields whose related collection lists the items that point at it, and in which order. */
  reverse?: Readonly<Record<string, { field: string; sort?: string }>>;
  /** Junction names other than `{collection}_{field}`. */
  junctions?: Readonly<Record<string, string>>;
}

const DIRECTUS_COLLECTIONS: readonly DirectusCollection[] = [
  {
    collection: 'labels',
    note: 'The main label, its sister labels and external labels.',
    icon: 'label',
    displayTemplate: '{{name}}',
    notes: { isFeatured: 'The main label.', website: 'External labels live on their own domains.' },
  },
  {
    collection: 'artists',
    note: 'The roster.',
    icon: 'person',
    displayTemplate: '{{name}}',
    notes: { sort: 'Featured order; empty = not featured.', bio: 'Editor.js blocks.' },
  },
  {
    collection: 'product_groups',
    note: 'Releases, merch and single tracks the store sells.',
    icon: 'album',
    displayTemplate: '{{title}}',
    notes: { description: 'Editor.js blocks.' },
    reverse: { artist: { field: 'product_groups' } },
  },
  {
    collection: 'products',
    note: 'The purchasable formats of a product group.',
    icon: 'sell',
    displayTemplate: '{{title}}',
    notes: { stock: 'Empty = unlimited (digital).', territories: 'ISO country codes; empty = everywhere.' },
    reverse: { group: { field: 'products' } },
  },
  {
    collection: 'tracks',
    note: 'Tracklists with audio previews.',
    icon: 'music_note',
    displayTemplate: '{{position}}. {{title}}',
    reverse: { product_group: { field: 'tracks', sort: 'position' } },
  },
  { collection: 'tags', note: 'Post tags.', icon: 'sell', displayTemplate: '{{name}}' },
  {
    collection: 'posts',
    note: 'News and features.',
    icon: 'article',
    displayTemplate: '{{title}}',
    notes: { blocks: 'Editor.js blocks and block slots.' },
    reverse: { tags: { field: 'posts' } },
  },
  {
    collection: 'events',
    note: "The label's own events.",
    icon: 'event',
    displayTemplate: '{{title}}',
    notes: { venue: '{ "name": …, "location": … }', blocks: 'Editor.js blocks and block slots.' },
  },
  { collection: 'playlists', note: 'Playlists on streaming services.', icon: 'queue_music', displayTemplate: '{{title}}' },
  { collection: 'radioShows', note: 'Radio show episodes.', icon: 'radio', displayTemplate: '{{title}}' },
  {
    collection: 'pages',
    note: 'Content pages; the home page has the path /.',
    icon: 'web',
    displayTemplate: '{{path}}',
    notes: {
      hero: '{ "image": file id, "heading": …, "text": …, "link": { "url": …, "text": … }, "release": product group id }; with a release the page opens with it: its cover, play button and buy call.',
      blocks: 'Editor.js blocks and block slots.',
    },
  },
  { collection: 'banners', note: 'Banners that pages embed through block slots.', icon: 'panorama', displayTemplate: '{{title}}' },
  { collection: 'accordions', note: 'Accordions that pages embed through block slots.', icon: 'expand', displayTemplate: '{{title}}' },
  {
    collection: 'contact_forms',
    note: "The contact form's departments and their support channels.",
    icon: 'contact_support',
    displayTemplate: '{{title}}',
  },
  { collection: 'email_forms', note: 'Newsletter sign-up forms.', icon: 'mail', displayTemplate: '{{title}}' },
  {
    collection: 'item_collections',
    note: 'Hand-picked grids and carousels; entries name a collection and an item id.',
    icon: 'view_carousel',
    displayTemplate: '{{title}}',
  },
  { collection: 'custom_items', note: 'Grid items that link anywhere.', icon: 'widgets', displayTemplate: '{{title}}' },
  { collection: 'jobs_accounts', note: 'Careers accounts at the jobs service.', icon: 'work', displayTemplate: '{{title}}' },
  // The demo twins' records (decision 0040): what the embedded Bandsintown, YouTube and BambooHR
  // serve when the label has no account there. Times stay strings, exactly as the twins answer them.
  {
    collection: 'concert_events',
    note: 'Demo concerts the embedded events service answers (without a Bandsintown key).',
    icon: 'event',
    displayTemplate: '{{title}}',
    notes: { datetime: 'Local time of the venue, ISO 8601 without a zone.' },
  },
  {
    collection: 'videos',
    note: 'Demo videos the embedded video service answers per playlist (without a YouTube key).',
    icon: 'smart_display',
    displayTemplate: '{{title}}',
  },
  {
    collection: 'jobs',
    note: 'Demo positions the embedded jobs service answers (without a BambooHR key).',
    icon: 'badge',
    displayTemplate: '{{title}}',
    ownFields: [{ field: 'job_id', type: 'string', required: true, unique: true, note: "The position's id at the jobs service." }],
  },
  {
    collection: 'site_settings',
    note: 'Site name, menus, footer and basket texts.',
    icon: 'settings',
    singleton: true,
    junctions: { promotedProducts: 'site_settings_promoted_products' },
  },
  {
    collection: 'cookie_configuration',
    note: 'The consent banner texts, consent items and the snippet served per consent.',
    icon: 'cookie',
    singleton: true,
  },
];

/** The Directus storage type of a model field that is a plain value. */
function scalarTypeOf(kind: FieldKind): ScalarType | undefined {
  switch (kind.kind) {
    case 'text':
      return kind.long ? 'text' : 'string';
    case 'choice':
      return 'string';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'date':
      return kind.precision === 'day' ? 'date' : 'timestamp';
    case 'json':
      return 'json';
    // Keys, workflow, files and relations are Directus fields of their own kinds.
    case 'id':
    case 'status':
    case 'file':
    case 'files':
    case 'manyToOne':
    case 'manyToMany':
      return undefined;
  }
}

/** A collection's Directus model: the model's fields by kind, with the Directus-only parts above. */
function directusModelOf(directus: DirectusCollection): CollectionModel {
  const { collection, notes = {}, reverse = {}, junctions = {} } = directus;
  const entries = Object.entries(collectionFields[collection] as FieldsOf);
  // A field renamed in the model must not leave its note or relation settings behind unnoticed.
  const strays = [...Object.keys(notes), ...Object.keys(reverse), ...Object.keys(junctions)].filter(
    (field) => !(field in collectionFields[collection]),
  );
  if (strays.length > 0) throw new Error(`Directus settings for fields ${collection} does not have: ${strays.join(', ')}`);
  const ofKind = <K extends FieldKind['kind']>(kind: K) =>
    entries.flatMap(([field, { kind: fieldKind, flags }]) =>
      fieldKind.kind === kind ? [{ field, kind: fieldKind as Extract<FieldKind, { kind: K }>, flags }] : [],
    );
  const workflow = ofKind('status')[0]?.kind.workflow;
  const fields = entries.flatMap(([field, { kind, flags }]): ScalarField[] => {
    const type = scalarTypeOf(kind);
    if (!type) return [];
    return [
      {
        field,
        type,
        ...(!flags.optional && !flags.nullable ? { required: true } : {}),
        ...(flags.nullable ? { nullable: true } : {}),
        ...(flags.unique ? { unique: true } : {}),
        ...(kind.kind === 'choice' ? { choices: kind.values } : {}),
        ...(notes[field] ? { note: notes[field] } : {}),
      },
    ];
  });
  const files = ofKind('file').map(({ field }) => field);
  const fileLists = ofKind('files').map(({ field }) => ({ field, junction: `${collection}_files` }));
  const manyToOne = ofKind('manyToOne').map(({ field, kind, flags }) => ({
    field,
    related: kind.related,
    ...(flags.optional ? {} : { required: true }),
    ...(reverse[field] ? { reverse: reverse[field].field } : {}),
    ...(reverse[field]?.sort ? { reverseSort: reverse[field].sort } : {}),
  }));
  const manyToMany = ofKind('manyToMany').map(({ field, kind }) => ({
    field,
    related: kind.related,
    junction: junctions[field] ?? `${collection}_${field}`,
    // A row key names the junction's field (`product`), so Directus answers in the model's shape: [{ product: {...} }].
    junctionFields: { self: `${collection}_id`, related: kind.rowKey ?? `${kind.related}_id` },
    ...(reverse[field] ? { reverse: reverse[field].field } : {}),
    ...(kind.rowKey ? { keepRows: true } : {}),
  }));
  return {
    collection,
    note: directus.note,
    icon: directus.icon,
    ...(directus.singleton ? { singleton: true } : {}),
    ...(workflow ? { workflow } : {}),
    ...(directus.displayTemplate ? { displayTemplate: directus.displayTemplate } : {}),
    fields: [...(directus.ownFields ?? []), ...fields],
    ...(files.length > 0 ? { files } : {}),
    ...(fileLists.length > 0 ? { fileLists } : {}),
    ...(manyToOne.length > 0 ? { manyToOne } : {}),
    ...(manyToMany.length > 0 ? { manyToMany } : {}),
  };
}

export const contentModel: readonly CollectionModel[] = DIRECTUS_COLLECTIONS.map(directusModelOf);

/** The junction collections (many-to-many and file lists), which the site reads too. */
export function junctionCollections(): string[] {
  return contentModel.flatMap((model) => [
    ...(model.manyToMany ?? []).map((relation) => relation.junction),
    ...(model.fileLists ?? []).map((list) => list.junction),
  ]);
}

/** Every collection the site reads: the content, its junctions and the files. */
export function siteCollections(): string[] {
  return [...contentModel.map((model) => model.collection), ...junctionCollections(), 'directus_files'];
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
