import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateLocalCms, loadOrCreateLocalCms, siteEnvironment } from '../../cms/lib/local-env';

describe("the local CMS's secrets (cms/data/local-cms.json)", () => {
  it('are made once, with the revalidation Flow’s secret, readable by the owner only, and kept', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-cms-'));
    const first = await loadOrCreateLocalCms(dir);
    expect(first.directus.revalidateSecret).toMatch(/^[\w-]{32}$/);
    expect(statSync(path.join(dir, 'local-cms.json')).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateLocalCms(dir)).toEqual(first);
  });

  it('gain the Flow’s secret when made before it, keeping everything else', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-cms-'));
    const older = generateLocalCms();
    const { revalidateSecret: _dropped, ...directus } = older.directus;
    writeFileSync(path.join(dir, 'local-cms.json'), JSON.stringify({ ...older, directus }), { mode: 0o600 });
    const upgraded = await loadOrCreateLocalCms(dir);
    expect(upgraded.directus).toEqual({ ...directus, revalidateSecret: expect.stringMatching(/^[\w-]{32}$/) });
    expect(JSON.parse(readFileSync(path.join(dir, 'local-cms.json'), 'utf8'))).toEqual(upgraded);
  });

  it('gain the preview URLs’ secret when made before them, keeping everything else', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-cms-'));
    const { previewSecret: _dropped, ...older } = generateLocalCms();
    writeFileSync(path.join(dir, 'local-cms.json'), JSON.stringify(older), { mode: 0o600 });
    const upgraded = await loadOrCreateLocalCms(dir);
    expect(upgraded).toEqual({ ...older, previewSecret: expect.stringMatching(/^[\w-]{32}$/) });
    expect(JSON.parse(readFileSync(path.join(dir, 'local-cms.json'), 'utf8'))).toEqual(upgraded);
    expect(await loadOrCreateLocalCms(dir)).toEqual(upgraded);
  });

  it("give the site the webhook's and the preview links' secrets beside the Directus variables", () => {
    const local = generateLocalCms();
    const secrets = { revalidateSecret: local.directus.revalidateSecret, previewSecret: local.previewSecret };
    expect(siteEnvironment('http://127.0.0.1:8055', local.site, secrets)).toEqual({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_EMAIL: local.site.email,
      DIRECTUS_PASSWORD: local.site.password,
      REVALIDATE_SECRET: local.directus.revalidateSecret,
      PREVIEW_SECRET: local.previewSecret,
    });
    expect(siteEnvironment('http://127.0.0.1:8055', local.site)).not.toHaveProperty('PREVIEW_SECRET');
  });
});
