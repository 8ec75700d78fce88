import type { DirectusClient } from './directus-client';
import { DirectusRequestError } from './directus-errors';

/** One change in Directus's activity log: who did it is not read (the site's account may not). */
export interface ActivityEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  collection: string;
  /** The item's key, as text. */
  key: string;
}

/**
 * Directus's activity log, read for the changes of the site's collections: what the page cache
 * catches up from when a Flow's request to the site was lost (decision 0095). The service account
 * reads `directus_activity` for those collections only (cms/lib/apply-access.ts).
 */
export interface ContentActivityLog {
  /** The newest entry's id, where reading starts on a fleet's first run; null for an empty log. */
  latestId(): Promise<number | null>;
  /** Up to `limit` entries after `id`, oldest first. */
  after(id: number, limit: number): Promise<ActivityEntry[]>;
}

const ACTIONS = ['create', 'update', 'delete'] as const;

export function createDirectusActivityLog(client: DirectusClient, collections: readonly string[]): ContentActivityLog {
  const read = async (query: Record<string, unknown>): Promise<ActivityEntry[]> => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    const data = await client.getData(`/activity?${params}`);
    if (!Array.isArray(data)) throw invalid('not a list');
    return data.map(entryOf);
  };
  const ofSite = { collection: { _in: collections }, action: { _in: ACTIONS } };
  return {
    async latestId() {
      const [latest] = await read({ filter: ofSite, sort: '-id', limit: '1', fields: 'id,action,collection,item' });
      return latest?.id ?? null;
    },
    after(id, limit) {
      return read({ filter: { _and: [{ id: { _gt: id } }, ofSite] }, sort: 'id', limit: String(limit), fields: 'id,action,collection,item' });
    },
  };
}

function entryOf(row: unknown): ActivityEntry {
  const { id, action, collection, item } = (row ?? {}) as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw invalid('an entry without an id');
  if (!ACTIONS.includes(action as ActivityEntry['action'])) throw invalid(`entry ${id}: action`);
  if (typeof collection !== 'string') throw invalid(`entry ${id}: collection`);
  if (typeof item !== 'string' && typeof item !== 'number') throw invalid(`entry ${id}: item`);
  return { id, action: action as ActivityEntry['action'], collection, key: String(item) };
}

const invalid = (detail: string) => new DirectusRequestError({ failure: 'invalid-json', status: 200, path: 'GET /activity', detail });
