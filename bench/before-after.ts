/**
 * This build against an earlier one, side by side in one run: the same pages rendered on every
 * request (page cache off) and answered from the page cache, by two servers started together and
 * measured in alternating rounds, so a machine whose load changes during the run weighs on both
 * alike. `BENCH_BEFORE_DIR` is a checkout of the earlier commit with its own build (`npm run build`
 * there).
 *
 *   BENCH_BEFORE_DIR=../before npm run build && node --import tsx bench/before-after.ts
 *   (BENCH_SECONDS=3 per round, BENCH_ROUNDS=3, BENCH_CONNECTIONS=20)
 *
 * Prints requests per second of each and the ratio after/before; asserts nothing.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';
import { benchLogFiles } from './log-files';
import { benchPages } from './page-types';

const beforeDir = process.env.BENCH_BEFORE_DIR;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total / result.duration;
}

interface Case {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** Each case measured on both servers in alternating rounds; total requests over total time. */
async function compare(label: string, servers: { before: SiteProcess; after: SiteProcess }, cases: Case[]) {
  console.log(`\n${label}: ${rounds} rounds of ${seconds} s each, ${connections} connections, alternating\n`);
  console.log(`${'case'.padEnd(28)}${'before req/s'.padStart(14)}${'after req/s'.padStart(14)}${'after/before'.padStart(14)}`);
  for (const { name, path: address, headers } of cases) {
    const sums = { before: 0, after: 0 };
    // Warm both (a stored page is stored by its first request).
    for (const site of [servers.before, servers.after]) await fetch(new URL(address, site.url), { headers });
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const which of order) sums[which] += await requestsPerSecond(new URL(address, servers[which].url).toString(), headers);
    }
    const [before, after] = [sums.before / rounds, sums.after / rounds];
    console.log(
      `${name.padEnd(28)}${before.toFixed(1).padStart(14)}${after.toFixed(1).padStart(14)}${(after / before).toFixed(2).padStart(14)}`,
    );
  }
}

async function main() {
  if (!beforeDir) throw new Error('BENCH_BEFORE_DIR names a checkout of the earlier commit, built');
  const logFile = await benchLogFiles();
  const start = (which: 'before' | 'after', env: Record<string, string>) =>
    startSiteProcess({
      cwd: which === 'before' ? path.resolve(beforeDir) : undefined,
      env,
      logFile: logFile(`${which}-${env.PAGE_CACHE_MB ?? 'cache'}`),
    });

  const uncached = { before: await start('before', { PAGE_CACHE_MB: '0' }), after: await start('after', { PAGE_CACHE_MB: '0' }) };
  try {
    await compare(
      'uncached SSR (PAGE_CACHE_MB=0), identity',
      uncached,
      benchPages.map(({ type, path: address }) => ({ name: `${type} ${address}`.slice(0, 27), path: address, headers: {} })),
    );
  } finally {
    await Promise.all([uncached.before.stop(), uncached.after.stop()]);
  }
  const cached = { before: await start('before', {}), after: await start('after', {}) };
  try {
    await compare(
      'cache hits',
      cached,
      ['/', '/releases'].flatMap((address): Case[] => [
        { name: `${address} identity`, path: address, headers: {} },
        { name: `${address} br`, path: address, headers: { 'accept-encoding': 'br' } },
      ]),
    );
  } finally {
    await Promise.all([cached.before.stop(), cached.after.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
