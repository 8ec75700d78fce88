import { WATCHED_COLLECTIONS } from '../../server/cache/content-events';
import type { DirectusAdmin } from './directus-admin';

export const REVALIDATE_FLOW_NAME = 'Tell the label website';
const OPERATION_KEY = 'tell_the_website';

/**
 * The variable of Directus's own environment that holds the site's REVALIDATE_SECRET. The Flow reads
 * it as `{{$env.…}}`, which Directus allows only for variables named in FLOWS_ENV_ALLOW_LIST: the
 * secret is never stored in the database, and an editor who can read Flows cannot see it.
 */
export const REVALIDATE_SECRET_VARIABLE = 'LABEL_SITE_REVALIDATE_SECRET';

/**
 * A Flow that tells the site about every change an editor makes (decision 0093): an event hook,
 * non-blocking, on creating, updating and deleting items of the content collections, their
 * junctions and files, whose one operation POSTs the event (`$trigger`: event, collection, key or
 * keys, payload) to `{siteUrl}/api/revalidate` with the bearer secret. Safe to run again: the Flow
 * and its operation are found by name and key and brought up to date.
 */
export async function applyRevalidationFlow(
  admin: DirectusAdmin,
  options: { siteUrl: string },
  log: (line: string) => void = () => undefined,
) {
  const flowFields = {
    icon: 'sync',
    color: '#2ECDA7',
    description: 'Re-renders the website pages that show what changed. Do not edit: cms setup keeps it.',
    status: 'active',
    trigger: 'event',
    accountability: '$trigger',
    options: {
      type: 'action',
      scope: ['items.create', 'items.update', 'items.delete', 'files.upload'],
      collections: WATCHED_COLLECTIONS,
    },
  };
  const found = await admin.get<{ id: string; operation: string | null }[]>('/flows', {
    filter: { name: { _eq: REVALIDATE_FLOW_NAME } },
    fields: 'id,operation',
  });
  const flowId = found[0]
    ? (await admin.request<{ id: string }>('PATCH', `/flows/${found[0].id}`, flowFields)).id
    : (await admin.request<{ id: string }>('POST', '/flows', { name: REVALIDATE_FLOW_NAME, ...flowFields })).id;

  const operationFields = {
    name: 'POST the change to the website',
    type: 'request',
    position_x: 19,
    position_y: 1,
    options: {
      method: 'POST',
      url: `${options.siteUrl.replace(/\/+$/, '')}/api/revalidate`,
      headers: [
        { header: 'Authorization', value: `Bearer {{$env.${REVALIDATE_SECRET_VARIABLE}}}` },
        { header: 'Content-Type', value: 'application/json' },
      ],
      body: '{{$trigger}}',
    },
  };
  const operations = await admin.get<{ id: string }[]>('/operations', {
    filter: { flow: { _eq: flowId }, key: { _eq: OPERATION_KEY } },
    fields: 'id',
  });
  const operationId = operations[0]
    ? (await admin.request<{ id: string }>('PATCH', `/operations/${operations[0].id}`, operationFields)).id
    : (await admin.request<{ id: string }>('POST', '/operations', { key: OPERATION_KEY, flow: flowId, ...operationFields })).id;
  await admin.request('PATCH', `/flows/${flowId}`, { operation: operationId });
  log(`flow: "${REVALIDATE_FLOW_NAME}" tells ${options.siteUrl} of changes in ${WATCHED_COLLECTIONS.length} collections`);
}
