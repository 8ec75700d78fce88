import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { TestRedisServer } from './redis-server';
import { startSiteProcess, type SiteProcess } from './site-process';
import { repoRoot } from './test-site';
import { within } from './within';

/**
 * A fleet on loopback, as compose.yaml runs it: Debian's redis-server, `replicas` processes of the
 * built server (`node dist/server/index.js`, distinct ports, REDIS_URL shared) and nginx with the
 * repo's config (deploy/nginx/site.conf) in front. Only two lines of that config differ: nginx
 * listens on a free loopback port, and the upstream list is this fleet's replicas. `stop()` ends
 * everything it started. Needs `npm run build`.
 */
export interface Fleet {
  redis: TestRedisServer;
  replicas: SiteProcess[];
  /** nginx's address. */
  url: string;
  /** Log lines nginx wrote to its error log. */
  nginxErrors(): string;
  stop(): Promise<void>;
}

export const SITE_CONF = path.join(repoRoot, 'deploy', 'nginx', 'site.conf');
const UPSTREAMS_INCLUDE = 'include /etc/nginx/label-site/upstreams.conf;';

/** The repo's nginx config made runnable here: a main file, the site on `port`, these upstream lines. */
export function writeNginxConfig(dir: string, port: number, upstreams: string): string {
  const site = readFileSync(SITE_CONF, 'utf8');
  if (!site.includes('listen 80;') || !site.includes(UPSTREAMS_INCLUDE))
    throw new Error('deploy/nginx/site.conf changed: update tests/support/fleet.ts');
  for (const folder of ['temp', 'logs']) mkdirSync(path.join(dir, folder), { recursive: true });
  // nginx's workers run as an unprivileged user when started as root: they must be able to write here.
  chmodSync(path.join(dir, 'temp'), 0o777);
  writeFileSync(path.join(dir, 'upstreams.conf'), upstreams);
  writeFileSync(
    path.join(dir, 'site.conf'),
    site.replace('listen 80;', `listen 127.0.0.1:${port};`).replace(UPSTREAMS_INCLUDE, `include ${path.join(dir, 'upstreams.conf')};`),
  );
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${path.join(dir, 'temp', 'body')};`,
      `  proxy_temp_path ${path.join(dir, 'temp', 'proxy')};`,
      `  fastcgi_temp_path ${path.join(dir, 'temp', 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(dir, 'temp', 'uwsgi')};`,
      `  scgi_temp_path ${path.join(dir, 'temp', 'scgi')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}

export const nginxPath = () =>
  process.env.NGINX_PATH ?? (spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim() || '/usr/sbin/nginx');

/** Prefix, config and the start-up error log in `dir`: nothing of the machine's nginx is touched (nor needs root). */
const nginxPaths = (dir: string, main: string) => ['-p', dir, '-c', main, '-e', path.join(dir, 'logs', 'error.log')];

/** `nginx -t` on a config: its exit status and output. */
export function testNginxConfig(dir: string, main: string): { status: number | null; output: string } {
  const result = spawnSync(nginxPath(), ['-t', ...nginxPaths(dir, main)], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export { freePort, within };

/** A replica's metrics from its metrics listener (METRICS_PORT), as a Prometheus beside the fleet scrapes them. */
export async function scrapeMetrics(replica: SiteProcess): Promise<string> {
  const announced = replica.logs.find((line) => line.msg === 'metrics listening');
  if (!announced) throw new Error('this replica has no metrics listener');
  return (await fetch(`http://127.0.0.1:${String(announced.port)}/metrics`)).text();
}

export async function startFleet(options: { replicas?: number; env?: Record<string, string> } = {}): Promise<Fleet> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'label-site-fleet-'));
  const redis = await TestRedisServer.start();
  const replicas: SiteProcess[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < (options.replicas ?? 3); i += 1) {
      replicas.push(
        await startSiteProcess({
          timeoutMs: 60_000,
          env: {
            REDIS_URL: redis.url,
            TRUST_PROXY_HOPS: '1',
            LOG_LEVEL: 'info',
            // Each replica its own files: what they share goes through Redis.
            INBOX_FILE: path.join(dir, `replica-${i}`, 'inbox.sqlite'),
            STORE_CARTS_FILE: path.join(dir, `replica-${i}`, 'store.sqlite'),
            IMAGE_CACHE_DIR: path.join(dir, `replica-${i}`, 'image-cache'),
            // Metrics on a listener of their own, as compose.yaml gives each replica (any free port here).
            METRICS_PORT: '0',
            ...options.env,
          },
        }),
      );
    }
    const port = await freePort();
    const upstreams = replicas.map((replica) => `server ${new URL(replica.url).host} max_fails=1 fail_timeout=5s;`).join('\n');
    const main = writeNginxConfig(dir, port, `${upstreams}\n`);
    const child = spawn(nginxPath(), nginxPaths(dir, main), { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx = child;
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const url = `http://127.0.0.1:${port}`;
    await within(
      20_000,
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
        return fetch(`${url}/readyz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      'nginx up',
      50,
    );
    return {
      redis,
      replicas,
      url,
      nginxErrors: () => {
        try {
          return readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8');
        } catch {
          return '';
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
