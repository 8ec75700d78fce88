import { cp, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyAccess } from '../../cms/lib/apply-access';
import { applySchema } from '../../cms/lib/apply-schema';
import { DirectusAdmin } from '../../cms/lib/directus-admin';
import { startDirectus, type RunningDirectus } from '../../cms/lib/directus-process';
import { importContent } from '../../cms/lib/import-content';
import { cmsDir, ensureCmsInstalled } from '../../cms/lib/install-cms';
import { generateLocalCms } from '../../cms/lib/local-env';
import { CONTRACT_STATE_VARIABLE, type ContractDirectus } from './contract-directus';

/**
 * Once per run of the contract project: install Directus if this machine has not yet (cached in
 * cms/node_modules), start it on 127.0.0.1 with a fresh SQLite database in a temporary folder, apply
 * the schema, create the site's service account and import the demo label, exactly as `cms:up`
 * does (audio previews one second long; generated media cached in cms/data/media-cache). Then a copy
 * of its database and uploads, from which a test file that edits content starts a Directus of its
 * own (`startPrivateDirectus`): test files run side by side, and the others compare what they read.
 */
export default async function globalSetup(): Promise<void> {
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    timings[name] = Date.now() - started;
    return result;
  };
  const log = (line: string) => process.stdout.write(`[contract] ${line}\n`);

  await step('install', () => ensureCmsInstalled(log));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'label-site-directus-'));
  const local = generateLocalCms(0);
  const directus: RunningDirectus = await step('start', () => startDirectus({ dataDir, secrets: local.directus, port: 0, log }));
  (globalThis as { labelSiteDirectus?: { directus: RunningDirectus; dataDir: string } }).labelSiteDirectus = { directus, dataDir };

  try {
    const admin = await DirectusAdmin.login(directus.url, { email: local.directus.adminEmail, password: local.directus.adminPassword });
    await step('schema', () => applySchema(admin));
    await step('access', () => applyAccess(admin, local.site));
    await step('import', () =>
      importContent(admin, {
        contentDir: path.join(cmsDir, '..', 'content'),
        media: 'light',
        mediaCacheDir: path.join(cmsDir, 'data', 'media-cache'),
        log,
      }),
    );
    // Directus is idle once the import has answered: its files are a consistent copy.
    await step('snapshot', async () => {
      for (const name of await readdir(dataDir)) {
        if (name.startsWith('directus.sqlite') || name === 'uploads')
          await cp(path.join(dataDir, name), path.join(dataDir, 'snapshot', name), { recursive: true });
      }
    });
  } catch (error) {
    // Jest skips the teardown when the setup fails: stop Directus here.
    await directus.stop();
    throw error;
  }
  log(
    `ready: ${Object.entries(timings)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );

  const state: ContractDirectus = {
    url: directus.url,
    site: { email: local.site.email, password: local.site.password },
    admin: { email: local.directus.adminEmail, password: local.directus.adminPassword },
    revalidateSecret: local.directus.revalidateSecret,
    snapshotDir: path.join(dataDir, 'snapshot'),
    secrets: local.directus,
    timings,
  };
  const stateFile = path.join(dataDir, 'contract-state.json');
  await writeFile(stateFile, JSON.stringify(state));
  process.env[CONTRACT_STATE_VARIABLE] = stateFile;
}
