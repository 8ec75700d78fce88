import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The cms/ folder: Directus's own package.json and lock, apart from the site's. */
export const cmsDir = path.resolve(__dirname, '..');
const nodeModules = path.join(cmsDir, 'node_modules');

/** The Node Directus runs on: its release's own (cms/.nvmrc), a dependency of cms/, not the site's 24. */
export const cmsNode = () => path.join(nodeModules, 'node', 'bin', 'node');
const marker = path.join(nodeModules, '.label-site-install');
const lockDir = path.join(cmsDir, '.install-lock');

/** Installing Directus compiles native modules (sqlite3, isolated-vm): about five minutes. */
const INSTALL_TIMEOUT_MS = 20 * 60_000;
/** A lock older than this was left by an install that died. */
const STALE_LOCK_MS = INSTALL_TIMEOUT_MS + 60_000;

/**
 * What the installed folder was made from: the lock, the package file, the Node the native modules
 * were compiled for (cms/.nvmrc: Directus runs on its own Node, decision 0086) and the platform.
 */
async function installHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', '.nvmrc']) hash.update(await readFile(path.join(cmsDir, file)));
  hash.update(`${process.platform}-${process.arch}`);
  return hash.digest('hex');
}

export async function isCmsInstalled(): Promise<boolean> {
  const wanted = await installHash();
  const found = await readFile(marker, 'utf8').catch(() => '');
  return (
    found.trim() === wanted && existsSync(path.join(nodeModules, '@directus', 'api', 'dist', 'cli', 'run.js')) && existsSync(cmsNode())
  );
}

/**
 * Installs cms/node_modules exactly as cms/package-lock.json says, once: a marker holding the lock's
 * hash makes later calls return at once. Two callers at the same time (a test run and `cms:up`)
 * share one install through a lock folder.
 */
export async function ensureCmsInstalled(log: (line: string) => void = () => undefined): Promise<{ installed: boolean; ms: number }> {
  const started = Date.now();
  if (await isCmsInstalled()) return { installed: false, ms: 0 };
  await acquireLock(log);
  try {
    // Someone else may have finished while we waited.
    if (await isCmsInstalled()) return { installed: false, ms: Date.now() - started };
    log('cms: installing Directus into cms/node_modules (about five minutes the first time)...');
    await rm(marker, { force: true });
    await runInstall();
    await writeFile(marker, `${await installHash()}\n`);
    log(`cms: installed in ${Math.round((Date.now() - started) / 1000)} s`);
    return { installed: true, ms: Date.now() - started };
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/** The site's own locked install (scripts/install-locked.sh): the lock must not change. */
function runInstall(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', [path.join(cmsDir, '..', 'scripts', 'install-locked.sh')], {
      cwd: cmsDir,
      env: {
        ...process.env,
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        npm_config_update_notifier: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`Installing cms/ failed (${code ?? signal}); run "npm run cms:install" to see why`));
    });
  });
}

async function acquireLock(log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + STALE_LOCK_MS;
  let told = false;
  while (Date.now() < deadline) {
    try {
      await mkdir(lockDir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const since = await stat(lockDir).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - since > STALE_LOCK_MS) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told) log('cms: another install is running; waiting for it...');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('Timed out waiting for another cms install to finish');
}
