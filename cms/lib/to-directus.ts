import type { CollectionModel } from '../../server/sources/content/directus/directus-schema-model';

/**
 * One content record (server/sources/content/model.ts) as a Directus item payload: integer ids,
 * relations as foreign keys and ordered junction rows, files as file ids, every model field present
 * (null when the record leaves it out) so that importing again overwrites an earlier import.
 */
export function toDirectusItem(model: CollectionModel, record: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = { id: integerId(record.id, `${model.collection}.id`) };
  if (model.workflow) item.status = record.status;
  for (const { field } of model.fields) item[field] = record[field] ?? null;
  for (const field of model.files ?? []) item[field] = record[field] ?? null;
  for (const relation of model.manyToOne ?? []) {
    const value = record[relation.field];
    item[relation.field] = value === undefined || value === null ? null : integerId(value, `${model.collection}.${relation.field}`);
  }
  for (const relation of model.manyToMany ?? []) {
    const entries = (record[relation.field] ?? []) as unknown[];
    item[relation.field] = entries.map((entry, index) => {
      // The model keeps some lists as rows ({ product: id }), others as plain ids.
      const id = relation.keepRows ? (entry as Record<string, unknown>)[relation.junctionFields.related] : entry;
      return { [relation.junctionFields.related]: integerId(id, `${model.collection}.${relation.field}`), sort: index + 1 };
    });
  }
  for (const list of model.fileLists ?? []) {
    const ids = (record[list.field] ?? []) as string[];
    item[list.field] = ids.map((id, index) => ({ directus_files_id: id, sort: index + 1 }));
  }
  return item;
}

/** Directus's integer keys; the content files hold them as strings. */
function integerId(value: unknown, where: string): number {
  const text = String(value);
  if (!/^[1-9]\d{0,15}$/.test(text)) throw new Error(`${where}: "${text}" is not a whole number, and Directus keys are integers`);
  return Number(text);
}
