import { contentModel, publishedStateOf, type CollectionModel } from './directus-schema-model';

/**
 * How each field of a collection relates to other items in Directus, derived from the schema the
 * CMS is built from (server/sources/content/directus/directus-schema-model.ts). The site's filters and item shapes flatten
 * junctions away (`featured_artists` is a list of artists); Directus reads through them
 * (`featured_artists.artists_id`): this map is where one becomes the other.
 */
export type Relation =
  /** One related item (an artist, a label, a product group). */
  | { kind: 'one'; field: string; related: string }
  /**
   * Related items through a junction, in the junction's `sort` order: each row's `via` field holds
   * one. `keepRows`: the model keeps the rows (`[{ product }]`) instead of a list of items.
   * `reverse`: the other side of a many-to-many declared on `related` (a tag's posts).
   * `junction` is the junction collection, whose `self` field holds the item the list belongs to.
   */
  | {
      kind: 'many-through';
      field: string;
      related: string;
      junction: string;
      self: string;
      via: string;
      sort: string[];
      keepRows: boolean;
      reverse: boolean;
    }
  /** Items of `related` whose `back` field points here (a group's products and tracks), in `sort` order. */
  | { kind: 'many-back'; field: string; related: string; back: string; sort: string[] }
  /** One file id. */
  | { kind: 'file'; field: string }
  /** File ids through a junction, in its `sort` order. */
  | { kind: 'files'; field: string; via: string; sort: string[] };

const FILE_LIST_FIELD = 'directus_files_id';
/** Junctions keep the editor's order in `sort`; ties (none expected) fall back to insertion order. */
const JUNCTION_SORT = ['sort', 'id'];

function relationsOf(model: CollectionModel): Map<string, Relation> {
  const relations = new Map<string, Relation>();
  for (const field of model.files ?? []) relations.set(field, { kind: 'file', field });
  for (const { field } of model.fileLists ?? []) relations.set(field, { kind: 'files', field, via: FILE_LIST_FIELD, sort: JUNCTION_SORT });
  for (const { field, related } of model.manyToOne ?? []) relations.set(field, { kind: 'one', field, related });
  for (const { field, related, junction, junctionFields, keepRows } of model.manyToMany ?? []) {
    relations.set(field, {
      kind: 'many-through',
      field,
      related,
      junction,
      self: junctionFields.self,
      via: junctionFields.related,
      sort: JUNCTION_SORT,
      keepRows: keepRows === true,
      reverse: false,
    });
  }
  // Reverse sides declared on the other collections.
  for (const other of contentModel) {
    for (const relation of other.manyToOne ?? []) {
      if (relation.related === model.collection && relation.reverse) {
        // Reverse lists come in the model's order: by `reverseSort` (a group's tracks by position), else by id.
        const sort = relation.reverseSort ? [relation.reverseSort, 'id'] : ['id'];
        relations.set(relation.reverse, { kind: 'many-back', field: relation.reverse, related: other.collection, back: relation.field, sort });
      }
    }
    for (const relation of other.manyToMany ?? []) {
      if (relation.related === model.collection && relation.reverse) {
        relations.set(relation.reverse, {
          kind: 'many-through',
          field: relation.reverse,
          related: other.collection,
          junction: relation.junction,
          self: relation.junctionFields.related,
          via: relation.junctionFields.self,
          sort: JUNCTION_SORT,
          keepRows: false,
          reverse: true,
        });
      }
    }
  }
  return relations;
}

const relationsByCollection = new Map(contentModel.map((model) => [model.collection, relationsOf(model)]));
const modelsByCollection = new Map(contentModel.map((model) => [model.collection, model]));
const fieldsWhere = (test: (field: CollectionModel['fields'][number]) => boolean) =>
  new Map(contentModel.map((model) => [model.collection, new Set(model.fields.filter(test).map((field) => field.field))]));
const timestampsByCollection = fieldsWhere((field) => field.type === 'timestamp');
const nullablesByCollection = fieldsWhere((field) => field.nullable === true);
const NONE: ReadonlySet<string> = new Set();

export function relationOf(collection: string, field: string): Relation | undefined {
  return relationsByCollection.get(collection)?.get(field);
}

export function relationsFor(collection: string): Relation[] {
  return [...(relationsByCollection.get(collection)?.values() ?? [])];
}

/** `published` or `active` for collections with a workflow; undefined for the rest. */
export function publishedState(collection: string): string | undefined {
  const model = modelsByCollection.get(collection);
  return model && publishedStateOf(model);
}

/** Scalar fields stored as Directus timestamps: read back as ISO 8601 in UTC. */
export function timestampFields(collection: string): ReadonlySet<string> {
  return timestampsByCollection.get(collection) ?? NONE;
}

/** Fields whose null the model keeps (artists.sort...); any other null means "not set". */
export function nullableFields(collection: string): ReadonlySet<string> {
  return nullablesByCollection.get(collection) ?? NONE;
}
