import { readFileSync } from 'node:fs';

/** What the contract project's global setup started: a real Directus with the demo label imported. */
export interface ContractDirectus {
  url: string;
  site: { email: string; password: string };
  /** The temporary Directus's administrator, for the tests of the CMS scripts. */
  admin: { email: string; password: string };
  /** What the Directus's revalidation Flow sends as its bearer secret (LABEL_SITE_REVALIDATE_SECRET). */
  revalidateSecret: string;
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
