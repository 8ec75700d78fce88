import { makeRunDir } from './temp-run-dir';

/** Once per run, before every project's own setup: the run's temporary folder (temp-run-dir.ts). */
export default function globalSetup(): void {
  makeRunDir();
}
