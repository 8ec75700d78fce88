/**
 * Requests per second of pages served from the page cache against a bare node:http server sending
 * the same bytes (the brotli body compressed once), for `/` and `/releases`, with no
 * Accept-Encoding and with `Accept-Encoding: br, gzip` (what browsers send) — and the home page
 * rendered on every request (PAGE_CACHE_MB=0) for scale. Measured one after the other in the same
 * run, on loopback, for a bounded time.
 *
 *   npm run bench          (BENCH_SECONDS=10, BENCH_CONNECTIONS=20 by default)
 *
 * Prints the figures and the ratios; asserts nothing.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const pages = ['/', '/releases'];
const encodings = [
  { name: 'identity', headers: {} as Record<string, string> },
  { name: 'br, gzip', headers: { 'accept-encoding': 'br, gzip' } },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  mbps: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mbps: result.throughput.average / 1e6 };
}

/** The bytes a server sends for a request, as sent (fetch would decode them), and their encoding. */
function rawBody(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity'), cache: String(res.headers['x-page-cache']) }),
        );
      })
      .on('error', reject);
  });
}

function print(rows: Row[]) {
  console.log('server                                   req/s     p50 ms   p99 ms   MB/s');
  for (const r of rows) {
    console.log(`${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${r.mbps.toFixed(1).padStart(6)}`);
  }
}

async function main() {
  const servers: SiteProcess[] = [];
  try {
    // LOG_LEVEL info, as in production: every hit writes its access log line.
    // Every hit writes its access log line, to a file as to a log driver: draining a pipe here would
    // slow the site by this process's load. A TTL longer than the run keeps background re-renders
    // (one per page per TTL) out of the hit figures.
    const logDir = await mkdtemp(path.join(os.tmpdir(), 'bench-logs-'));
    const logFile = (name: string) => path.join(logDir, `${name}.log`);
    const cached = await startSiteProcess({ env: { PAGE_CACHE_TTL_SECONDS: '3600' }, logFile: logFile('cached') });
    servers.push(cached);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
    const files: Record<string, { identity: string; br: string }> = {};
    const sizes: string[] = [];
    for (const [index, page] of pages.entries()) {
      await rawBody(`${cached.url}${page}`, {}); // the fill
      const identity = await rawBody(`${cached.url}${page}`, {});
      const br = await rawBody(`${cached.url}${page}`, { 'accept-encoding': 'br, gzip' });
      if (identity.cache !== 'HIT' || br.cache !== 'HIT' || br.encoding !== 'br') throw new Error(`${page} is not served from the cache (${identity.cache}, ${br.cache}, ${br.encoding})`);
      files[page] = { identity: path.join(dir, `${index}.html`), br: path.join(dir, `${index}.html.br`) };
      await writeFile(files[page].identity, identity.body);
      await writeFile(files[page].br, br.body);
      sizes.push(`${page} ${identity.body.length} bytes (br ${br.body.length})`);
    }
    const bodyFiles = path.join(dir, 'files.json');
    await writeFile(bodyFiles, JSON.stringify(files));
    const baseline = await startSiteProcess({ args: ['--import', 'tsx', 'bench/static-server.ts'], env: { BODY_FILES: bodyFiles }, logFile: logFile('baseline') });
    servers.push(baseline);

    console.log(`\n${sizes.join(', ')}; ${connections} connections, ${seconds} s each, ${os.cpus().length} cores\n`);
    const ratios: string[] = [];
    const rows: Row[] = [];
    for (const page of pages) {
      for (const encoding of encodings) {
        // Warm both up (JIT) before measuring.
        await autocannon({ url: `${baseline.url}${page}`, connections, amount: 500, headers: encoding.headers });
        await autocannon({ url: `${cached.url}${page}`, connections, amount: 500, headers: encoding.headers });
        const base = await measure(`node:http ${page} [${encoding.name}]`, `${baseline.url}${page}`, encoding.headers);
        const hit = await measure(`page cache hit ${page} [${encoding.name}]`, `${cached.url}${page}`, encoding.headers);
        rows.push(base, hit);
        ratios.push(`ratio hit / node:http  ${page.padEnd(10)} ${encoding.name.padEnd(9)} ${(hit.rps / base.rps).toFixed(2)}`);
      }
    }
    // The render every miss costs, for scale (the cache off).
    const ssr = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' }, logFile: logFile('ssr') });
    servers.push(ssr);
    await autocannon({ url: `${ssr.url}/`, connections, amount: 50 });
    rows.push(await measure('SSR on every request / [identity]', `${ssr.url}/`, {}));

    print(rows);
    console.log('');
    for (const line of ratios) console.log(line);
    const home = rows.find((r) => r.name === 'page cache hit / [identity]')!;
    console.log(`ratio hit / SSR        /          identity  ${(home.rps / rows.at(-1)!.rps).toFixed(1)}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
