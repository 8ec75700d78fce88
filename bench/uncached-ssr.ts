/**
 * Pages rendered on every request (the page cache off: a first visit after a publish, a filtered
 * listing, a preview) against a bare node:http server sending the same bytes, per page type:
 * requests per second with BENCH_CONNECTIONS connections, and the time to first byte and to the
 * last byte with one connection. Then the same times while every outside service (concerts,
 * videos, jobs) takes BENCH_SLOW_SERVICE_MS (3 s) to answer. One run, on loopback, one after the
 * other.
 *
 *   npm run build && node --import tsx bench/uncached-ssr.ts
 *   (BENCH_SECONDS=5, BENCH_CONNECTIONS=20, BENCH_TTFB_REQUESTS=20, BENCH_SLOW_SERVICE_MS=3000)
 *
 * Prints the figures and the ratios; asserts nothing.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';
import { benchLogFiles } from './log-files';
import { benchPages } from './page-types';
import { startStaticBaseline } from './static-baseline';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ttfbRequests = Number(process.env.BENCH_TTFB_REQUESTS ?? 20);
const slowServiceMs = Number(process.env.BENCH_SLOW_SERVICE_MS ?? 3000);

interface Timing {
  ttfb: number;
  total: number;
  bytes: number;
}

/** One request on a fresh connection: when its first body byte and its last arrive. */
function timeOne(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfb = 0;
    let bytes = 0;
    http
      .get(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) ttfb = performance.now() - start;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ttfb, total: performance.now() - start, bytes }));
      })
      .on('error', reject);
  });
}

/** The query results a document embeds: in its site data, and in its streamed blocks' data elements. */
function embeddedState(type: string, html: string): string {
  const siteData = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const top = JSON.stringify((JSON.parse(siteData) as { results?: unknown }).results ?? {}).length;
  const blocks = [...html.matchAll(/<script type="application\/json" id="block-data[^"]*">([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + m[1]!.length,
    0,
  );
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `${type.padEnd(9)} ${kb(top).padStart(9)} ${kb(blocks).padStart(9)} ${kb(html.length).padStart(9)}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median first-byte and last-byte times over `count` requests made one after the other. */
async function timeSequential(url: string, count: number): Promise<{ ttfb: number; total: number; bytes: number }> {
  const timings: Timing[] = [];
  for (let i = 0; i < count; i++) timings.push(await timeOne(url));
  return { ttfb: median(timings.map((t) => t.ttfb)), total: median(timings.map((t) => t.total)), bytes: timings.at(-1)!.bytes };
}

async function rate(url: string): Promise<{ rps: number; p50: number }> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50 };
}

function body(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

/** Bandsintown, YouTube and BambooHR at once: every request is answered (empty) after `delayMs`. */
async function startSlowServices(delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    req.resume();
    const empty = req.url?.startsWith('/youtube/') ? { items: [], pageInfo: { totalResults: 0, resultsPerPage: 0 } } : [];
    const timer = setTimeout(() => {
      timers.delete(timer);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(empty));
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function main() {
  const servers: SiteProcess[] = [];
  let slow: Awaited<ReturnType<typeof startSlowServices>> | undefined;
  try {
    const logFile = await benchLogFiles();
    const ssr = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' }, logFile: logFile('ssr') });
    servers.push(ssr);

    // The same bytes from node:http, as the ceiling.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
    const files: Record<string, { identity: { body: string; headers: string[] } }> = {};
    const sizes: string[] = [];
    const stateSizes: string[] = [];
    for (const [index, page] of benchPages.entries()) {
      const bytes = await body(`${ssr.url}${page.path}`);
      const file = path.join(dir, `${index}.html`);
      files[page.path] = {
        identity: { body: file, headers: ['Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(bytes.length)] },
      };
      await writeFile(file, bytes);
      sizes.push(`${page.type} ${(bytes.length / 1024).toFixed(0)} KB`);
      stateSizes.push(embeddedState(page.type, bytes.toString('utf8')));
    }
    const baseline = await startStaticBaseline(dir, files, logFile('baseline'));
    servers.push(baseline);

    console.log('\nembedded query results per page (site data at the top / beside streamed blocks / the document)');
    for (const line of stateSizes) console.log(line);
    console.log(`\nuncached SSR (PAGE_CACHE_MB=0), identity; ${sizes.join(', ')}`);
    console.log(
      `${connections} connections, ${seconds} s each; TTFB: median of ${ttfbRequests} requests on one connection at a time; ${os.cpus().length} cores\n`,
    );
    console.log('page      path                                  SSR req/s  p50 ms  node:http req/s   ratio  TTFB ms  last byte ms');
    for (const page of benchPages) {
      await autocannon({ url: `${ssr.url}${page.path}`, connections, amount: 40 }); // JIT warm-up
      await autocannon({ url: `${baseline.url}${page.path}`, connections, amount: 500 });
      const site = await rate(`${ssr.url}${page.path}`);
      const base = await rate(`${baseline.url}${page.path}`);
      const one = await timeSequential(`${ssr.url}${page.path}`, ttfbRequests);
      console.log(
        `${page.type.padEnd(9)} ${page.path.slice(0, 36).padEnd(36)} ${site.rps.toFixed(1).padStart(10)} ${String(site.p50).padStart(7)} ${base.rps.toFixed(0).padStart(16)} ${(site.rps / base.rps).toFixed(4).padStart(7)} ${one.ttfb.toFixed(1).padStart(8)} ${one.total.toFixed(1).padStart(13)}`,
      );
    }
    await ssr.stop();
    await baseline.stop();
    servers.length = 0;

    // Every outside service slow: the first byte should not wait for them.
    slow = await startSlowServices(slowServiceMs);
    const slowSite = await startSiteProcess({
      env: {
        PAGE_CACHE_MB: '0',
        BANDSINTOWN_APP_ID: 'bench',
        BANDSINTOWN_API_URL: slow.url,
        YOUTUBE_API_KEY: 'bench',
        YOUTUBE_API_URL: slow.url,
        BAMBOOHR_API_KEY: 'bench',
        BAMBOOHR_API_URL: slow.url,
        SERVICE_TIMEOUT_MS: String(slowServiceMs + 2000),
        // The bench's own calls must not open the circuits.
        SOURCE_BREAKER_FAILURES: '100',
      },
      logFile: logFile('slow'),
    });
    servers.push(slowSite);
    const slowPages = [...benchPages, { type: 'jobs', path: '/careers' }, { type: 'videos', path: '/radio' }];
    console.log(`\nevery outside service answering in ${slowServiceMs} ms; median of 3 requests, one at a time, after a warm-up\n`);
    console.log('page      path                                   TTFB ms  last byte ms');
    for (const page of slowPages) {
      // Warmed like the first site (its JIT, the page's code and images), all at once: one slow answer's time.
      await autocannon({ url: `${slowSite.url}${page.path}`, connections: 10, amount: 20, timeout: (slowServiceMs + 5_000) / 1000 });
      const one = await timeSequential(`${slowSite.url}${page.path}`, 3);
      console.log(
        `${page.type.padEnd(9)} ${page.path.slice(0, 36).padEnd(36)} ${one.ttfb.toFixed(1).padStart(9)} ${one.total.toFixed(1).padStart(13)}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await slow?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
