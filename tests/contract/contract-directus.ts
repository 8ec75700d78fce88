import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDirectus, type DirectusSecrets } from '../../cms/lib/directus-process';

/** What the contract project's global setup started: a real Directus with the demo label imported. */
export interface ContractDirectus {
  url: string;
  site: { email: string; password: string };
  /** The temporary Directus's administrator, for the tests of the CMS scripts. */
  admin: { email: string; password: string };
  /** What the Directus's revalidation Flow sends as its bearer secret (LABEL_SITE_REVALIDATE_SECRET). */
  revalidateSecret: string;
  /** Its database and uploads as imported, before any test ran (`startPrivateDirectus`). */
  snapshotDir: string;
  secrets: DirectusSecrets;
  timings: Record<string, number>;
}

/** The state file's path travels in the environment from the global setup to the test workers. */
export const CONTRACT_STATE_VARIABLE = 'LABEL_SITE_CONTRACT_DIRECTUS';

export function contractDirectus(): ContractDirectus {
  const file = process.env[CONTRACT_STATE_VARIABLE];
  if (!file) throw new Error('The contract tests run in the jest project "contract", whose global setup starts Directus');
  return JSON.parse(readFileSync(file, 'utf8')) as ContractDirectus;
}

/** The site's variables for that Directus. */
export function directusEnv(directus: ContractDirectus): Record<string, string> {
  return {
    CONTENT_SOURCE: 'directus',
    DIRECTUS_URL: directus.url,
    DIRECTUS_EMAIL: directus.site.email,
    DIRECTUS_PASSWORD: directus.site.password,
  };
}

/**
 * A Directus of the test file's own, started from the imported copy the global setup kept: the same
 * logins and content, so a test that edits content (a Flow, a replaced file) never changes what
 * the test files running beside it read. `stop` ends it and removes its folder.
 */
export async function startPrivateDirectus(): Promise<{ directus: ContractDirectus; stop(): Promise<void> }> {
  const shared = contractDirectus();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'label-site-directus-own-'));
  await cp(shared.snapshotDir, dataDir, { recursive: true });
  const running = await startDirectus({ dataDir, secrets: shared.secrets, port: 0 });
  return {
    directus: { ...shared, url: running.url },
    async stop() {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
