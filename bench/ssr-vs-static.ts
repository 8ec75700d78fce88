/**
 * Requests per second of pages served from the page cache against a bare node:http server sending
 * the same bytes — the same body (the brotli one compressed once) and the same header block, as a
 * hit sent them — for `/` and `/releases`, with no Accept-Encoding and with `Accept-Encoding: br,
 * gzip` (what browsers send), and the home page rendered on every request (PAGE_CACHE_MB=0) for
 * scale. Both servers are children of this process, warmed up first, and measured in alternating
 * rounds (BENCH_ROUNDS), so a machine whose load changes during the run weighs on both alike.
 *
 *   npm run bench          (BENCH_SECONDS=10 per server and case, BENCH_ROUNDS=5, BENCH_CONNECTIONS=20)
 *
 * Prints the figures, the ratios and their spread over the rounds, and each server's CPU time per
 * request (Linux): on a busy machine requests per second follow the machine's load, CPU time per
 * request much less. Asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';
import { benchLogFiles } from './log-files';
import { startStaticBaseline } from './static-baseline';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
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

/** One timed run: its figures, and the raw counts to add rounds up with. */
interface Run extends Row {
  requests: number;
  seconds: number;
  bytes: number;
  /** CPU time the server process spent (user + system), in ms; null where /proc is missing. */
  cpuMs: number | null;
}

/**
 * CPU time a process has used, in ms (Linux's /proc, clock ticks of 10 ms). On a machine shared
 * with other work, requests per second follow the machine's load; CPU time per request much less.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  duration = seconds,
  { failures = 'throw', pid }: { failures?: 'throw' | 'count'; pid?: number } = {},
): Promise<Run> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  const cpuAfter = cpuMsOf(pid);
  const failed = result.non2xx + result.errors;
  if (failed > 0 && failures === 'throw') throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name: failed > 0 ? `${name} (${failed} failed)` : name,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.total / result.duration / 1e6,
    requests: result.requests.total,
    seconds: result.duration,
    bytes: result.throughput.total,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/** Server CPU time per request over rounds, in µs; null where it could not be read. */
function cpuPerRequestUs(runs: Run[]): number | null {
  if (runs.some((run) => run.cpuMs === null)) return null;
  return (runs.reduce((sum, run) => sum + run.cpuMs!, 0) * 1000) / runs.reduce((sum, run) => sum + run.requests, 0);
}

/** Rounds of one server added up: requests over time; the latencies are the worst round's. */
function combined(name: string, runs: Run[]): Row {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const time = runs.reduce((sum, run) => sum + run.seconds, 0);
  const bytes = runs.reduce((sum, run) => sum + run.bytes, 0);
  return {
    name,
    rps: requests / time,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    mbps: bytes / time / 1e6,
  };
}

/** Headers node:http writes by itself, for both servers alike. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface RawAnswer {
  body: Buffer;
  encoding: string;
  cache: string;
  /** As sent, flat [name, value, …], without the headers node:http adds itself. */
  headers: string[];
}

/** The bytes a server sends for a request, as sent (fetch would decode them), and their headers. */
function rawAnswer(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const sent: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!OWN_HEADERS.has(res.rawHeaders[i]!.toLowerCase())) sent.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          }
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            cache: String(res.headers['x-page-cache']),
            headers: sent,
          });
        });
      })
      .on('error', reject);
  });
}

function print(rows: Row[]) {
  console.log('server                                   req/s     p50 ms   p99 ms   MB/s');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${r.mbps.toFixed(1).padStart(6)}`,
    );
  }
}

async function main() {
  const servers: SiteProcess[] = [];
  try {
    // LOG_LEVEL info, as in production: every hit writes its access log line.
    // Every hit writes its access log line, to a file as to a log driver: draining a pipe here would
    // slow the site by this process's load. A TTL longer than the run keeps background re-renders
    // (one per page per TTL) out of the hit figures.
    const logFile = await benchLogFiles();
    const cached = await startSiteProcess({ env: { PAGE_CACHE_TTL_SECONDS: '3600' }, logFile: logFile('cached') });
    servers.push(cached);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
    const files: Record<string, { identity: { body: string; headers: string[] }; br: { body: string; headers: string[] } }> = {};
    const sizes: string[] = [];
    for (const [index, page] of pages.entries()) {
      await rawAnswer(`${cached.url}${page}`, {}); // the fill
      const identity = await rawAnswer(`${cached.url}${page}`, {});
      const br = await rawAnswer(`${cached.url}${page}`, { 'accept-encoding': 'br, gzip' });
      if (identity.cache !== 'HIT' || br.cache !== 'HIT' || br.encoding !== 'br')
        throw new Error(`${page} is not served from the cache (${identity.cache}, ${br.cache}, ${br.encoding})`);
      files[page] = {
        identity: { body: path.join(dir, `${index}.html`), headers: identity.headers },
        br: { body: path.join(dir, `${index}.html.br`), headers: br.headers },
      };
      await writeFile(files[page].identity.body, identity.body);
      await writeFile(files[page].br.body, br.body);
      const headerBytes = identity.headers.reduce((sum, text) => sum + text.length + 2, 0);
      sizes.push(
        `${page} ${identity.body.length} bytes (br ${br.body.length}), ${identity.headers.length / 2} headers of ${headerBytes} bytes`,
      );
    }
    const baseline = await startStaticBaseline(dir, files, logFile('baseline'));
    servers.push(baseline);

    console.log(
      `\n${sizes.join('; ')}\n${connections} connections, ${seconds} s per server and case in ${rounds} alternating rounds, ${os.cpus().length} cores\n`,
    );
    const ratios: string[] = [];
    const rows: Row[] = [];
    const slice = seconds / rounds;
    for (const page of pages) {
      for (const encoding of encodings) {
        const baseName = `node:http ${page} [${encoding.name}]`;
        const hitName = `page cache hit ${page} [${encoding.name}]`;
        // Warm both up (JIT) before measuring.
        await autocannon({ url: `${baseline.url}${page}`, connections, amount: 2000, headers: encoding.headers });
        await autocannon({ url: `${cached.url}${page}`, connections, amount: 2000, headers: encoding.headers });
        const bases: Run[] = [];
        const hits: Run[] = [];
        for (let round = 0; round < rounds; round++) {
          // Each goes first in every other round, so neither always meets the machine's load first.
          const first = round % 2 === 0;
          const measureBase = () => measure(baseName, `${baseline.url}${page}`, encoding.headers, slice, { pid: baseline.child.pid });
          if (first) bases.push(await measureBase());
          hits.push(await measure(hitName, `${cached.url}${page}`, encoding.headers, slice, { pid: cached.child.pid }));
          if (!first) bases.push(await measureBase());
        }
        const base = combined(baseName, bases);
        const hit = combined(hitName, hits);
        rows.push(base, hit);
        const perRound = hits.map((run, round) => run.rps / bases[round]!.rps);
        // Requests per CPU second, hit against node:http: what the ratio is on a machine with nothing else to do.
        const [baseCpu, hitCpu] = [cpuPerRequestUs(bases), cpuPerRequestUs(hits)];
        const byCpu =
          baseCpu !== null && hitCpu !== null
            ? `; CPU per request ${baseCpu.toFixed(0)} / ${hitCpu.toFixed(0)} µs = ${(baseCpu / hitCpu).toFixed(2)}`
            : '';
        ratios.push(
          `ratio hit / node:http  ${page.padEnd(10)} ${encoding.name.padEnd(9)} ${(hit.rps / base.rps).toFixed(2)}` +
            `  (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})${byCpu}`,
        );
        // As it comes: a long run on a busy machine still shows what it measured.
        console.log(ratios.at(-1));
      }
    }
    // The render every miss costs, for scale (the cache off).
    const ssr = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' }, logFile: logFile('ssr') });
    servers.push(ssr);
    await autocannon({ url: `${ssr.url}/`, connections, amount: 50 });
    // For scale only: renders that time out on a busy machine are counted, not fatal.
    rows.push(await measure('SSR on every request / [identity]', `${ssr.url}/`, {}, seconds, { failures: 'count' }));

    console.log('');
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
