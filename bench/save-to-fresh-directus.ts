/**
 * Save to fresh against a real Directus (issue 27): the local Directus that `npm run cms:up` runs,
 * two built replicas sharing a Redis, and the Flow that `cms` setup creates, pointed at the first
 * replica as at a load balancer. Each edit retitles the demo's newest public release through
 * Directus's API; the time runs from the save until both replicas answer its page, /releases, the
 * home page and its artist's page with the new title. Prints p50, p95 and max over BENCH_EDITS
 * edits (20), and the waves' own times from the replicas' logs.
 *
 *   npm run cms:up                                  (in another terminal; the demo imported)
 *   npm run bench:save-to-fresh
 *   BENCH_BASELINE_DIR=../other-checkout …         also that checkout's build first, same Directus
 *
 * Afterwards the release has its title back and the Flow points where it pointed before. Prints
 * figures; asserts nothing.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { applyRevalidationFlow, REVALIDATE_FLOW_NAME } from '../cms/lib/apply-flow';
import { DirectusAdmin } from '../cms/lib/directus-admin';
import { cmsDir } from '../cms/lib/install-cms';
import { loadOrCreateLocalCms } from '../cms/lib/local-env';
import { TestRedisServer } from '../tests/support/redis-server';
import { startSiteProcess, type SiteProcess } from '../tests/support/site-process';

const edits = Number(process.env.BENCH_EDITS ?? 20);
const baselineDir = process.env.BENCH_BASELINE_DIR;
const DEADLINE_MS = 30_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const read = async (url: string) => (await fetch(url)).text();

interface Release {
  id: string;
  slug: string;
  title: string;
  artist: string;
}

async function main() {
  if (!Number.isInteger(edits) || edits < 1) throw new Error('BENCH_EDITS must be a whole number of 1 or more');
  const local = await loadOrCreateLocalCms(path.join(cmsDir, 'data'));
  const directusUrl = `http://127.0.0.1:${local.port}`;
  const admin = await DirectusAdmin.login(directusUrl, { email: local.directus.adminEmail, password: local.directus.adminPassword }).catch(
    (error: unknown) => {
      throw new Error(`No local Directus at ${directusUrl}: start it with npm run cms:up (${String(error)})`);
    },
  );
  const [release] = await admin.get<Release[]>('/items/product_groups', {
    filter: { status: { _eq: 'active' }, reference_type: { _eq: 'release' }, visibility: { _eq: 'public' }, artist: { _nnull: true } },
    sort: '-release_date',
    fields: 'id,slug,title,artist',
    limit: 1,
  });
  if (!release) throw new Error('The local Directus has no public release: import the demo with npm run cms:up');
  const [artist] = await admin.get<{ slug: string }[]>('/items/artists', { filter: { id: { _eq: release.artist } }, fields: 'slug' });
  const pages = [`/products/${release.slug}`, '/releases', '/', `/artists/${artist!.slug}`];
  const flowUrlBefore = await flowSiteUrl(admin);

  try {
    const builds = baselineDir
      ? [['baseline', path.resolve(baselineDir)] as const, ['this build', process.cwd()] as const]
      : [['this build', process.cwd()] as const];
    console.log(`Save to fresh with Directus ${directusUrl}: "${release.title}" on ${pages.join(', ')}, both replicas, ${edits} edits`);
    for (const [name, cwd] of builds) {
      // A Redis of its own for each build: nothing stored by the one before.
      const redis = await TestRedisServer.start();
      const env = {
        CONTENT_SOURCE: 'directus',
        DIRECTUS_URL: directusUrl,
        DIRECTUS_EMAIL: local.site.email,
        DIRECTUS_PASSWORD: local.site.password,
        REVALIDATE_SECRET: local.directus.revalidateSecret,
        REDIS_URL: redis.url,
        MEDIA_WARM_PATHS: '',
      };
      const replicas = await Promise.all([0, 1].map(() => startSiteProcess({ env, cwd, timeoutMs: 60_000 })));
      try {
        await applyRevalidationFlow(admin, { siteUrl: replicas[0]!.url });
        const times = await editRounds(admin, release, pages, replicas);
        const waves = replicas
          .flatMap((replica) => replica.logs)
          .filter((line) => line.msg === 'pages of changed content re-rendered')
          .map((line) => Number(line.ms));
        console.log(
          `  ${name.padEnd(10)} save to fresh p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}` +
            `   waves p50 ${ms(percentile(waves, 50))}  p95 ${ms(percentile(waves, 95))} (${waves.length})`,
        );
      } finally {
        await Promise.all(replicas.map((replica) => replica.stop()));
        await redis.stop();
      }
    }
  } finally {
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title: release.title });
    if (flowUrlBefore) await applyRevalidationFlow(admin, { siteUrl: flowUrlBefore });
  }
}

/** Each edit: save a new title, then read every page on both replicas until all show it. */
async function editRounds(admin: DirectusAdmin, release: Release, pages: string[], replicas: SiteProcess[]): Promise<number[]> {
  for (const replica of replicas) for (const page of pages) await read(replica.url + page);
  const times: number[] = [];
  // One edit first that is not counted: the replicas' first wave compiles what a wave runs.
  for (let edit = 0; edit <= edits; edit++) {
    const title = `${release.title} (edit ${edit})`;
    const saved = performance.now();
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title });
    // Read every 25 ms, only the pages not yet fresh: more often loads the two cores the wave needs.
    const pending = replicas.flatMap((replica) => pages.map((page) => replica.url + page));
    while (pending.length > 0) {
      const seen = await Promise.all(pending.map(async (url) => (await read(url)).includes(title)));
      for (let index = seen.length - 1; index >= 0; index--) if (seen[index]) pending.splice(index, 1);
      if (pending.length > 0 && performance.now() - saved > DEADLINE_MS)
        throw new Error(`edit ${edit}: ${pending.join(', ')} not fresh within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (edit > 0) times.push(performance.now() - saved);
  }
  return times;
}

/** Where the Flow posts now (the site `cms:up` was given), to point it back afterwards. */
async function flowSiteUrl(admin: DirectusAdmin): Promise<string | null> {
  const [flow] = await admin.get<{ operation: string | null }[]>('/flows', {
    filter: { name: { _eq: REVALIDATE_FLOW_NAME } },
    fields: 'operation',
  });
  if (!flow?.operation) return null;
  const [operation] = await admin.get<{ options: { url?: string } }[]>('/operations', {
    filter: { id: { _eq: flow.operation } },
    fields: 'options',
  });
  const url = operation?.options.url;
  return url ? new URL(url).origin : null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
