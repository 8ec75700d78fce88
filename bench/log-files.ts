import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh folder for the sites' logs, and the file each named site writes to (as to a log driver:
 * draining a pipe in the measuring process would slow the site by that process's load).
 */
export async function benchLogFiles(): Promise<(name: string) => string> {
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'bench-logs-'));
  return (name) => path.join(logDir, `${name}.log`);
}
