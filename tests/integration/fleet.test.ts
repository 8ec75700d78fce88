import { parse } from 'yaml';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeService, type FakeService } from '../support/fake-service';
import { freePort, scrapeMetrics, startFleet, testNginxConfig, within, writeNginxConfig, type Fleet } from '../support/fleet';
import { repoRoot } from '../support/test-site';

/**
 * Issue 17, "Done when": three replicas of the built server (real processes), Debian's redis-server
 * and nginx with the repo's config, on loopback. Needs `npm run build`. Rendering is counted from
 * each replica's metrics listener, so nothing in the server is there for the test.
 */
jest.setTimeout(240_000);

const REVALIDATE_SECRET = 'fleet-revalidate-secret-0123';
const BAMBOO_KEY = 'fleet-bamboo-key';
const VINYL = '9';
/** The paths the load uses: every page kind of the demo label that needs no id. */
const PAGES = ['/', '/about', '/releases', '/artists', '/news', '/events', '/playlists', '/radio', '/merch', '/contact'];

let fleet: Fleet;
let jobs: FakeService;
let jobTitle = 'Label Manager';

/** The value of one sample line of a Prometheus text answer; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** A series summed over the replicas still running (from their metrics listeners: nginx does not route /metrics). */
async function fleetTotal(series: string): Promise<number> {
  let total = 0;
  for (const replica of fleet.replicas.filter((candidate) => candidate.child.exitCode === null)) {
    total += sample(await scrapeMetrics(replica), series);
  }
  return total;
}
const renders = () => fleetTotal('label_site_page_render_duration_seconds_count');
/** How many replicas hold that Redis connection. */
const redisConnected = (connection: string) => fleetTotal(`label_site_redis_connected{connection="${connection}"}`);

/**
 * Requests `paths` in turn from `workers` loops until `done()`; every answer's status (with the
 * phase the test was in when the request began), and every request that got no answer at all.
 * Bounded by `maxRequests`.
 */
async function load(
  base: string,
  paths: string[],
  done: () => boolean,
  {
    workers = 4,
    maxRequests = 20_000,
    phase = (): string => '',
    answered = {},
  }: { workers?: number; maxRequests?: number; phase?: () => string; answered?: Record<string, number> } = {},
) {
  const statuses: number[] = [];
  const phases: string[] = [];
  const failures: string[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; !done() && sent < maxRequests; i += workers) {
        sent += 1;
        const target = `${base}${paths[i % paths.length]}`;
        const during = phase();
        try {
          const res = await fetch(target, { signal: AbortSignal.timeout(15_000) });
          await res.arrayBuffer();
          statuses.push(res.status);
          phases.push(during);
          answered[during] = (answered[during] ?? 0) + 1;
        } catch (error) {
          failures.push(`${target}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  return { statuses, phases, failures };
}

/**
 * Load on the fleet's pages through nginx, in named phases (the first is 'before'), so a test can
 * wait for pages answered in one phase and, once stopped, see which answers came during which.
 */
function phasedLoad() {
  let stop = false;
  let phase = 'before';
  const answered: Record<string, number> = {};
  const running = load(fleet.url, PAGES, () => stop, { phase: () => phase, answered });
  return {
    enter: (next: string) => void (phase = next),
    /** Until `count` requests begun during `during` have been answered. */
    answeredDuring: (during: string, count: number, what: string) => within(30_000, () => (answered[during] ?? 0) >= count, what, 50),
    finish: () => {
      stop = true;
      return running;
    },
  };
}

describe('three replicas behind nginx, sharing Redis', () => {
  beforeAll(async () => {
    jobs = await startFakeService((request) =>
      request.headers.authorization
        ? {
            json: [
              {
                id: 15,
                title: { id: null, label: jobTitle },
                location: { id: 3, label: 'London, UK' },
                department: { id: 18, label: 'A&R and Label' },
                status: { id: 1, label: 'Open' },
                postingUrl: 'https://lumentide.example/careers/15',
              },
            ],
          }
        : { status: 401, text: '' },
    );
    fleet = await startFleet({
      env: {
        REVALIDATE_SECRET,
        BAMBOOHR_API_KEY: BAMBOO_KEY,
        BAMBOOHR_API_URL: `${jobs.origin}/api/gateway.php`,
        // No page goes stale during the test: every render counted is one the test caused.
        PAGE_CACHE_TTL_SECONDS: '3600',
        SHUTDOWN_DELAY_MS: '300',
      },
    });
  });

  afterAll(async () => {
    await fleet?.stop();
    await jobs?.close();
  });

  it('renders a page requested through nginx once for the whole fleet', async () => {
    const before = await renders();
    const answers = await Promise.all(Array.from({ length: 9 }, () => fetch(`${fleet.url}/about`)));
    expect(answers.map((res) => res.status)).toEqual(Array(9).fill(200));
    const etags = new Set(answers.map((res) => res.headers.get('etag')));
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    // Every replica sends the same stored page, then: each asked directly.
    for (const replica of fleet.replicas) {
      const res = await fetch(`${replica.url}/about`);
      expect(res.status).toBe(200);
      etags.add(res.headers.get('etag'));
      await res.arrayBuffer();
    }
    expect(etags.size).toBe(1);
    expect((await renders()) - before).toBe(1);
    expect(await fleetTotal('label_site_page_fleet_renders_total{outcome="rendered"}')).toBe(1);
  });

  it('shows a revalidated page from all three replicas within 1 s of the revalidate answer', async () => {
    for (const replica of fleet.replicas) {
      const res = await fetch(`${replica.url}/careers`);
      expect(await res.text()).toContain('Label Manager');
    }
    jobTitle = 'Night Shift Archivist';
    const answer = await fetch(`${fleet.replicas[0]!.url}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paths: ['/careers'] }),
    });
    // Accepted: the page re-renders in the background; the clock runs from this answer.
    expect(answer.status).toBe(202);
    const answeredAt = Date.now();
    await answer.arrayBuffer();
    const shownAfter: number[] = [];
    await Promise.all(
      fleet.replicas.map(async (replica) => {
        await within(
          5_000,
          async () => (await (await fetch(`${replica.url}/careers`)).text()).includes('Night Shift Archivist'),
          `${replica.url} shows the new page`,
          10,
        );
        shownAfter.push(Date.now() - answeredAt);
      }),
    );
    expect(Math.max(...shownAfter)).toBeLessThan(1_000);
  });

  it('keeps a basket filled through nginx whichever replica answers', async () => {
    const form = (input: unknown) => `body=${encodeURIComponent(JSON.stringify(input))}`;
    const add = (token: string | null, productId: string) =>
      fetch(`${fleet.url}/store/cart/embed/items`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { 'X-Cart-Token': token } : {}) },
        body: form({ productId }),
      });
    const storeRequestsBefore = await Promise.all(
      fleet.replicas.map(async (replica) =>
        sample(await scrapeMetrics(replica), 'label_site_http_requests_total{kind="store",status="200"}'),
      ),
    );
    const first = await add(null, VINYL);
    expect(first.status).toBe(200);
    const token = first.headers.get('x-cart-token')!;
    for (const productId of ['1', '4', VINYL]) expect((await add(token, productId)).status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${fleet.url}/store/cart/embed/items?_=${i}`, { headers: { 'X-Cart-Token': token } });
      expect(res.status).toBe(200);
      const { results, summary } = (await res.json()) as {
        results: { product: { id: string }; quantity: number }[];
        summary: { itemCount: number };
      };
      expect(results.map((line) => [line.product.id, line.quantity])).toEqual([
        [VINYL, 2],
        ['1', 1],
        ['4', 1],
      ]);
      expect(summary.itemCount).toBe(4);
    }
    // The balancer spread those requests: more than one replica answered the basket.
    const storeRequestsAfter = await Promise.all(
      fleet.replicas.map(async (replica) =>
        sample(await scrapeMetrics(replica), 'label_site_http_requests_total{kind="store",status="200"}'),
      ),
    );
    expect(storeRequestsAfter.filter((count, i) => count > storeRequestsBefore[i]!).length).toBeGreaterThan(1);
  });

  it('answers no 5xx for pages while Redis is killed under load, and shares the cache again once it is back', async () => {
    const traffic = phasedLoad();
    await traffic.answeredDuring('before', 10, 'load under way');
    await fleet.redis.kill();
    traffic.enter('redis down');
    await within(10_000, async () => (await redisConnected('page-cache')) === 0, 'replicas notice Redis is gone', 50);
    // Load keeps going without Redis until several pages have been answered.
    await traffic.answeredDuring('redis down', 10, 'pages answered while Redis is down');
    await fleet.redis.start();
    traffic.enter('redis back');
    await within(20_000, async () => (await redisConnected('page-changes')) === 3, 'replicas back on Redis', 50);
    await traffic.answeredDuring('redis back', 10, 'pages answered once Redis is back');
    const { statuses, phases, failures } = await traffic.finish();
    expect(failures).toEqual([]);
    expect(phases.filter((during) => during === 'redis down').length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    // Shared again: a page none has rendered renders once for the fleet.
    const before = await renders();
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${fleet.url}/releases?page=2`)));
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    for (const replica of fleet.replicas) expect((await fetch(`${replica.url}/releases?page=2`)).headers.get('x-page-cache')).toBe('HIT');
    expect((await renders()) - before).toBe(1);
  });

  it('fails no request through nginx when one replica gets SIGTERM under load', async () => {
    const traffic = phasedLoad();
    await traffic.answeredDuring('before', 10, 'load under way');
    const stopped = fleet.replicas[2]!;
    traffic.enter('stopping');
    expect(await stopped.stop('SIGTERM')).toBe(0);
    traffic.enter('stopped');
    // The replica closed its Redis connections after its last request, then exited.
    expect(stopped.logs.some((line) => line.msg === 'shared connections closed')).toBe(true);
    await traffic.answeredDuring('stopped', 20, 'load goes on with two replicas');
    const { statuses, phases, failures } = await traffic.finish();
    expect(failures).toEqual([]);
    expect(phases.filter((during) => during === 'stopping').length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('the operators’ files', () => {
  it('compose.yaml runs three replicas of the image behind nginx, Redis with AOF on, health checks on /readyz', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'));
    const { site, redis, nginx } = compose.services;
    expect(site.deploy.replicas).toBe(3);
    expect(site.build).toBe('.');
    expect(site.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(site.environment.TRUST_PROXY_HOPS).toBe('1');
    expect(site.healthcheck.test.join(' ')).toContain('/readyz');
    expect(redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'volatile-lru']));
    expect(nginx.volumes).toEqual(
      expect.arrayContaining([
        './deploy/nginx/site.conf:/etc/nginx/conf.d/default.conf:ro',
        './deploy/nginx/upstreams.conf:/etc/nginx/label-site/upstreams.conf:ro',
      ]),
    );
    expect(nginx.depends_on.site.condition).toBe('service_healthy');
    // The contact queue on a Redis of its own that never evicts and keeps an append-only file.
    const queueRedis = compose.services['queue-redis'];
    expect(site.environment.DURABLE_REDIS_URL).toBe('redis://queue-redis:6379');
    expect(queueRedis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(site.depends_on['queue-redis'].condition).toBe('service_healthy');
    // Metrics on a listener of their own on the stack's network, never published (decision 0081).
    expect([site.environment.METRICS_PORT, site.environment.METRICS_HOST]).toEqual(['9464', '0.0.0.0']);
    expect(site.ports).toBeUndefined();
  });

  it("the repo's nginx config passes nginx -t, and retries the next replica on connection errors", async () => {
    const site = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'site.conf'), 'utf8');
    expect(site).toMatch(/proxy_next_upstream error timeout;/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    try {
      const main = writeNginxConfig(
        dir,
        await freePort(),
        readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'upstreams.conf'), 'utf8').replace('site:3000', '127.0.0.1:3000'),
      );
      const result = testNginxConfig(dir, main);
      expect(result.output).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
