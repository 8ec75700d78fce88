/**
 * Builds the content model, the site's service account and (unless --no-import) the demo label in
 * a Directus 11 — a label's hosted one, say (decisions 0091, 0117) — through its API, with an
 * administrator's login:
 *
 *   DIRECTUS_URL=https://cms.label.example DIRECTUS_ADMIN_EMAIL=… DIRECTUS_ADMIN_PASSWORD=… \
 *   SITE_ACCOUNT_EMAIL=website@label.example SITE_ACCOUNT_PASSWORD=… \
 *   SITE_URL=https://label.example \
 *   node --import tsx cms/scripts/setup.ts [--no-import] [--media full|light]
 *
 * (DIRECTUS_ADMIN_TOKEN instead of the e-mail and password works too.) With SITE_URL, it also
 * creates the Flow that tells the site of every change (apply-flow.ts); that Directus's environment
 * must then hold the site's REVALIDATE_SECRET as LABEL_SITE_REVALIDATE_SECRET, named in
 * FLOWS_ENV_ALLOW_LIST. With SITE_URL and the site's PREVIEW_SECRET, it fills each collection's
 * preview URL (apply-preview.ts), so item pages show their draft in the live preview pane; Directus's
 * CSP must then let it frame the site (CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC). Run it again
 * with a new PREVIEW_SECRET to rotate it. Safe to run again.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyAccess } from '../lib/apply-access';
import { applyRevalidationFlow, REVALIDATE_SECRET_VARIABLE } from '../lib/apply-flow';
import { applyPreviewUrls } from '../lib/apply-preview';
import { applySchema } from '../lib/apply-schema';
import { DirectusAdmin } from '../lib/directus-admin';
import { importContent } from '../lib/import-content';
import { previewFrameSources } from '../lib/directus-process';
import { cmsDir } from '../lib/install-cms';
import { siteEnvironment } from '../lib/local-env';

const { values } = parseArgs({ options: { 'no-import': { type: 'boolean', default: false }, media: { type: 'string', default: 'full' } } });
const log = (line: string) => console.log(line);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main() {
  if (values.media !== 'full' && values.media !== 'light') throw new Error('--media must be full or light');
  const url = required('DIRECTUS_URL').replace(/\/+$/, '');
  const admin = process.env.DIRECTUS_ADMIN_TOKEN
    ? DirectusAdmin.withToken(url, process.env.DIRECTUS_ADMIN_TOKEN)
    : await DirectusAdmin.login(url, { email: required('DIRECTUS_ADMIN_EMAIL'), password: required('DIRECTUS_ADMIN_PASSWORD') });
  const site = { email: required('SITE_ACCOUNT_EMAIL'), password: required('SITE_ACCOUNT_PASSWORD') };
  await applySchema(admin, log);
  await applyAccess(admin, site, log);
  const siteUrl = process.env.SITE_URL;
  const previewSecret = process.env.PREVIEW_SECRET;
  if (siteUrl) await applyRevalidationFlow(admin, { siteUrl }, log);
  if (siteUrl && previewSecret) await applyPreviewUrls(admin, { siteUrl, previewSecret }, log);
  if (!values['no-import']) {
    await importContent(admin, {
      contentDir: path.join(cmsDir, '..', 'content'),
      media: values.media,
      mediaCacheDir: path.join(cmsDir, 'data', 'media-cache'),
      log,
    });
  }
  console.log("\nThe site's variables:\n");
  for (const [name, value] of Object.entries(siteEnvironment(url, site)))
    console.log(`  ${name}=${name === 'DIRECTUS_PASSWORD' ? '(SITE_ACCOUNT_PASSWORD)' : value}`);
  if (siteUrl) {
    if (previewSecret) console.log('  PREVIEW_SECRET=(the PREVIEW_SECRET given to setup)');
    console.log(`  REVALIDATE_SECRET=(a secret of 16 or more characters)\n\nand in Directus's environment, the same secret:\n`);
    console.log(`  ${REVALIDATE_SECRET_VARIABLE}=(the site's REVALIDATE_SECRET)\n  FLOWS_ENV_ALLOW_LIST=${REVALIDATE_SECRET_VARIABLE}`);
    if (previewSecret) console.log(`  CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC=${previewFrameSources(siteUrl)}`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
