import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { RUN_DIR_VARIABLE } from './temp-run-dir';

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Starts a server process on a free loopback port and resolves once it listens. `args` default
 * to the production build (`node dist/server/index.js`), as `npm start` runs it. Its files (inbox,
 * store, sign-ups, image cache: all beside `INBOX_FILE` unless the test names them) are in a
 * temporary folder of its own, removed when the process exits.
 */
export function startSiteProcess(
  options: {
    args?: string[];
    env?: Record<string, string>;
    timeoutMs?: number;
    /**
     * Benchmarks: its output goes to this file, as to a log driver, so neither reading nor draining
     * the logs costs the measuring process anything (`logs` then holds the lines up to `listening`).
     */
    logFile?: string;
    /** Another checkout's build (a before/after bench): the folder it runs in. */
    cwd?: string;
  } = {},
): Promise<SiteProcess> {
  const args = options.args ?? ['--enable-source-maps', '--max-semi-space-size=32', 'dist/server/index.js'];
  const logFd = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'label-site-'));
  const runDir = process.env[RUN_DIR_VARIABLE];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      INBOX_FILE: path.join(filesDir, 'inbox.sqlite'),
      // No warming (it would only take CPU from the test). Within a test run every site shares one
      // image cache, as replicas do (files are written whole and renamed): each picture is made once.
      MEDIA_WARM_PATHS: '',
      ...(runDir ? { IMAGE_CACHE_DIR: path.join(runDir, 'site-image-cache') } : {}),
      ...options.env,
    },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd); // the child has its own copy
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(filesDir, { recursive: true, force: true });
      resolve(code);
    }),
  );

  return new Promise((resolve, reject) => {
    let poll: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time\n${stderr}`));
    }, options.timeoutMs ?? 20_000);
    const exitedEarly = (code: number | null) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`server exited with ${code} before listening\n${stderr}`));
    };
    child.once('exit', exitedEarly);
    const onLine = (line: string) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      logs.push(entry);
      if (entry.msg === 'listening') {
        clearTimeout(timer);
        child.off('exit', exitedEarly);
        clearInterval(poll);
        resolve({
          url: `http://127.0.0.1:${String(entry.port)}`,
          child,
          logs,
          stop(signal = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    if (options.logFile) {
      const logFile = options.logFile;
      let seen = 0;
      poll = setInterval(() => {
        const lines = readFileSync(logFile, 'utf8').split('\n');
        // The last piece may be a line still being written.
        for (const line of lines.slice(seen, -1)) onLine(line);
        seen = Math.max(seen, lines.length - 1);
      }, 50);
    } else {
      readline.createInterface({ input: child.stdout! }).on('line', onLine);
    }
  });
}

/** The real server process over content that answers `SLOW_CONTENT_MS` late (tests/support/slow-site.ts). */
export function startSlowSite(env: Record<string, string>): Promise<SiteProcess> {
  return startSiteProcess({ args: ['--import', 'tsx', 'tests/support/slow-site.ts'], env });
}
