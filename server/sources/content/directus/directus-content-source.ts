import { LRUCache } from 'lru-cache';
import type { CookieConfigurationRecord } from '../model';
import type { CollectionKey, Collections, ContentSource, FileInfo, SiteSettings } from '../content-source';
import { createDirectusClient, type DirectusClient } from './directus-client';
import type { DirectusCredentials } from './directus-auth';
import { DirectusRequestError } from './directus-errors';
import type { ReadColumn } from './directus-filter';
import { columnPath, countPath, listPath, singletonPath } from './directus-query';
import { reshapeItem } from './directus-reshape';
import { joinTrackArtists } from './directus-track-artists';

export interface DirectusContentSourceOptions {
  /** e.g. https://cms.label.example */
  url: string;
  credentials: DirectusCredentials;
  /** Budget of one call to Directus (a login is one call, the read after it another). */
  timeoutMs: number;
  /** The clock of the login's expiry, for tests. */
  now?: () => number;
  /** A client already made (shared with the asset source). */
  client?: DirectusClient;
}

/** Files change rarely and never their bytes under the same id: their facts are kept this long. */
const FILE_INFO_TTL_MS = 60_000;
const FILE_INFO_ENTRIES = 2_000;
/** Directus integer keys: any other id names no item (and would be a Directus error). */
const INTEGER_ID = /^[1-9]\d{0,15}$/;
/** Ids in one `_in` read: keeps the address well under common URL limits. */
export const MAX_IDS_PER_READ = 100;

/** Rows per read of a relation condition's ids (directus-filter.ts). */
const COLUMN_PAGE = 1_000;
/**
 * The most rows a relation condition reads: a label's whole catalogue many times over. Past it a
 * listing fails with a clear error instead of reading without bound (its ids go in the listing's
 * query, sent as SEARCH once too long for an address: directus-client.ts).
 */
export const MAX_RELATION_ROWS = 20_000;

/** An item asked for by id in preview is shown whatever its state (an editor's link to it). */
const byIdStatuses = (preview: boolean) => (preview ? { status: ['published', 'draft', 'archived', 'active', 'inactive'] } : {});

/**
 * The content source for a label's Directus (DESIGN.md §5): the same interface and the same
 * answers as the embedded source, read through Directus's REST API with the service account.
 * Nothing is cached but file facts: preview reads are always fresh, and public pages are cached
 * whole by the page cache (whose renders, begun with no edit between them, share identical reads
 * for a moment: shared-reads.ts).
 */
export function createDirectusContentSource(options: DirectusContentSourceOptions): ContentSource {
  const client = options.client ?? createDirectusClient({ endpoint: { baseUrl: options.url, timeoutMs: options.timeoutMs }, credentials: options.credentials, now: options.now });
  const fileInfo = new LRUCache<string, { at: number; info: Promise<FileInfo | null> }>({ max: FILE_INFO_ENTRIES });

  /** The ids a relation condition stands for: pages of one field until a short page, then distinct. */
  const readColumn: ReadColumn = async (collection, filter, field) => {
    const ids = new Set<unknown>();
    for (let offset = 0; offset < MAX_RELATION_ROWS; offset += COLUMN_PAGE) {
      const rows = await client.getData(columnPath(collection, filter, field, { limit: COLUMN_PAGE, offset }));
      if (!Array.isArray(rows)) throw new TypeError(`Directus answered a non-list for ${collection}`);
      for (const row of rows as Record<string, unknown>[]) if (row[field] !== null && row[field] !== undefined) ids.add(row[field]);
      if (rows.length < COLUMN_PAGE) return [...ids];
    }
    const detail = `a relation filter through ${collection}.${field} matches more than ${String(MAX_RELATION_ROWS)} rows`;
    throw new DirectusRequestError({ failure: 'too-large', status: null, path: `GET /items/${collection}`, detail });
  };

  const list = async <C extends CollectionKey>(collection: C, query: Parameters<ContentSource['list']>[1], preview: boolean) => {
    const data = await client.getData(await listPath(collection, query, { preview }, readColumn));
    if (!Array.isArray(data)) throw new TypeError(`Directus answered a non-list for ${collection}`);
    const items = data.map((raw) => reshapeItem(collection, raw as Record<string, unknown>, { publicOnly: !preview }));
    await joinTrackArtists(collection, items, (ids) => byIds('artists', ids, preview));
    return items as unknown as Collections[C][];
  };

  /** Items by id, one listing per MAX_IDS_PER_READ ids (a page has far fewer), each with the read's rules. */
  const byIds = async <C extends CollectionKey>(collection: C, ids: readonly string[], preview: boolean) => {
    const wanted = [...new Set(ids.filter((id) => INTEGER_ID.test(id)))];
    const found = new Map<string, Collections[C]>();
    for (let start = 0; start < wanted.length; start += MAX_IDS_PER_READ) {
      const part = wanted.slice(start, start + MAX_IDS_PER_READ);
      const items = await list(collection, { filter: { id: { _in: part } }, limit: part.length, ...byIdStatuses(preview) }, preview);
      for (const item of items) found.set(String((item as { id: string }).id), item);
    }
    return found;
  };

  const singleton = async (collection: string, preview: boolean) => {
    const data = await client.getData(singletonPath(collection));
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new TypeError(`Directus has no ${collection}`);
    return reshapeItem(collection, data as Record<string, unknown>, { publicOnly: !preview });
  };

  return {
    list: (collection, query, { preview }) => list(collection, query, preview),

    async count(collection, query, { preview }) {
      const data = await client.getData(await countPath(collection, query, { preview }, readColumn));
      const row = Array.isArray(data) ? (data[0] as { countDistinct?: { id?: unknown } } | undefined) : undefined;
      const count = Number(row?.countDistinct?.id ?? NaN);
      if (!Number.isInteger(count) || count < 0) throw new TypeError(`Directus answered no count for ${collection}`);
      return count;
    },

    async getById(collection, id, { preview }) {
      if (!INTEGER_ID.test(id)) return null;
      // A listing by id, so the public rules apply as to any list (Directus answers 403 for a missing item).
      const [item] = await list(collection, { filter: { id: { _eq: id } }, limit: 1, ...byIdStatuses(preview) }, preview);
      return item ?? null;
    },

    getByIds: (collection, ids, { preview }) => byIds(collection, ids, preview),

    async getSiteSettings({ preview }) {
      return (await singleton('site_settings', preview)) as unknown as SiteSettings;
    },

    async getCookieConfiguration() {
      const { message, preferences, snippets } = await singleton('cookie_configuration', false);
      return { message, preferences, snippets } as CookieConfigurationRecord;
    },

    getFile(id) {
      const now = Date.now();
      const cached = fileInfo.get(id);
      if (cached && now - cached.at < FILE_INFO_TTL_MS) return cached.info;
      const info = readFileInfo(client, id);
      fileInfo.set(id, { at: now, info });
      // A failure is not remembered.
      info.catch(() => fileInfo.delete(id));
      return info;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readFileInfo(client: DirectusClient, id: string): Promise<FileInfo | null> {
  if (!UUID.test(id)) return null;
  const params = new URLSearchParams({ fields: 'id,type,title,width,height', filter: JSON.stringify({ id: { _eq: id } }), limit: '1' });
  const data = await client.getData(`/files?${params.toString()}`);
  const file = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  if (!file) return null;
  const isAudio = typeof file.type === 'string' && file.type.startsWith('audio/');
  const isVideo = typeof file.type === 'string' && file.type.startsWith('video/');
  return {
    id: String(file.id),
    kind: isAudio ? 'audio' : isVideo ? 'video' : 'image',
    title: typeof file.title === 'string' ? file.title : '',
    width: isAudio || isVideo || typeof file.width !== 'number' ? null : file.width,
    height: isAudio || isVideo || typeof file.height !== 'number' ? null : file.height,
  };
}
