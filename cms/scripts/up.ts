/**
 * `npm run cms:up`: a local Directus for this site, from nothing. Installs Directus if needed,
 * starts it with SQLite on 127.0.0.1 (data in cms/data/), applies the content schema, creates the
 * site's read-only service account, imports the demo label with its generated media, and prints
 * the variables that point the site at it. Ctrl-C stops Directus; running it again picks up the
 * same database (everything it does is safe to repeat).
 *
 * Options: --port <n> (default 8055), --media full|light (light: one-second audio previews),
 * --site-url <address> (default http://127.0.0.1:3000: where the Flow tells the site of changes, and
 * what the item pages' live preview pane opens, with the site's PREVIEW_SECRET it prints).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyAccess } from '../lib/apply-access';
import { applyRevalidationFlow } from '../lib/apply-flow';
import { applyPreviewUrls } from '../lib/apply-preview';
import { applySchema } from '../lib/apply-schema';
import { DirectusAdmin } from '../lib/directus-admin';
import { startDirectus } from '../lib/directus-process';
import { importContent } from '../lib/import-content';
import { cmsDir, ensureCmsInstalled } from '../lib/install-cms';
import { loadOrCreateLocalCms, siteEnvironment } from '../lib/local-env';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    media: { type: 'string', default: 'full' },
    'site-url': { type: 'string', default: 'http://127.0.0.1:3000' },
  },
});
const log = (line: string) => console.log(line);

async function main() {
  if (values.media !== 'full' && values.media !== 'light') throw new Error('--media must be full or light');
  const dataDir = path.join(cmsDir, 'data');
  await ensureCmsInstalled(log);
  const local = await loadOrCreateLocalCms(dataDir);
  const port = values.port ? Number(values.port) : local.port;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');

  const directus = await startDirectus({ dataDir, secrets: local.directus, port, siteUrl: values['site-url'], log });
  const stop = async (code: number) => {
    await directus.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  try {
    const admin = await DirectusAdmin.login(directus.url, { email: local.directus.adminEmail, password: local.directus.adminPassword });
    await applySchema(admin, log);
    await applyAccess(admin, local.site, log);
    await applyRevalidationFlow(admin, { siteUrl: values['site-url'] }, log);
    await applyPreviewUrls(admin, { siteUrl: values['site-url'], previewSecret: local.previewSecret }, log);
    await importContent(admin, {
      contentDir: path.join(cmsDir, '..', 'content'),
      media: values.media,
      mediaCacheDir: path.join(dataDir, 'media-cache'),
      log,
    });
  } catch (error) {
    console.error((error as Error).message);
    await stop(1);
  }

  const env = siteEnvironment(directus.url, local.site, {
    revalidateSecret: local.directus.revalidateSecret,
    previewSecret: local.previewSecret,
  });
  console.log(`
Directus is running at ${directus.url}
  admin app: ${directus.url}/admin  (${local.directus.adminEmail}; password in cms/data/local-cms.json)

Point the site at it, in another terminal:

${Object.entries(env)
  .map(([name, value]) => `  export ${name}=${value}`)
  .join('\n')}
  npm start

Ctrl-C stops Directus.`);
  directus.child.once('exit', (code) => {
    console.error(`Directus exited (${code}); see cms/data/directus.log`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
