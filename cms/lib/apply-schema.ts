import type { DirectusAdmin } from './directus-admin';
import { schemaPlan } from './schema-plan';

export interface ApplySchemaResult {
  created: string[];
  /** Fields that exist with another type than the model's: reported, never changed (data could be lost). */
  mismatches: string[];
}

/**
 * Creates what the content model needs and the Directus lacks — collections, fields, relations —
 * and leaves everything else alone, so it is safe to run again and on a Directus with the label's
 * own additions. Existing fields of another type are reported, not altered.
 */
export async function applySchema(admin: DirectusAdmin, log: (line: string) => void = () => undefined): Promise<ApplySchemaResult> {
  const plan = schemaPlan();
  const result: ApplySchemaResult = { created: [], mismatches: [] };
  const collections = new Set((await admin.request<{ collection: string }[]>('GET', '/collections')).map((c) => c.collection));
  const fields = new Map(
    (await admin.request<{ collection: string; field: string; type: string }[]>('GET', '/fields')).map((f) => [
      `${f.collection}.${f.field}`,
      f.type,
    ]),
  );
  const relations = new Set(
    (await admin.request<{ collection: string; field: string }[]>('GET', '/relations')).map((r) => `${r.collection}.${r.field}`),
  );

  const ensureField = async (collection: string, payload: { field: string; type: string }) => {
    const key = `${collection}.${payload.field}`;
    const existing = fields.get(key);
    if (existing === undefined) {
      await admin.request('POST', `/fields/${collection}`, payload);
      fields.set(key, payload.type);
      result.created.push(`field ${key}`);
    } else if (!sameType(existing, payload.type)) {
      result.mismatches.push(`${key} is ${existing}, the model says ${payload.type}`);
    }
  };

  for (const collection of plan.collections) {
    if (!collections.has(collection.collection)) {
      // One call per collection, its fields included: each schema change costs Directus a reload.
      await admin.request('POST', '/collections', collection);
      for (const field of collection.fields) fields.set(`${collection.collection}.${field.field}`, field.type);
      result.created.push(`collection ${collection.collection}`);
      log(`created collection ${collection.collection}`);
    } else {
      for (const field of collection.fields) await ensureField(collection.collection, field);
    }
  }
  for (const { collection, payload } of plan.aliases) await ensureField(collection, payload);
  for (const relation of plan.relations) {
    const key = `${relation.collection}.${relation.field}`;
    if (relations.has(key)) continue;
    await admin.request('POST', '/relations', relation);
    result.created.push(`relation ${key}`);
  }
  log(`schema: ${result.created.length} things created${result.mismatches.length ? `, ${result.mismatches.length} mismatches` : ''}`);
  for (const mismatch of result.mismatches) log(`  mismatch: ${mismatch}`);
  return result;
}

/** SQLite keeps a uuid as text, so Directus may report a uuid field without a file interface as string. */
function sameType(existing: string, wanted: string): boolean {
  return existing === wanted || (wanted === 'uuid' && existing === 'string');
}
