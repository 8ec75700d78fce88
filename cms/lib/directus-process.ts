import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { REVALIDATE_SECRET_VARIABLE } from './apply-flow';
import { cmsDir, cmsNode } from './install-cms';

export interface DirectusSecrets {
  key: string;
  secret: string;
  adminEmail: string;
  adminPassword: string;
  /** The site's REVALIDATE_SECRET, which the revalidation Flow sends (apply-flow.ts). */
  revalidateSecret: string;
}

export interface StartDirectusOptions {
  /** Holds the SQLite database, uploads, extensions and directus.log. */
  dataDir: string;
  secrets: DirectusSecrets;
  /** 0 picks a free port. */
  port: number;
  /**
   * The site, which the item pages' live preview pane frames (decision 0096): Directus's own CSP
   * (`frame-src`) must name it, or the pane stays empty. None: Directus frames only itself.
   */
  siteUrl?: string;
  /** Longest wait for bootstrap and for /server/ping. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RunningDirectus {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Directus's own entry without the update check (a registry call on every start). */
const directusCli = () => path.join(cmsDir, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');

/**
 * Starts Directus 11 from cms/node_modules with SQLite on 127.0.0.1 only: bootstraps the database
 * (creates it, runs migrations, adds the first administrator; a no-op when done before), starts
 * the server and waits for /server/ping (public on 11 and on 12, whose /server/health refuses anonymous
 * callers). Its log goes to {dataDir}/directus.log.
 */
export async function startDirectus(options: StartDirectusOptions): Promise<RunningDirectus> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? 120_000;
  await mkdir(path.join(options.dataDir, 'uploads'), { recursive: true });
  await mkdir(path.join(options.dataDir, 'extensions'), { recursive: true });
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = directusEnv(options, port);
  const logFile = path.join(options.dataDir, 'directus.log');
  const logStream = createWriteStream(logFile, { flags: 'a' });

  const started = Date.now();
  await run([directusCli(), 'bootstrap'], env, logStream, timeoutMs);
  log(`directus: database ready (${Date.now() - started} ms)`);

  const child = spawn(cmsNode(), [directusCli(), 'start'], { cwd: cmsDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(logStream, { end: false });
  child.stderr.pipe(logStream, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    logStream.end();
  };

  try {
    await waitForPing(url, child, timeoutMs);
  } catch (error) {
    await stop();
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-20).join('\n');
    throw new Error(`${(error as Error).message}\n--- ${logFile} (last lines) ---\n${tail}`, { cause: error });
  }
  log(`directus: listening on ${url} (${Date.now() - started} ms)`);
  return { url, child, stop };
}

/** Only what Directus needs: the parent's variables (PORT, HOST, KEY...) must not leak into it. */
function directusEnv(options: StartDirectusOptions, port: number): NodeJS.ProcessEnv {
  const { dataDir, secrets } = options;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    KEY: secrets.key,
    SECRET: secrets.secret,
    ADMIN_EMAIL: secrets.adminEmail,
    ADMIN_PASSWORD: secrets.adminPassword,
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(dataDir, 'directus.sqlite'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(dataDir, 'uploads'),
    EXTENSIONS_PATH: path.join(dataDir, 'extensions'),
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    WEBSOCKETS_ENABLED: 'false',
    // A local, single-user CMS: no rate limit in the way of an import.
    RATE_LIMITER_ENABLED: 'false',
    // Nor its load shedding: on a busy machine (a test run, an import) it answers 503 to the site.
    PRESSURE_LIMITER_ENABLED: 'false',
    CACHE_ENABLED: 'false',
    // The site asks for every item at times (limit -1) and imports in batches.
    QUERY_LIMIT_MAX: '-1',
    MAX_PAYLOAD_SIZE: '10mb',
    // The revalidation Flow's bearer secret, readable by Flows as {{$env.…}} and by nothing else.
    [REVALIDATE_SECRET_VARIABLE]: secrets.revalidateSecret,
    FLOWS_ENV_ALLOW_LIST: REVALIDATE_SECRET_VARIABLE,
    // Flows may call the site on this machine (loopback); only the cloud metadata address stays
    // refused. A label's hosted Directus keeps its own list.
    IMPORT_IP_DENY_LIST: '169.254.169.254',
    ...(options.siteUrl ? { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: previewFrameSources(options.siteUrl) } : {}),
  };
}

/**
 * Directus's `frame-src` with the site added, in Directus's own list syntax (`array:` and commas):
 * what it frames without the setting ('self', and blob: as its child-src default allows) and the
 * site's origin, for the live preview pane.
 */
export function previewFrameSources(siteUrl: string): string {
  return `array:'self',blob:,${new URL(siteUrl).origin}`;
}

function run(args: string[], env: NodeJS.ProcessEnv, logStream: NodeJS.WritableStream, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmsNode(), args, { cwd: cmsDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`directus ${args[1]} exited with ${code ?? signal} (see directus.log)`));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Directus exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/server/ping`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs} ms`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
