import path from 'node:path';
import { loadEmbeddedContent } from '../../server/sources/content/embedded-content-source';
import type { ContentData } from '../../server/sources/content/content-index';
import type { FileRecord } from '../../server/sources/content/model';
import { contentModel, type CollectionModel } from '../../server/sources/content/directus/directus-schema-model';
import { demoFileBytes, type MediaMode } from './demo-media';
import type { DirectusAdmin } from './directus-admin';
import { keyedForDirectus } from './twin-items';
import { toDirectusItem } from './to-directus';

export interface ImportOptions {
  /** The content folder to import (the demo label: content/). */
  contentDir: string;
  /** `full`: every file as the site generates it; `light`: one-second audio previews (tests). */
  media: MediaMode;
  /** Keeps generated files between runs (cms/data/media-cache). */
  mediaCacheDir?: string;
  log?: (line: string) => void;
}

export interface ImportSummary {
  filesUploaded: number;
  filesKept: number;
  /** Per collection: items created, items overwritten, items already as the folder has them. */
  items: Record<string, { created: number; updated: number; unchanged: number }>;
}

/** Items per write: well under Directus's default 1 MB payload limit. */
const BATCH_ITEMS = 50;
const BATCH_BYTES = 512 * 1024;
const UPLOAD_CONCURRENCY = 4;

/**
 * Loads a content folder into a Directus that has the content model (apply-schema.ts), through its
 * API: first the files (generated, uploaded under their own ids), then every collection in the
 * model's order, so relations point at items that exist. Safe to run again: files already there
 * are kept, items are upserted by id (created when missing, overwritten when they differ from the
 * folder, untouched when they do not, so a second run writes nothing), and items the folder does
 * not have are left alone.
 */
export async function importContent(admin: DirectusAdmin, options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined);
  const data = await loadEmbeddedContent(path.resolve(options.contentDir));
  const summary: ImportSummary = { filesUploaded: 0, filesKept: 0, items: {} };

  await importFiles(admin, data.files.files, options, summary, log);
  for (const model of contentModel) {
    const records = recordsOf(model, data);
    summary.items[model.collection] = model.singleton
      ? await upsertSingleton(admin, model, records[0]!)
      : await upsertItems(admin, model, records);
  }
  const total = (key: 'created' | 'updated' | 'unchanged') => Object.values(summary.items).reduce((sum, counts) => sum + counts[key], 0);
  log(`items: ${total('created')} created, ${total('updated')} updated, ${total('unchanged')} unchanged`);
  return summary;
}

function recordsOf(model: CollectionModel, data: ContentData): Record<string, unknown>[] {
  switch (model.collection) {
    case 'pages':
      return data.pages;
    case 'site_settings':
      return [data.settings];
    case 'cookie_configuration':
      return [{ id: '1', ...data.cookies }];
    default: {
      const records = (data.files as unknown as Record<string, unknown>)[model.collection];
      if (!Array.isArray(records)) throw new Error(`The content folder has no ${model.collection}`);
      return keyedForDirectus(model.collection, records as Record<string, unknown>[]);
    }
  }
}

async function importFiles(
  admin: DirectusAdmin,
  records: FileRecord[],
  options: ImportOptions,
  summary: ImportSummary,
  log: (line: string) => void,
) {
  const existing = new Set((await admin.get<{ id: string }[]>('/files', { fields: 'id', limit: -1 })).map((file) => file.id));
  const missing = records.filter((record) => !existing.has(record.id));
  summary.filesKept = records.length - missing.length;
  log(`files: ${missing.length} to upload (${options.media} media), ${summary.filesKept} already there`);
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < missing.length) {
      const record = missing[next++]!;
      const file = await demoFileBytes(record, options.media, path.resolve(options.contentDir), options.mediaCacheDir);
      await admin.upload({ id: record.id, title: record.title }, file);
      summary.filesUploaded += 1;
      if (summary.filesUploaded % 100 === 0)
        log(`  ${summary.filesUploaded}/${missing.length} files (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
}

async function upsertItems(admin: DirectusAdmin, model: CollectionModel, records: Record<string, unknown>[]) {
  const items = records.map((record) => toDirectusItem(model, record));
  const current = new Map(
    (await admin.get<Record<string, unknown>[]>(`/items/${model.collection}`, { fields: comparedFields(model), limit: -1 })).map((item) => [
      Number(item.id),
      item,
    ]),
  );
  const toCreate = items.filter((item) => !current.has(item.id as number));
  const toUpdate = items.filter((item) => current.has(item.id as number) && !isSame(model, current.get(item.id as number)!, item));
  for (const batch of batches(toCreate)) await admin.request('POST', `/items/${model.collection}`, batch);
  for (const batch of batches(toUpdate)) await admin.request('PATCH', `/items/${model.collection}`, batch);
  return { created: toCreate.length, updated: toUpdate.length, unchanged: items.length - toCreate.length - toUpdate.length };
}

/** Singletons are upserted by Directus itself (PATCH creates the one item when there is none). */
async function upsertSingleton(admin: DirectusAdmin, model: CollectionModel, record: Record<string, unknown>) {
  const current = await admin.get<Record<string, unknown> | null>(`/items/${model.collection}`, { fields: comparedFields(model) });
  const { id: _id, ...item } = toDirectusItem(model, { ...record, id: record.id ?? '1' });
  if (current?.id && isSame(model, current, item)) return { created: 0, updated: 0, unchanged: 1 };
  await admin.request('PATCH', `/items/${model.collection}`, item);
  return current?.id ? { created: 0, updated: 1, unchanged: 0 } : { created: 1, updated: 0, unchanged: 0 };
}

/** The item's own fields and its junction rows, as toDirectusItem writes them. */
function comparedFields(model: CollectionModel): string {
  const junctions = [
    ...(model.manyToMany ?? []).map((relation) => [relation.field, relation.junctionFields.related] as const),
    ...(model.fileLists ?? []).map((list) => [list.field, 'directus_files_id'] as const),
  ];
  return ['*', ...junctions.flatMap(([field, related]) => [`${field}.${related}`, `${field}.sort`])].join(',');
}

/** Whether Directus already holds `item` (so writing it would only churn junction rows). */
function isSame(model: CollectionModel, current: Record<string, unknown>, item: Record<string, unknown>): boolean {
  const junctionFields = new Set([
    ...(model.manyToMany ?? []).map((relation) => relation.field),
    ...(model.fileLists ?? []).map((list) => list.field),
  ]);
  return Object.entries(item).every(([field, value]) => {
    if (field === 'id') return true;
    if (junctionFields.has(field)) {
      const rows = ((current[field] ?? []) as Record<string, unknown>[]).slice().sort((a, b) => Number(a.sort) - Number(b.sort));
      return canonical(rows) === canonical(value);
    }
    // Timestamps come back as ISO strings with milliseconds, as the content files write them.
    return canonical(current[field] ?? null) === canonical(value);
  });
}

/** JSON with sorted keys, so key order never counts as a difference. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

function* batches(items: Record<string, unknown>[]): Generator<Record<string, unknown>[]> {
  let batch: Record<string, unknown>[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length;
    if (batch.length > 0 && (batch.length >= BATCH_ITEMS || bytes + size > BATCH_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}
