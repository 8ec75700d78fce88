import {
  contentModel,
  EDITORIAL_STATUSES,
  STORE_STATUSES,
  type CollectionModel,
  type ScalarField,
  type ScalarType,
} from '../../server/sources/content/directus/directus-schema-model';

/**
 * The declarative content model (server/sources/content/directus/directus-schema-model.ts) turned into the payloads of the
 * Directus API: collections with their fields, alias fields, and relations. Pure: apply-schema.ts
 * sends what is missing.
 */

export interface FieldPayload {
  field: string;
  type: string;
  meta: Record<string, unknown>;
  schema: Record<string, unknown> | null;
}

export interface CollectionPayload {
  collection: string;
  meta: Record<string, unknown>;
  schema: Record<string, unknown>;
  fields: FieldPayload[];
}

export interface RelationPayload {
  collection: string;
  field: string;
  related_collection: string;
  meta: Record<string, unknown>;
  schema: Record<string, unknown>;
}

export interface SchemaPlan {
  collections: CollectionPayload[];
  /** Alias fields (many-to-many, one-to-many, file lists), created once their collections exist. */
  aliases: { collection: string; payload: FieldPayload }[];
  relations: RelationPayload[];
}

const primaryKey: FieldPayload = {
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true, interface: 'input', special: null },
  schema: { is_primary_key: true, has_auto_increment: true },
};

const SPECIAL: Partial<Record<ScalarType, string[]>> = {
  boolean: ['cast-boolean'],
  json: ['cast-json'],
  timestamp: ['cast-timestamp'],
};

const INTERFACE: Record<ScalarType, { interface: string; options?: Record<string, unknown> }> = {
  string: { interface: 'input' },
  text: { interface: 'input-multiline' },
  integer: { interface: 'input' },
  float: { interface: 'input' },
  boolean: { interface: 'boolean' },
  json: { interface: 'input-code', options: { language: 'JSON', lineNumber: true } },
  date: { interface: 'datetime' },
  timestamp: { interface: 'datetime' },
};

function scalarField(field: ScalarField, sort: number): FieldPayload {
  const base = INTERFACE[field.type];
  const choices = field.choices?.map((value) => ({ text: value, value }));
  return {
    field: field.field,
    type: field.type,
    meta: {
      interface: choices ? 'select-dropdown' : base.interface,
      options: choices ? { choices } : (base.options ?? null),
      special: SPECIAL[field.type] ?? null,
      required: field.required === true,
      note: field.note ?? null,
      sort,
      width: field.type === 'json' || field.type === 'text' ? 'full' : 'half',
    },
    schema: { is_nullable: field.required !== true, is_unique: field.unique === true },
  };
}

function statusField(model: CollectionModel): FieldPayload {
  const values = model.workflow === 'store' ? STORE_STATUSES : EDITORIAL_STATUSES;
  return {
    field: 'status',
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: values.map((value) => ({ text: value, value })) },
      display: 'labels',
      required: true,
      width: 'half',
      sort: 1,
      note:
        model.workflow === 'store' ? 'Only active items are on the site.' : 'Only published items are on the site; drafts show in preview.',
    },
    schema: { is_nullable: false, default_value: model.workflow === 'store' ? 'inactive' : 'draft' },
  };
}

function fileField(field: string, sort: number): FieldPayload {
  return {
    field,
    type: 'uuid',
    meta: { interface: field === 'preview' ? 'file' : 'file-image', special: ['file'], sort, width: 'half' },
    schema: { is_nullable: true },
  };
}

function foreignKey(field: string, related: string, required: boolean, sort: number): FieldPayload {
  const template = contentModel.find((model) => model.collection === related)?.displayTemplate ?? '{{id}}';
  return {
    field,
    type: 'integer',
    meta: { interface: 'select-dropdown-m2o', options: { template }, special: ['m2o'], required, sort, width: 'half' },
    schema: { is_nullable: !required },
  };
}

function alias(field: string, special: 'm2m' | 'o2m' | 'files', sort: number): FieldPayload {
  const interfaces = { m2m: 'list-m2m', o2m: 'list-o2m', files: 'files' };
  return { field, type: 'alias', meta: { interface: interfaces[special], special: [special], sort, width: 'full' }, schema: null };
}

function junction(name: string, note: string, fields: FieldPayload[]): CollectionPayload {
  const sortField: FieldPayload = {
    field: 'sort',
    type: 'integer',
    meta: { hidden: true, interface: 'input' },
    schema: { is_nullable: true },
  };
  return { collection: name, meta: { hidden: true, icon: 'import_export', note }, schema: {}, fields: [primaryKey, ...fields, sortField] };
}

const junctionKey = (field: string, type: 'integer' | 'uuid'): FieldPayload => ({
  field,
  type,
  meta: { hidden: true, interface: 'input' },
  schema: { is_nullable: true },
});

/** Every payload needed to build the content model in an empty Directus. */
export function schemaPlan(): SchemaPlan {
  const plan: SchemaPlan = { collections: [], aliases: [], relations: [] };
  const junctions: CollectionPayload[] = [];
  for (const model of contentModel) {
    let sort = 2;
    const next = () => (sort += 1);
    const fields: FieldPayload[] = [primaryKey];
    if (model.workflow) fields.push(statusField(model));
    for (const field of model.fields) fields.push(scalarField(field, next()));
    for (const field of model.files ?? []) {
      fields.push(fileField(field, next()));
      plan.relations.push({
        collection: model.collection,
        field,
        related_collection: 'directus_files',
        meta: {},
        schema: { on_delete: 'SET NULL' },
      });
    }
    for (const relation of model.manyToOne ?? []) {
      fields.push(foreignKey(relation.field, relation.related, relation.required === true, next()));
      plan.relations.push({
        collection: model.collection,
        field: relation.field,
        related_collection: relation.related,
        meta: { one_field: relation.reverse ?? null, sort_field: relation.reverseSort ?? null, one_deselect_action: 'nullify' },
        schema: { on_delete: relation.required ? 'NO ACTION' : 'SET NULL' },
      });
      if (relation.reverse) plan.aliases.push({ collection: relation.related, payload: alias(relation.reverse, 'o2m', 100) });
    }
    for (const list of model.fileLists ?? []) {
      const self = `${model.collection}_id`;
      junctions.push(
        junction(list.junction, `Files of ${model.collection}.${list.field}, in order.`, [
          junctionKey(self, 'integer'),
          junctionKey('directus_files_id', 'uuid'),
        ]),
      );
      plan.aliases.push({ collection: model.collection, payload: alias(list.field, 'files', next()) });
      plan.relations.push(
        {
          collection: list.junction,
          field: self,
          related_collection: model.collection,
          meta: { one_field: list.field, junction_field: 'directus_files_id', sort_field: 'sort', one_deselect_action: 'delete' },
          schema: { on_delete: 'CASCADE' },
        },
        {
          collection: list.junction,
          field: 'directus_files_id',
          related_collection: 'directus_files',
          meta: { one_field: null, junction_field: self },
          schema: { on_delete: 'CASCADE' },
        },
      );
    }
    for (const relation of model.manyToMany ?? []) {
      const { self, related } = relation.junctionFields;
      junctions.push(
        junction(relation.junction, `${model.collection}.${relation.field} ↔ ${relation.related}, in order.`, [
          junctionKey(self, 'integer'),
          junctionKey(related, 'integer'),
        ]),
      );
      plan.aliases.push({ collection: model.collection, payload: alias(relation.field, 'm2m', next()) });
      if (relation.reverse) plan.aliases.push({ collection: relation.related, payload: alias(relation.reverse, 'm2m', 100) });
      plan.relations.push(
        {
          collection: relation.junction,
          field: self,
          related_collection: model.collection,
          meta: { one_field: relation.field, junction_field: related, sort_field: 'sort', one_deselect_action: 'delete' },
          schema: { on_delete: 'CASCADE' },
        },
        {
          collection: relation.junction,
          field: related,
          related_collection: relation.related,
          meta: { one_field: relation.reverse ?? null, junction_field: self, one_deselect_action: 'delete' },
          schema: { on_delete: 'CASCADE' },
        },
      );
    }
    plan.collections.push({
      collection: model.collection,
      meta: {
        note: model.note,
        icon: model.icon,
        singleton: model.singleton === true,
        display_template: model.displayTemplate ?? null,
        ...(model.workflow
          ? { archive_field: 'status', archive_value: 'archived', unarchive_value: model.workflow === 'store' ? 'inactive' : 'draft' }
          : {}),
      },
      schema: {},
      fields,
    });
  }
  plan.collections.push(...junctions);
  return plan;
}
