import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where one run of the suite keeps every temporary file (the global setup makes it, the teardown removes it). */
export const RUN_DIR_VARIABLE = 'LABEL_SITE_TEST_RUN_DIR';

/**
 * The run's folder: made once, before any test file, and named in the environment so every worker
 * and every process the tests start finds it. `TMPDIR` points into it, so `os.tmpdir()` (and what
 * uses it: Chromium's profiles, SQLite files, site processes) writes nothing outside it.
 */
export function makeRunDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'label-site-tests-'));
  process.env[RUN_DIR_VARIABLE] = dir;
  process.env.TMPDIR = dir;
  return dir;
}

let fileFolder: string | undefined;

/**
 * The test file's own folder inside the run's (Jest gives each test file its own copy of this
 * module, so each file gets its own folder): files a test names rather than makes with mkdtemp
 * (an inbox, a store) are never shared with another file.
 */
export function testFileFolder(): string {
  fileFolder ??= mkdtempSync(path.join(os.tmpdir(), 'file-'));
  return fileFolder;
}

/** Removes the run's folder; says what a test left running in it, if anything held files open. */
export function removeRunDir(): void {
  const dir = process.env[RUN_DIR_VARIABLE];
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  try {
    readdirSync(dir);
    process.stderr.write(`temporary folder ${dir} could not be removed\n`);
  } catch {
    // Gone, as it should be.
  }
}
