import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DirectusSecrets } from './directus-process';
import type { ServiceAccount } from './apply-access';

/** The local Directus's secrets and the site's service account, made once per checkout. */
export interface LocalCms {
  port: number;
  directus: DirectusSecrets;
  site: ServiceAccount;
}

const token = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Fresh secrets for a Directus nobody else uses (tests, a first `cms:up`). */
export function generateLocalCms(port = 8055): LocalCms {
  return {
    port,
    directus: { key: token(), secret: token(32), adminEmail: 'admin@example.com', adminPassword: token(18), revalidateSecret: token(24) },
    site: { email: 'website@example.com', password: token(18), token: token(32) },
  };
}

/**
 * cms/data/local-cms.json: generated on the first `cms:up` and kept (readable by its owner only),
 * so the database, the admin login and the site's variables stay valid from one run to the next.
 */
export async function loadOrCreateLocalCms(dataDir: string): Promise<LocalCms> {
  const file = path.join(dataDir, 'local-cms.json');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) {
    const kept = JSON.parse(existing) as LocalCms;
    if (kept.directus.revalidateSecret) return kept;
    // Made before the revalidation Flow: the same file, with its secret added.
    const upgraded = { ...kept, directus: { ...kept.directus, revalidateSecret: token(24) } };
    await writeFile(file, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
    return upgraded;
  }
  const fresh = generateLocalCms();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return fresh;
}

/** The site's variables for this Directus (README "CMS"). */
export function siteEnvironment(url: string, site: ServiceAccount, revalidateSecret?: string): Record<string, string> {
  return {
    CONTENT_SOURCE: 'directus',
    DIRECTUS_URL: url,
    DIRECTUS_EMAIL: site.email,
    DIRECTUS_PASSWORD: site.password,
    ...(revalidateSecret ? { REVALIDATE_SECRET: revalidateSecret } : {}),
  };
}
