/**
 * Requests per second of the home page: streaming SSR on every request (PAGE_CACHE_MB=0), served
 * from the page cache (the default), and a bare node:http server sending the same bytes — measured
 * one after the other in the same run, on loopback, for a bounded time.
 *
 *   npm run bench                          (BENCH_SECONDS=10, BENCH_CONNECTIONS=10 by default)
 *
 * Prints the figures and their ratio; asserts nothing.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1e6,
  };
}

async function main() {
  const servers: SiteProcess[] = [];
  try {
    // LOG_LEVEL info, as in production.
    const ssr = await startSiteProcess({ env: { PAGE_CACHE_MB: '0' } });
    servers.push(ssr);
    const cached = await startSiteProcess();
    servers.push(cached);
    const bytes = await (await fetch(`${ssr.url}/`)).text();
    const bodyFile = path.join(os.tmpdir(), `bench-home-${process.pid}.html`);
    await writeFile(bodyFile, bytes);
    const baseline = await startSiteProcess({ args: ['--import', 'tsx', 'bench/static-server.ts'], env: { BODY_FILE: bodyFile } });
    servers.push(baseline);

    // Warm both up (JIT, first-render module loading) before measuring.
    await autocannon({ url: `${ssr.url}/`, connections, amount: 200 });
    await autocannon({ url: `${cached.url}/`, connections, amount: 200 });
    await autocannon({ url: `${baseline.url}/`, connections, amount: 200 });

    const rows = [
      await measure('node:http, same bytes', `${baseline.url}/`),
      await measure('home page, page cache', `${cached.url}/`),
      await measure('home page SSR', `${ssr.url}/`),
    ];
    console.log(`\nGET / — ${bytes.length} bytes, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores\n`);
    console.log('server                  req/s     p50 ms   p99 ms   MB/s');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${r.mbps.toFixed(1).padStart(6)}`,
      );
    }
    const [baselineRow, cachedRow, ssrRow] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
    console.log(`\nratio SSR / node:http:        ${(ssrRow.rps / baselineRow.rps).toFixed(3)}`);
    console.log(`ratio cached / node:http:     ${(cachedRow.rps / baselineRow.rps).toFixed(3)}`);
    console.log(`ratio cached / SSR:           ${(cachedRow.rps / ssrRow.rps).toFixed(1)}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
