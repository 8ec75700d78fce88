import type { CollectionQuery } from '../content-source';
import { DIRECTUS_DEFAULT_LIMIT } from '../query';
import { PREVIEW_DEFAULT_STATUSES, searchFieldsOf } from '../read-defaults';
import { fetchPlan } from './directus-fields';
import { allOf, resolveRelationConditions, translateFilter, type DirectusFilter, type ReadColumn } from './directus-filter';
import { publishedState } from './directus-relations';
import { publicFilter } from './directus-visibility';

export interface ReadScope {
  preview: boolean;
}

/**
 * `GET /items/{collection}?…` for a collection query, with the embedded source's meanings:
 * published-only unless preview (where the status list applies), the site's filter translated
 * (directus-filter.ts), search as above, sort with the id last so ties come in id order (the
 * embedded source keeps file order, which is id order), limit (default 100) and offset, and the
 * fields and deep parameters of the collection's fetch plan. Conditions on to-many relations are
 * read first with `readColumn` (directus-filter.ts).
 */
export async function listPath(collection: string, query: CollectionQuery, scope: ReadScope, readColumn: ReadColumn): Promise<string> {
  const filter = await listFilter(collection, query, scope, readColumn);
  const plan = fetchPlan(collection);
  const params = new URLSearchParams();
  params.set('fields', plan.fields.join(','));
  if (Object.keys(plan.deep).length > 0) params.set('deep', JSON.stringify(plan.deep));
  if (filter) params.set('filter', JSON.stringify(filter));
  params.set('sort', withIdLast(query.sort ?? []).join(','));
  params.set('limit', String(query.limit ?? DIRECTUS_DEFAULT_LIMIT));
  if (query.offset) params.set('offset', String(query.offset));
  return `/items/${encodeURIComponent(collection)}?${params.toString()}`;
}

/**
 * `GET /items/{collection}?aggregate[countDistinct]=id…`: how many items `listPath` would list
 * without a limit. Distinct ids, so that a filter joining rows (a many-to-one's) can never count an
 * item twice.
 */
export async function countPath(collection: string, query: CollectionQuery, scope: ReadScope, readColumn: ReadColumn): Promise<string> {
  const filter = await listFilter(collection, query, scope, readColumn);
  const params = new URLSearchParams({ 'aggregate[countDistinct]': 'id' });
  if (filter) params.set('filter', JSON.stringify(filter));
  return `/items/${encodeURIComponent(collection)}?${params.toString()}`;
}

/** What a listing keeps: the status rule, the site's filter translated, and the search. */
async function listFilter(collection: string, query: CollectionQuery, scope: ReadScope, readColumn: ReadColumn): Promise<DirectusFilter | null> {
  const publicOnly = !scope.preview;
  const filter = await resolveRelationConditions(translateFilter(query.filter, collection, { publicOnly }), readColumn);
  return allOf(statusFilter(collection, query.status, scope), filter, searchFilter(collection, query.search));
}

/**
 * `GET /items/{collection}?fields={field}…`: one field of the items matching `filter`, a page of
 * `limit` at `offset` in id order (a relation condition's read, directus-filter.ts).
 */
export function columnPath(collection: string, filter: DirectusFilter, field: string, page: { limit: number; offset: number }): string {
  const params = new URLSearchParams({ fields: field, filter: JSON.stringify(filter), sort: 'id', limit: String(page.limit) });
  if (page.offset) params.set('offset', String(page.offset));
  return `/items/${encodeURIComponent(collection)}?${params.toString()}`;
}

/** `GET /items/{singleton}` with the singleton's fetch plan. */
export function singletonPath(collection: string): string {
  const plan = fetchPlan(collection);
  const params = new URLSearchParams({ fields: plan.fields.join(',') });
  if (Object.keys(plan.deep).length > 0) params.set('deep', JSON.stringify(plan.deep));
  return `/items/${encodeURIComponent(collection)}?${params.toString()}`;
}

function statusFilter(collection: string, status: string[] | undefined, scope: ReadScope): DirectusFilter | null {
  if (!scope.preview) return publicFilter(collection);
  if (!publishedState(collection)) return null;
  return { status: { _in: status ?? PREVIEW_DEFAULT_STATUSES } };
}

function searchFilter(collection: string, search: string | undefined): DirectusFilter | null {
  if (!search) return null;
  const fields = searchFieldsOf(collection);
  return { _or: fields.map((field) => ({ [field]: { _icontains: search } })) };
}

function withIdLast(sort: readonly string[]): string[] {
  const hasId = sort.some((field) => field === 'id' || field === '-id');
  return hasId ? [...sort] : [...sort, 'id'];
}
