import { siteCollections } from '../../server/sources/content/directus/directus-schema-model';
import type { DirectusAdmin } from './directus-admin';

export const SITE_POLICY_NAME = 'Label website (read only)';
export const SITE_ROLE_NAME = 'Label website';
const ACTIVITY_COLLECTION = 'directus_activity';

export interface ServiceAccount {
  email: string;
  password: string;
  /** A static token as well, for sites configured with DIRECTUS_TOKEN. */
  token?: string;
}

/**
 * The site's service account: a role whose one policy may read the content collections, their
 * junctions and files, and the activity log of those — nothing else, and never write. No app access (it cannot use the admin app).
 * Drafts are readable because preview shows them; the site itself keeps public pages to published
 * items (docs/decisions/0020). Safe to run again: existing policy, role and user are updated.
 */
export async function applyAccess(
  admin: DirectusAdmin,
  account: ServiceAccount,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const policyId = await upsertByName(admin, '/policies', SITE_POLICY_NAME, {
    icon: 'public',
    description: 'What the label website reads: content, its relations and files. Read only.',
    admin_access: false,
    app_access: false,
  });

  const content = siteCollections();
  // The activity log of those collections only, and only what changed (not who changed it): the
  // site catches up from it when a Flow's request was lost (decision 0095).
  const activity = {
    collection: ACTIVITY_COLLECTION,
    fields: ['id', 'action', 'collection', 'item'],
    permissions: { collection: { _in: content } },
  };
  const readable = [...content, ACTIVITY_COLLECTION];
  const existing = await admin.get<{ id: number; collection: string; action: string }[]>('/permissions', {
    filter: { policy: { _eq: policyId } },
    fields: 'id,collection,action',
    limit: -1,
  });
  // Only reads: anything else a previous version (or a person) granted goes.
  const stray = existing.filter((permission) => permission.action !== 'read' || !readable.includes(permission.collection));
  if (stray.length > 0)
    await admin.request(
      'DELETE',
      '/permissions',
      stray.map((permission) => permission.id),
    );
  const missing = readable.filter((collection) => !existing.some((p) => p.collection === collection && p.action === 'read'));
  if (missing.length > 0) {
    await admin.request(
      'POST',
      '/permissions',
      missing.map((collection) => ({
        policy: policyId,
        collection,
        action: 'read',
        fields: ['*'],
        permissions: {},
        validation: {},
        ...(collection === ACTIVITY_COLLECTION ? activity : {}),
      })),
    );
  }
  // Kept to today's collections and fields when an older setup granted it.
  const activityPermission = existing.find((p) => p.collection === ACTIVITY_COLLECTION && p.action === 'read');
  if (activityPermission) await admin.request('PATCH', `/permissions/${activityPermission.id}`, activity);

  const roleId = await upsertByName(admin, '/roles', SITE_ROLE_NAME, {
    icon: 'public',
    description: "The label website's service account.",
  });
  const links = await admin.get<{ id: string }[]>('/access', {
    filter: { role: { _eq: roleId }, policy: { _eq: policyId } },
    fields: 'id',
  });
  if (links.length === 0) await admin.request('POST', '/access', { role: roleId, policy: policyId });

  const users = await admin.get<{ id: string }[]>('/users', { filter: { email: { _eq: account.email } }, fields: 'id' });
  const user = {
    email: account.email,
    password: account.password,
    role: roleId,
    status: 'active',
    first_name: 'Label',
    last_name: 'website',
    ...(account.token ? { token: account.token } : {}),
  };
  if (users[0]) await admin.request('PATCH', `/users/${users[0].id}`, user);
  else await admin.request('POST', '/users', user);
  log(`access: role "${SITE_ROLE_NAME}" reads ${content.length} collections and their activity; service account ${account.email}`);
}

/** The id of the item named `name` at `path`, created or updated with `fields`. */
async function upsertByName(admin: DirectusAdmin, path: string, name: string, fields: Record<string, unknown>): Promise<string> {
  const found = await admin.get<{ id: string }[]>(path, { filter: { name: { _eq: name } }, fields: 'id' });
  if (found[0]) {
    await admin.request('PATCH', `${path}/${found[0].id}`, fields);
    return found[0].id;
  }
  const created = await admin.request<{ id: string }>('POST', path, { name, ...fields });
  return created.id;
}
