import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

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
 * to the production build (`node dist/server/index.js`), as `npm start` runs it.
 */
export function startSiteProcess(
  options: {
    args?: string[];
    env?: Record<string, string>;
    timeoutMs?: number;
    /** Benchmarks: once it listens, drain its output unread, so reading logs costs the measuring process nothing. */
    discardLogsAfterStart?: boolean;
  } = {},
): Promise<SiteProcess> {
  const args = options.args ?? ['--enable-source-maps', 'dist/server/index.js'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      INBOX_FILE: path.join(os.tmpdir(), `label-site-inbox-${process.pid}-${Date.now()}.sqlite`),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time\n${stderr}`));
    }, options.timeoutMs ?? 20_000);
    const exitedEarly = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening\n${stderr}`));
    };
    child.once('exit', exitedEarly);
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
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
        if (options.discardLogsAfterStart) {
          lines.close();
          child.stdout!.resume();
        }
        resolve({
          url: `http://127.0.0.1:${entry.port}`,
          child,
          logs,
          stop(signal = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
  });
}
