/**
 * Validation of the content files against the content model (model.ts): field shapes with joi
 * (no conversion, no unknown keys, so a typo is an error), then references between records,
 * duplicate ids and duplicate slugs/paths. Errors name the file, the field path and the rule.
 * Each record schema is derived from the model's fields (decision 0067): a field's kind and format
 * pick its rule here; rules that look at another field are added by hand (DEPENDENT_RULES).
 */
import Joi from 'joi';
import { COLLECTION_DISPLAYS } from '../../../shared/lib/catalog/collection-view-config';
import type { FieldKind, FieldsOf, IntegerFormat, RecordOf, TextFormat } from './fields';
import {
  collectionFields,
  MERCH_OBJECTS,
  type AccordionRecord,
  type Block,
  type BlockSlot,
  type CollectionKey,
  type CollectionView,
  type ContentFiles,
  type CookieConfigurationRecord,
  type FileArt,
  type FileRecord,
  type ItemCollectionRecord,
  type JsonShapes,
  type Link,
  type ListItem,
  type MenuItem,
  type PageRecord,
  type SiteSettingsRecord,
} from './model';

// ---------------------------------------------------------------------------------------------
// Field rules shared by the records.

const id = Joi.string().min(1).max(200);
/** A relation: its target's existence is checked after the shapes. */
const ref = Joi.string().min(1);
const text = Joi.string();
const optionalText = Joi.string().allow('');
const slug = Joi.string().pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');
const colour = Joi.string().pattern(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'hex colour');
/** Internal paths, anchors and absolute URLs. */
const url = Joi.string().uri({ allowRelative: true });
const absoluteUrl = Joi.string().uri({ scheme: ['http', 'https'] });
const isoDate = Joi.string().isoDate();
const count = Joi.number().integer().min(1);
const contentStatus = Joi.string().valid('published', 'draft', 'archived');
const storeStatus = Joi.string().valid('active', 'inactive', 'archived');

const link = Joi.object<Link, true>({ url: url.required(), text: text.required() });

const menuItem = Joi.object<MenuItem, true>({
  url: url.required(),
  text: text.required(),
  menu: Joi.array().items(Joi.link('#menuItem')),
}).id('menuItem');

// ---------------------------------------------------------------------------------------------
// Blocks: Editor.js block JSON, each type with its own data, and block slots.

const listItem = Joi.object<ListItem, true>({
  content: optionalText.required(),
  items: Joi.array().items(Joi.link('#listItem')).required(),
}).id('listItem');

const collectionNames = ['artists', 'bandsintownEvents', 'events', 'playlists', 'posts', 'product_groups', 'products', 'radioShows'] as const;

const collectionView = Joi.object<CollectionView, true>({
  collection: Joi.string().valid(...collectionNames).required(),
  title: text,
  display: Joi.string().valid(...COLLECTION_DISPLAYS).required(),
  filter: Joi.object().unknown(true),
  sort: Joi.array().items(Joi.string().pattern(/^-?[A-Za-z_][\w.]*$/, 'sort field')),
  limit: Joi.number().integer().min(1).max(100),
  filterMenu: Joi.string().valid('posts', 'releases', 'merch', 'artists'),
  pagination: Joi.boolean(),
  moreLink: link,
  columns: Joi.number().valid(4, 6),
  // The concert-events view lists one artist's concerts.
  artistName: text.when('collection', { is: 'bandsintownEvents', then: Joi.required() }),
});

const slotKinds: Record<BlockSlot['kind'], Joi.ObjectSchema> = {
  item_collections: Joi.object({ kind: Joi.string(), item: ref.required() }),
  videoPlaylists: Joi.object({ kind: Joi.string(), playlistId: text.required(), title: text, maxResults: Joi.number().integer().min(1).max(50) }),
  bandsintownEvents: Joi.object({ kind: Joi.string(), artistName: text.required(), title: text }),
  collection: Joi.object({ kind: Joi.string(), view: collectionView.required() }),
  activeCampaignForms: Joi.object({ kind: Joi.string(), item: ref.required() }),
  jobs: Joi.object({ kind: Joi.string(), accountName: text.required(), title: text }),
  banners: Joi.object({ kind: Joi.string(), item: ref.required() }),
  accordions: Joi.object({ kind: Joi.string(), item: ref.required() }),
  contactForms: Joi.object({ kind: Joi.string(), item: ref.required() }),
  featured_item: Joi.object({ kind: Joi.string(), item: ref.required() }),
};

/** Picks the schema by a discriminator field; an unknown discriminator fails on that field. */
function byDiscriminator(key: string, schemas: Record<string, Joi.ObjectSchema>): Joi.AlternativesSchema {
  const values = Object.keys(schemas);
  return Joi.alternatives().conditional(`.${key}`, {
    switch: Object.entries(schemas).map(([value, schema]) => ({ is: value, then: schema })),
    otherwise: Joi.object({ [key]: Joi.string().valid(...values).required() }).unknown(true),
  });
}

const slotSchema = byDiscriminator('kind', slotKinds);

const imageFile = Joi.object({
  id: ref,
  url,
  width: count,
  height: count,
}).or('id', 'url');

const blockData: Record<Block['type'], Joi.Schema> = {
  paragraph: Joi.object({ text: optionalText.required() }),
  header: Joi.object({ text: text.required(), level: Joi.number().valid(1, 2, 3, 4, 5, 6).required(), anchor: slug }),
  code: Joi.object({ code: optionalText.required() }),
  delimiter: Joi.object({}),
  divider: Joi.object({}),
  raw: Joi.object({ html: optionalText.required() }),
  image: Joi.object({ file: imageFile, url, caption: optionalText }).or('file', 'url'),
  list: Joi.object({ style: Joi.string().valid('ordered', 'unordered').required(), items: Joi.array().items(listItem).required() }),
  quote: Joi.object({ text: text.required(), caption: optionalText, alignment: Joi.string().valid('left', 'center').required() }),
  table: Joi.object({
    withHeadings: Joi.boolean().required(),
    content: Joi.array().items(Joi.array().items(optionalText)).required(),
    footer: Joi.array().items(optionalText),
    caption: optionalText,
  }),
  embed: Joi.object({
    service: text.required(),
    source: url.required(),
    embed: url.required(),
    width: count,
    height: count,
    caption: optionalText,
  }),
  iframe: Joi.object({ embed: text.required(), caption: optionalText }),
  slot: slotSchema,
};

export const blockSchema = byDiscriminator(
  'type',
  Object.fromEntries(
    Object.entries(blockData).map(([type, data]) => [type, Joi.object({ id: id.required(), type: Joi.string(), data: data.required() })]),
  ),
);

const blocks = Joi.array().items(blockSchema);

// ---------------------------------------------------------------------------------------------
// Collections.

/** A video file record's clip: a WebM in content/media/, named so no path can leave that folder. */
export const VIDEO_FILE = /^media\/[a-z0-9][a-z0-9-]{0,80}\.webm$/;

/** The limits the asset source renders within (server/sources/assets). */
const pixels = Joi.number().integer().min(16).max(4000);

/** What a generated picture shows (model.ts FileArt): the words of each style. */
const recordArt = {
  title: text.max(200).required(),
  artist: text.max(200).required(),
  label: text.max(200).required(),
  catalogue: text.max(50).required(),
  cover: Joi.object({ seed: text.max(200).required(), colours: Joi.array().items(colour).max(8).required() }).required(),
};

const ART_STYLES: Record<FileArt['style'], Joi.PartialSchemaMap> = {
  'back-sleeve': { ...recordArt, tracks: Joi.array().items(text.max(300)).min(1).max(40).required(), sides: Joi.boolean().required() },
  'centre-label': { ...recordArt, rpm: Joi.number().valid(33, 45).required(), side: Joi.string().valid('A', 'B').required() },
  packshot: { ...recordArt, format: Joi.string().valid('vinyl', 'cd', 'cassette').required() },
  flyer: {
    title: text.max(200).required(),
    date: Joi.string().isoDate().required(),
    venue: text.max(200).required(),
    city: text.max(200).required(),
    lineup: Joi.array().items(text.max(200)).min(1).max(12).required(),
  },
  show: {
    show: text.max(200).required(),
    episode: Joi.number().integer().min(0).max(99999).required(),
    date: Joi.string().isoDate().required(),
  },
  name: { name: text.max(200).required() },
  headline: { headline: text.max(300).required(), kicker: text.max(50).required(), date: Joi.string().isoDate().required() },
  merch: {
    object: Joi.string()
      .valid(...MERCH_OBJECTS)
      .required(),
    colour: colour.required(),
    print: text.max(200).required(),
    view: Joi.string().valid('front', 'back', 'detail').required(),
    lines: Joi.array().items(text.max(200)).max(12),
    cover: Joi.object({ seed: text.max(200).required(), colours: Joi.array().items(colour).max(8).required() }),
    extra: Joi.string().valid(...MERCH_OBJECTS),
  },
};

export const fileArt = Joi.alternatives().conditional('.style', {
  switch: Object.entries(ART_STYLES).map(([style, keys]) => ({
    is: style,
    then: Joi.object({ style: Joi.string().required(), ...keys }),
  })),
  // An unknown style: say which ones there are.
  otherwise: Joi.object({ style: Joi.string().valid(...Object.keys(ART_STYLES)).required() }),
});

const file = Joi.object<FileRecord, true>({
  // Directus gives its files UUIDs.
  id: Joi.string().guid({ version: 'uuidv4' }).required(),
  kind: Joi.string().valid('cover', 'artist', 'image', 'logo', 'audio', 'video').required(),
  title: text.max(200).required(),
  seed: text.max(200).required(),
  width: pixels.when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
  height: pixels.when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
  file: Joi.string()
    .pattern(VIDEO_FILE, 'media/{name}.webm')
    .when('kind', { is: 'video', then: Joi.required(), otherwise: Joi.forbidden() }),
  duration_seconds: Joi.number().min(1).max(120).when('kind', { is: 'audio', otherwise: Joi.forbidden() }),
  colours: Joi.array().items(colour).min(1).max(8),
  art: fileArt.when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
});

const price = Joi.object({
  currency: Joi.object({ code: Joi.string().valid('GBP', 'USD', 'EUR').required() }).required(),
  value: Joi.number().min(0).precision(2).required(),
  discount: Joi.number()
    .min(0)
    .precision(2)
    .max(Joi.ref('value'))
    .messages({ 'number.max': '{{#label}} must not be more than the value' })
    .required(),
});

const venue = Joi.object({ name: text.required(), location: text.required() });

const collectionEntryNames = ['artists', 'product_groups', 'posts', 'events', 'playlists', 'radioShows', 'custom_items', 'pages'] as const;

/** The rules of each text format (fields.ts names them; a field's kind says which it has). */
const TEXT_FORMATS: Record<TextFormat, Joi.StringSchema> = {
  text,
  maybeEmpty: optionalText,
  slug,
  colour,
  url,
  absoluteUrl,
  isoDate,
  formNumber: Joi.string().pattern(/^\d{1,12}$/, 'a form number'),
  pagePath: Joi.string().pattern(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'page path'),
};

const INTEGER_FORMATS: Record<IntegerFormat, Joi.NumberSchema> = {
  integer: Joi.number().integer(),
  count,
  quantity: Joi.number().integer().min(0),
};

/** The rules of each JSON shape the model's fields hold (model.ts, JsonShapes). */
const JSON_SHAPES: { [S in keyof JsonShapes]: Joi.Schema } = {
  blocks,
  links: Joi.array().items(link),
  link,
  strings: Joi.array().items(text),
  venue,
  prices: Joi.array().items(price).min(1).unique('currency.code'),
  productItems: Joi.array()
    .items(Joi.object({ id: id.required(), title: text.required(), option_group: text.required() }))
    .unique('id'),
  countryCodes: Joi.array().items(Joi.string().pattern(/^[A-Z]{2}$/, 'ISO country code')).unique(),
  collectionEntries: Joi.array().items(
    Joi.object({ collection: Joi.string().valid(...collectionEntryNames).required(), item: ref.required() }),
  ),
  accordionSections: Joi.array().items(Joi.object({ title: text.required(), blocks: blocks.required() })),
  departments: Joi.array()
    .items(Joi.object({ channel_id: text.required(), department_name: text.required() }))
    .min(1)
    .unique('channel_id'),
  pageHero: Joi.object({ image: ref, heading: text, text: text, link, release: ref, live: Joi.object({ url: url.required(), title: text.required() }) }),
  menu: Joi.array().items(menuItem),
  menuColumns: Joi.array().items(Joi.object({ menu: Joi.array().items(menuItem).required() })),
  footerContentBlocks: Joi.array().items(Joi.object({ contentBlock: Joi.object({ blocks: blocks.required() }).required() })),
  cookiePreferences: Joi.object({
    message: text.required(),
    items: Joi.array()
      .items(Joi.object({ param: text.required(), name: text.required(), title: text.required(), description: optionalText.required() }))
      .unique('param')
      .required(),
  }),
  snippets: Joi.object().pattern(Joi.string(), Joi.string().allow('')),
};

/** A field's rule from its kind alone: what it must be when present. */
function ruleOf(kind: FieldKind): Joi.Schema {
  switch (kind.kind) {
    case 'id':
      return id;
    case 'status':
      return kind.workflow === 'store' ? storeStatus : contentStatus;
    case 'text':
      return TEXT_FORMATS[kind.format];
    case 'choice':
      return Joi.string().valid(...kind.values);
    case 'integer':
      return INTEGER_FORMATS[kind.format];
    case 'boolean':
      return Joi.boolean();
    case 'date':
      return isoDate;
    case 'file':
    case 'manyToOne':
      return ref;
    case 'files':
      return Joi.array().items(ref);
    case 'manyToMany':
      return Joi.array().items(kind.rowKey ? Joi.object({ [kind.rowKey]: ref.required() }) : ref);
    case 'json':
      return JSON_SHAPES[kind.shape as keyof JsonShapes];
  }
}

/** Rules that depend on another field of the record: kept here, by hand. */
const DEPENDENT_RULES: { [C in CollectionKey]?: { [F in keyof (typeof collectionFields)[C]]?: (rule: Joi.Schema) => Joi.Schema } } = {
  product_groups: {
    type: (rule) => rule.when('reference_type', { is: 'release', then: Joi.required(), otherwise: Joi.forbidden() }),
    universe: (rule) => rule.when('reference_type', { is: 'other', then: Joi.required(), otherwise: Joi.forbidden() }),
  },
};

/** A strict object schema for one collection's records: each field's rule, required unless optional, null where nullable. */
function recordSchema<C extends CollectionKey>(collection: C): Joi.ObjectSchema<RecordOf<(typeof collectionFields)[C]>> {
  const dependent: Partial<Record<string, (rule: Joi.Schema) => Joi.Schema>> = DEPENDENT_RULES[collection] ?? {};
  const keys = Object.entries(collectionFields[collection] as FieldsOf).map(([name, field]) => {
    let rule = ruleOf(field.kind);
    if (field.flags.nullable) rule = rule.allow(null);
    if (!field.flags.optional) rule = rule.required();
    return [name, dependent[name]?.(rule) ?? rule] as const;
  });
  return Joi.object(Object.fromEntries(keys));
}

/** One record schema per collection file. */
export const collectionSchemas: { [K in keyof ContentFiles]: Joi.ObjectSchema<ContentFiles[K][number]> } = {
  labels: recordSchema('labels'),
  artists: recordSchema('artists'),
  product_groups: recordSchema('product_groups'),
  products: recordSchema('products'),
  tracks: recordSchema('tracks'),
  tags: recordSchema('tags'),
  posts: recordSchema('posts'),
  events: recordSchema('events'),
  playlists: recordSchema('playlists'),
  radioShows: recordSchema('radioShows'),
  banners: recordSchema('banners'),
  item_collections: recordSchema('item_collections'),
  custom_items: recordSchema('custom_items'),
  accordions: recordSchema('accordions'),
  jobs_accounts: recordSchema('jobs_accounts'),
  contact_forms: recordSchema('contact_forms'),
  email_forms: recordSchema('email_forms'),
  concert_events: recordSchema('concert_events'),
  videos: recordSchema('videos'),
  jobs: recordSchema('jobs'),
  files: file,
};

export const pageSchema = recordSchema('pages');
export const settingsSchema = recordSchema('site_settings');
export const cookiesSchema = recordSchema('cookie_configuration');

// ---------------------------------------------------------------------------------------------
// Validation.

/** The raw JSON of the content folder: collections by name, pages by file name. */
export interface ContentInput {
  files: Partial<Record<keyof ContentFiles, unknown>>;
  settings: unknown;
  cookies: unknown;
  /** By file name under content/pages/ ("index.json"; ".json" is added when missing). */
  pages: Record<string, unknown>;
}

export interface ValidatedContent {
  files: ContentFiles;
  settings: SiteSettingsRecord;
  cookies: CookieConfigurationRecord;
  /** In file-name order. */
  pages: PageRecord[];
}

/** Every problem found, one line each: `content/<file>: <field path> <rule>`. */
export class ContentValidationError extends Error {
  /** Lines shown in the message; the rest are counted. */
  static readonly SHOWN = 20;

  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, ContentValidationError.SHOWN);
    const more = problems.length - shown.length;
    super(`Invalid content:\n${shown.join('\n')}${more > 0 ? `\n…and ${more} more` : ''}`);
    this.name = 'ContentValidationError';
  }
}

const OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  convert: false,
  allowUnknown: false,
  errors: { wrap: { label: false } },
};

export const collectionNamesInOrder = Object.keys(collectionSchemas) as (keyof ContentFiles)[];

function check<T>(schema: Joi.Schema<T>, value: unknown, fileLabel: string, problems: string[]): T | undefined {
  const result = schema.validate(value, OPTIONS);
  if (result.error) {
    for (const detail of result.error.details) problems.push(`${fileLabel}: ${detail.message}`);
    return undefined;
  }
  return result.value;
}

/**
 * Validates the content folder: shapes first, then references, duplicate ids and duplicate
 * slugs/paths. Returns the typed data; throws ContentValidationError naming every problem.
 * A collection file that is absent counts as empty.
 */
export function validateContent(input: ContentInput): ValidatedContent {
  const problems: string[] = [];
  const files = {} as Record<keyof ContentFiles, unknown[]>;
  for (const name of collectionNamesInOrder) {
    const raw = input.files[name];
    if (raw === undefined) {
      files[name] = [];
      continue;
    }
    const schema: Joi.Schema = collectionSchemas[name];
    files[name] = check(Joi.array().items(schema).required(), raw, `content/${name}.json`, problems) ?? [];
  }
  const settings = check(settingsSchema.required(), input.settings, 'content/settings.json', problems);
  const cookies = check(cookiesSchema.required(), input.cookies, 'content/cookies.json', problems);
  const pages: { file: string; page: PageRecord }[] = [];
  for (const name of Object.keys(input.pages).sort()) {
    const file = `content/pages/${name.endsWith('.json') ? name : `${name}.json`}`;
    const page = check(pageSchema.required(), input.pages[name], file, problems);
    if (page) pages.push({ file, page });
  }
  if (problems.length > 0 || !settings || !cookies) throw new ContentValidationError(problems);

  const content: ValidatedContent = { files: files as unknown as ContentFiles, settings, cookies, pages: pages.map((entry) => entry.page) };
  checkRelations(content, pages, problems);
  if (problems.length > 0) throw new ContentValidationError(problems);
  return content;
}

// ---------------------------------------------------------------------------------------------
// References and uniqueness.

type Target = keyof ContentFiles | 'pages';

/** Slot kinds that point at a record, and which collection holds it. */
const SLOT_TARGETS: Partial<Record<BlockSlot['kind'], Target>> = {
  item_collections: 'item_collections',
  activeCampaignForms: 'email_forms',
  banners: 'banners',
  accordions: 'accordions',
  contactForms: 'contact_forms',
  featured_item: 'product_groups',
};

/**
 * A record field that points elsewhere: at one item of a collection, at a list of them (`[target]`),
 * at rich text whose blocks point further, at an item collection's entries, at an accordion's
 * sections, or at a jobs account by its name.
 */
type Reference = Target | readonly [Target] | 'blocks' | 'collection entries' | 'accordion sections' | 'jobs account';

/** What a field of a kind points at: files, other items, or structured values whose parts point further. */
function referenceOf(kind: FieldKind): Reference | undefined {
  if (kind.kind === 'file') return 'files';
  if (kind.kind === 'files') return ['files'];
  if (kind.kind === 'manyToOne' || kind.kind === 'manyToMany') {
    const target = kind.related as Target;
    return kind.kind === 'manyToOne' ? target : [target];
  }
  if (kind.kind !== 'json') return undefined;
  const shapes: Partial<Record<keyof JsonShapes, Reference>> = {
    blocks: 'blocks',
    collectionEntries: 'collection entries',
    accordionSections: 'accordion sections',
  };
  return shapes[kind.shape as keyof JsonShapes];
}

/** References no field kind says: a job names its account by the account's name. */
const NAMED_REFERENCES: Partial<Record<keyof ContentFiles, Record<string, Reference>>> = { jobs: { accountName: 'jobs account' } };

/** The relations of each collection's records, checked in this order: derived from the model's field kinds. */
const RECORD_REFERENCES: Partial<Record<keyof ContentFiles, Record<string, Reference>>> = Object.fromEntries(
  collectionNamesInOrder.flatMap((name) => {
    if (!(name in collectionFields)) return [];
    const derived = Object.entries(collectionFields[name as CollectionKey] as FieldsOf).flatMap(([field, { kind }]) => {
      const reference = referenceOf(kind);
      return reference ? [[field, reference] as const] : [];
    });
    const references = { ...Object.fromEntries(derived), ...NAMED_REFERENCES[name] };
    return Object.keys(references).length > 0 ? [[name, references] as const] : [];
  }),
);

function checkRelations(content: ValidatedContent, pages: { file: string; page: PageRecord }[], problems: string[]): void {
  const { files } = content;
  const ids = new Map<Target, Set<string>>();
  for (const name of collectionNamesInOrder) {
    if (name === 'videos') continue;
    ids.set(name, new Set((files[name] as { id: string }[]).map((record) => record.id)));
  }
  ids.set('pages', new Set(content.pages.map((page) => page.id)));
  const accountNames = new Set(files.jobs_accounts.map((account) => account.accountName));

  const ref = (fileLabel: string, path: string, target: Target, value: string | undefined) => {
    if (value !== undefined && !ids.get(target)?.has(value)) {
      problems.push(`${fileLabel}: ${path} references ${target} id "${value}", which does not exist`);
    }
  };
  const refs = (fileLabel: string, path: string, target: Target, values: string[] | undefined) =>
    values?.forEach((value, i) => ref(fileLabel, `${path}[${i}]`, target, value));
  const account = (fileLabel: string, path: string, name: string) => {
    if (!accountNames.has(name)) problems.push(`${fileLabel}: ${path} references jobs_accounts accountName "${name}", which does not exist`);
  };
  const blockRefs = (fileLabel: string, path: string, list: Block[]) => {
    list.forEach((block, i) => {
      const at = `${path}[${i}].data`;
      if (block.type === 'image') ref(fileLabel, `${at}.file.id`, 'files', block.data.file?.id);
      if (block.type !== 'slot') return;
      const slot = block.data;
      if (slot.kind === 'jobs') account(fileLabel, `${at}.accountName`, slot.accountName);
      else if ('item' in slot) {
        const target = SLOT_TARGETS[slot.kind];
        if (target) ref(fileLabel, `${at}.item`, target, slot.item);
      }
    });
  };
  const checkReference = (fileLabel: string, path: string, reference: Reference, value: unknown) => {
    if (Array.isArray(reference)) return refs(fileLabel, path, (reference as readonly [Target])[0], value as string[] | undefined);
    if (reference === 'blocks') return blockRefs(fileLabel, path, value as Block[]);
    if (reference === 'collection entries')
      return (value as ItemCollectionRecord['entries']).forEach((entry, i) => ref(fileLabel, `${path}[${i}].item`, entry.collection, entry.item));
    if (reference === 'accordion sections')
      return (value as AccordionRecord['sections']).forEach((section, i) => blockRefs(fileLabel, `${path}[${i}].blocks`, section.blocks));
    if (reference === 'jobs account') return account(fileLabel, path, value as string);
    return ref(fileLabel, path, reference as Target, value as string | undefined);
  };
  for (const [name, fields] of Object.entries(RECORD_REFERENCES) as [keyof ContentFiles, Record<string, Reference>][]) {
    (files[name] as unknown as Record<string, unknown>[]).forEach((record, i) => {
      for (const [field, reference] of Object.entries(fields)) checkReference(`content/${name}.json`, `[${i}].${field}`, reference, record[field]);
    });
  }

  const settingsFile = 'content/settings.json';
  content.settings.promotedProducts.forEach((entry, i) => ref(settingsFile, `promotedProducts[${i}].product`, 'products', entry.product));
  content.settings.footerContentBlocks.forEach((entry, i) => blockRefs(settingsFile, `footerContentBlocks[${i}].contentBlock.blocks`, entry.contentBlock.blocks));

  for (const { file, page } of pages) {
    ref(file, 'hero.image', 'files', page.hero?.image);
    ref(file, 'hero.release', 'product_groups', page.hero?.release);
    blockRefs(file, 'blocks', page.blocks);
  }

  // Duplicates: ids in every collection, and the keys the site looks items up by.
  for (const name of collectionNamesInOrder) {
    const records = files[name] as unknown as Record<string, unknown>[];
    if (name === 'videos') {
      duplicates(problems, `content/${name}.json`, records, 'videoId', (r) => `${String(r.playlistId)} ${String(r.videoId)}`);
    } else {
      duplicates(problems, `content/${name}.json`, records, 'id', (r) => String(r.id));
    }
  }
  duplicates(problems, 'content/artists.json', files.artists, 'slug', (r) => r.slug);
  duplicates(problems, 'content/product_groups.json', files.product_groups, 'slug', (r) => r.slug);
  duplicates(problems, 'content/products.json', files.products, 'slug', (r) => `${r.group} ${r.slug}`, ' within its group');
  duplicates(problems, 'content/posts.json', files.posts, 'slug', (r) => r.slug);
  duplicates(problems, 'content/events.json', files.events, 'slug', (r) => r.slug);
  duplicates(problems, 'content/jobs_accounts.json', files.jobs_accounts, 'accountName', (r) => r.accountName);
  for (const field of ['id', 'path'] as const) {
    const seen = new Map<string, string>();
    for (const { file, page } of pages) {
      const first = seen.get(page[field]);
      if (first) problems.push(`${file}: ${field} "${page[field]}" is a duplicate of ${first}`);
      else seen.set(page[field], file);
    }
  }
}

function duplicates<T>(problems: string[], fileLabel: string, records: T[], field: string, key: (record: T) => string, scope = ''): void {
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const value = key(record);
    const first = seen.get(value);
    const shown = String((record as Record<string, unknown>)[field]);
    if (first !== undefined) problems.push(`${fileLabel}: [${i}].${field} "${shown}" is a duplicate of [${first}].${field}${scope}`);
    else seen.set(value, i);
  });
}
