import path from 'node:path';
import { applyAccess } from '../../cms/lib/apply-access';
import { applySchema } from '../../cms/lib/apply-schema';
import { DirectusAdmin, DirectusAdminError } from '../../cms/lib/directus-admin';
import { importContent } from '../../cms/lib/import-content';
import { cmsDir } from '../../cms/lib/install-cms';
import { contentModel, siteCollections } from '../../server/sources/content/directus/directus-schema-model';
import { startPrivateDirectus, type ContractDirectus } from './contract-directus';

/**
 * The CMS scripts against a copy of the contract project's Directus, which the global setup built
 * with them (a copy: running them again rewrites the site's account and access, which the test
 * files running beside this one read with): running them again changes nothing, and the site's
 * account reads content and nothing more.
 */

jest.setTimeout(120_000);

let directus: ContractDirectus;
let stopDirectus: () => Promise<void>;
beforeAll(async () => {
  ({ directus, stop: stopDirectus } = await startPrivateDirectus());
});
afterAll(() => stopDirectus());

describe('building a Directus from this repository', () => {
  it('is safe to run again: schema, access and import find everything in place', async () => {
    const admin = await DirectusAdmin.login(directus.url, directus.admin);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          contentModel.map(async ({ collection }) => [
            collection,
            (await admin.get<unknown[]>(`/items/${collection}`, { fields: 'id', limit: -1 })) as unknown,
          ]),
        ),
      );
    const before = await counts();
    expect(await applySchema(admin)).toEqual({ created: [], mismatches: [] });
    await applyAccess(admin, { email: directus.site.email, password: directus.site.password });
    const summary = await importContent(admin, {
      contentDir: path.join(cmsDir, '..', 'content'),
      media: 'light',
      mediaCacheDir: path.join(cmsDir, 'data', 'media-cache'),
    });
    expect(summary.filesUploaded).toBe(0);
    expect(Object.values(summary.items).every((result) => result.created === 0 && result.updated === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("gives the site's account read access to content, files and their activity only", async () => {
    const site = await DirectusAdmin.login(directus.url, directus.site);
    await expect(site.get('/items/artists', { limit: 1, fields: 'id' })).resolves.toHaveLength(1);
    await expect(site.get('/files', { limit: 1, fields: 'id,type' })).resolves.toHaveLength(1);
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => 'allowed',
        (error: unknown) => (error instanceof DirectusAdminError ? error.status : error),
      );
    expect(
      await refused(site.request('POST', '/items/labels', { name: 'Intruder', slug: 'intruder', isFeatured: false, kind: 'external' })),
    ).toBe(403);
    expect(await refused(site.request('PATCH', '/items/artists/1', { name: 'Renamed' }))).toBe(403);
    expect(await refused(site.request('DELETE', '/items/posts/1'))).toBe(403);
    expect(await refused(site.get('/users'))).toBe(403);
    expect(await refused(site.get('/roles'))).toBe(403);
    expect(await refused(site.get('/settings'))).toBe(403);
    // The activity log: of the site's collections only, and not who changed what (decision 0095).
    const activity = await site.get<{ collection: string }[]>('/activity', {
      fields: 'id,action,collection,item',
      sort: '-id',
      limit: 200,
    });
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.filter((entry) => !siteCollections().includes(entry.collection))).toEqual([]);
    const admin = await DirectusAdmin.login(directus.url, directus.admin);
    const logins = await admin.get<unknown[]>('/activity', { filter: { action: { _eq: 'login' } }, fields: 'id', limit: 1 });
    expect(logins).toHaveLength(1);
    await expect(site.get('/activity', { filter: { action: { _eq: 'login' } }, fields: 'id', limit: 1 })).resolves.toEqual([]);
    expect(await refused(site.get('/activity', { fields: 'user', limit: 1 }))).toBe(403);
    expect(await refused(site.get('/activity', { fields: 'ip', limit: 1 }))).toBe(403);
  });
});
