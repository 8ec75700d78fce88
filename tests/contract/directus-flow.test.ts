/**
 * An editor's save in a real Directus reaches the site by itself: the Flow that `cms` setup
 * creates posts the change to the site's webhook, and the site re-renders the pages that showed it
 * (decision 0093). The built site, its page cache on, reading the contract project's Directus.
 */
import { applyRevalidationFlow, REVALIDATE_FLOW_NAME } from '../../cms/lib/apply-flow';
import { DirectusAdmin } from '../../cms/lib/directus-admin';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { lastReadWithin } from '../support/within';
import { contractDirectus, directusEnv } from './contract-directus';

jest.setTimeout(120_000);

interface Release {
  id: string;
  slug: string;
  title: string;
}

describe('a save in Directus', () => {
  const directus = contractDirectus();
  let admin: DirectusAdmin;
  let site: SiteProcess;
  let release: Release;

  beforeAll(async () => {
    admin = await DirectusAdmin.login(directus.url, directus.admin);
    site = await startSiteProcess({ env: { ...directusEnv(directus), REVALIDATE_SECRET: directus.revalidateSecret }, timeoutMs: 30_000 });
    await applyRevalidationFlow(admin, { siteUrl: site.url });
    // The newest release: on its own page and first on /releases.
    const newest = await admin.get<Release[]>('/items/product_groups', {
      filter: { status: { _eq: 'active' }, reference_type: { _eq: 'release' }, visibility: { _eq: 'public' } },
      sort: '-release_date',
      fields: 'id,slug,title',
      limit: 1,
    });
    release = newest[0]!;
  });

  afterAll(async () => {
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title: release.title, slug: release.slug });
    const flows = await admin.get<{ id: string }[]>('/flows', { filter: { name: { _eq: REVALIDATE_FLOW_NAME } }, fields: 'id' });
    if (flows[0]) await admin.request('DELETE', `/flows/${flows[0].id}`);
    expect(await site.stop()).toBe(0);
  });

  const read = async (path: string) => {
    const response = await fetch(site.url + path);
    return { status: response.status, state: response.headers.get('x-page-cache'), html: await response.text() };
  };

  it('is shown on the release page and on /releases without anyone listing them', async () => {
    for (const path of [`/products/${release.slug}`, '/releases']) expect((await read(path)).html).toContain(release.title);
    expect((await read('/releases')).state).toBe('HIT');

    const saved = Date.now();
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title: 'Retitled in Directus' });
    for (const path of [`/products/${release.slug}`, '/releases']) {
      const page = await lastReadWithin(
        10_000,
        () => read(path),
        (seen) => seen.html.includes('Retitled in Directus'),
      );
      expect({ path, state: page.state, edited: page.html.includes('Retitled in Directus') }).toEqual({ path, state: 'HIT', edited: true });
    }
    process.stdout.write(`[contract] save to fresh through the Flow: ${Date.now() - saved} ms\n`);
    const reported = site.logs.find((line) => line.msg === 'content change reported') as { change?: { collection?: string } } | undefined;
    expect(reported?.change).toMatchObject({ collection: 'product_groups', action: 'update', keys: [String(release.id)] });
  });

  it('serves a new slug at once, and the old address answers 404', async () => {
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { slug: `${release.slug}-remastered` });
    const renamed = await lastReadWithin(
      10_000,
      () => read('/releases'),
      (seen) => seen.html.includes(`/products/${release.slug}-remastered`),
    );
    expect(renamed.html).toContain(`/products/${release.slug}-remastered`);
    expect((await read(`/products/${release.slug}-remastered`)).status).toBe(200);
    expect((await read(`/products/${release.slug}`)).status).toBe(404);
  });
});
