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
  /** The site's PREVIEW_SECRET, which the collections' preview URLs carry (apply-preview.ts). */
  previewSecret: string;
}

const token = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Fresh secrets for a Directus nobody else uses (tests, a first `cms:up`). */
export function generateLocalCms(port = 8055): LocalCms {
  return {
    port,
    directus: { key: token(), secret: token(32), adminEmail: 'admin@example.com', adminPassword: token(18), revalidateSecret: token(24) },
    site: { email: 'website@example.com', password: token(18), token: token(32) },
    previewSecret: token(24),
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
    const kept = JSON.parse(existing) as Partial<LocalCms> & Omit<LocalCms, 'previewSecret'>;
    if (kept.directus.revalidateSecret && kept.previewSecret) return kept as LocalCms;
    // Made before the revalidation Flow or the preview URLs: the same file, with their secrets added.
    const upgraded: LocalCms = {
      ...kept,
      directus: { ...kept.directus, revalidateSecret: kept.directus.revalidateSecret || token(24) },
      previewSecret: kept.previewSecret || token(24),
    };
    await writeFile(file, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
    return upgraded;
  }
  const fresh = generateLocalCms();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return fresh;
}

/**
 * The site's variables for this Directus (README "CMS"), with the secrets it shares with it when known:
 * the Flow's (REVALIDATE_SECRET) and the preview URLs' (PREVIEW_SECRET). PREVIEW_FRAME_ORIGINS needs
 * no line: it defaults to DIRECTUS_URL's origin.
 */
export function siteEnvironment(
  url: string,
  site: ServiceAccount,
  secrets: { revalidateSecret?: string; previewSecret?: string } = {},
): Record<string, string> {
  return {
    CONTENT_SOURCE: 'directus',
    DIRECTUS_URL: url,
    DIRECTUS_EMAIL: site.email,
    DIRECTUS_PASSWORD: site.password,
    ...(secrets.revalidateSecret ? { REVALIDATE_SECRET: secrets.revalidateSecret } : {}),
    ...(secrets.previewSecret ? { PREVIEW_SECRET: secrets.previewSecret } : {}),
  };
}
