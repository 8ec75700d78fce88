import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import type Joi from 'joi';
import { contentModel, type CollectionModel } from '../../server/sources/content/directus/directus-schema-model';
import { CONTENT_TYPES_FILE, contentTypesModule } from '../../scripts/content-types-sdl';
import { collectionFields } from '../../server/sources/content/model';
import { typeDefs } from '../../server/graphql/type-defs';
import { collectionSchemas, pageSchema, settingsSchema } from '../../server/sources/content/content-schema';

/**
 * The content model (server/sources/content/model.ts) is the one description of content
 * (decisions 0066, 0067). The validation, the Directus schema and the GraphQL collection types are
 * derived from it; this test checks the committed GraphQL types are not stale, and that what each
 * description adds by hand (API-derived fields, Directus's own keys) is only what the lists below say,
 * naming the field otherwise.
 */

const fieldsOf = (schema: Joi.ObjectSchema) => Object.keys(schema.describe().keys ?? {}).sort();

const modelFields: Record<string, string[]> = {
  ...Object.fromEntries(Object.entries(collectionSchemas).map(([name, schema]) => [name, fieldsOf(schema as Joi.ObjectSchema)])),
  pages: fieldsOf(pageSchema),
  site_settings: fieldsOf(settingsSchema),
};

/** Fields the API adds to a collection: site addresses, image addresses and reverse relations. */
const DERIVED_BY_THE_API: Record<string, readonly string[]> = {
  artists: ['href', 'image_url'],
  product_groups: ['href', 'image_url', 'products', 'tracks'],
  // Whether any is left, from the stock the API keeps to itself (decision 0079).
  products: ['href', 'in_stock'],
  posts: ['href', 'image_url'],
  events: ['href', 'image_url'],
  playlists: ['image_url'],
  radioShows: ['image_url'],
  // The hero's release (hero.release), resolved.
  pages: ['hero_release', 'hero_live'],
};

/** Model fields the API keeps to the server: stock and sales territories decide what the store offers. */
const NOT_IN_THE_API: Record<string, readonly string[]> = {
  products: ['stock', 'territories'],
};

/** Fields the Directus schema has for its own bookkeeping: a position's id at the jobs service. */
const CMS_ONLY: Record<string, readonly string[]> = {
  jobs: ['job_id'],
  // Videos are keyed by playlist and video id in the model; Directus gives each row its own id.
  videos: ['id'],
};

const sdl = buildSchema(typeDefs);
const collectionTypes = Object.keys(modelFields).filter((name) => isObjectType(sdl.getType(name)));

function cmsFields(collection: CollectionModel): string[] {
  return [
    'id',
    ...(collection.workflow ? ['status'] : []),
    ...collection.fields.map((field) => field.field),
    ...(collection.files ?? []),
    ...(collection.fileLists ?? []).map((list) => list.field),
    ...(collection.manyToOne ?? []).map((relation) => relation.field),
    ...(collection.manyToMany ?? []).map((relation) => relation.field),
  ];
}

const without = (fields: readonly string[], left: readonly string[] = []) => fields.filter((field) => !left.includes(field));
const unique = (fields: readonly string[]) => [...new Set(fields)].sort();

describe('one description of the content model', () => {
  it('the collections’ GraphQL types are what `npm run codegen` makes from the model today (run it after changing the model)', () => {
    expect(readFileSync(join(__dirname, '../..', CONTENT_TYPES_FILE), 'utf8')).toBe(contentTypesModule());
  });

  it('the GraphQL schema has a type for each collection the site reads', () => {
    expect(collectionTypes).toEqual(
      expect.arrayContaining(['artists', 'labels', 'pages', 'posts', 'product_groups', 'products', 'site_settings', 'tracks']),
    );
  });

  it.each(collectionTypes)('GraphQL type %s: the model’s fields, plus what the API derives, minus what stays on the server', (name) => {
    const type = sdl.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
    const expected = unique([...without(modelFields[name]!, NOT_IN_THE_API[name]), ...(DERIVED_BY_THE_API[name] ?? [])]);
    expect(unique(Object.keys(type.getFields()))).toEqual(expected);
  });

  it('every collection of the Directus schema is a collection of the model (cookie texts come from the consent service)', () => {
    const unknown = contentModel.map((collection) => collection.collection).filter((name) => !modelFields[name]);
    expect(unknown).toEqual(['cookie_configuration']);
  });

  it('every collection of the model has a Directus collection', () => {
    expect(contentModel.map((collection) => collection.collection).sort()).toEqual(Object.keys(collectionFields).sort());
  });

  it.each(
    contentModel
      .filter((collection) => modelFields[collection.collection])
      .map((collection) => [collection.collection, collection] as const),
  )('Directus collection %s: exactly the model’s fields (with the CMS’s own keys where it needs them)', (name, collection) => {
    expect(unique(cmsFields(collection))).toEqual(unique([...modelFields[name]!, ...(CMS_ONLY[name] ?? [])]));
  });
});
