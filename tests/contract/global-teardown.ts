import { rm } from 'node:fs/promises';
import type { RunningDirectus } from '../../cms/lib/directus-process';

/** Stops the contract project's Directus and removes its temporary database. */
export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { labelSiteDirectus?: { directus: RunningDirectus; dataDir: string } }).labelSiteDirectus;
  if (!started) return;
  await started.directus.stop();
  await rm(started.dataDir, { recursive: true, force: true });
}
