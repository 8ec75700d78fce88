import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SourceHealth } from '../sources/resilience/guarded-sources';
import { createContactQueueMetrics, type ContactQueueMetrics } from './contact-queue-metrics';
import type { RouteKind } from './route-kind';

/** How a page cache lookup ended (X-Page-Cache), plus the renders the lock shared across the fleet. */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * The replica's Prometheus metrics (GET /metrics, decision 0046), one registry per site so several
 * apps in one process (tests) never collide. Counting is a labelled increment; anything that costs
 * more (Redis status, circuits, queue depth) is read only when Prometheus scrapes.
 */
export interface SiteMetrics {
  readonly registry: Registry;
  request(kind: RouteKind, status: number, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  /** Pre-bound increments for the fast path, which answers hits before Express. */
  readonly pageHit: { hit: () => void; stale: () => void };
  render(seconds: number): void;
  /** A render under the fleet's lock: done here, or taken from the replica that did it. */
  fleetRender(outcome: 'rendered' | 'shared'): void;
  watchRedis(connection: string, redis: Redis): void;
  readonly contactQueue: ContactQueueMetrics;
}

const BREAKER_STATES = ['closed', 'half-open', 'open'] as const;

export function createSiteMetrics(options: { sourceHealth?: SourceHealth; processMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'label_site_' });
  const registers = [registry];

  const requests = new Counter({
    name: 'label_site_http_requests_total',
    help: 'HTTP requests by route kind and status.',
    labelNames: ['kind', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'label_site_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route kind and status.',
    labelNames: ['kind', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cache = new Counter({
    name: 'label_site_page_cache_total',
    help: 'Page cache lookups by result (hit, stale, miss, bypass).',
    labelNames: ['result'],
    registers,
  });
  const renders = new Histogram({
    name: 'label_site_page_render_duration_seconds',
    help: 'Time to render a page for the cache.',
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const fleet = new Counter({
    name: 'label_site_page_fleet_renders_total',
    help: 'Pages rendered once for the fleet under the shared lock: rendered here, or shared (taken from the replica that rendered it).',
    labelNames: ['outcome'],
    registers,
  });
  const redisConnections = new Map<string, Redis>();
  new Gauge({
    name: 'label_site_redis_connected',
    help: 'Whether a Redis connection is up (1) or not (0), per connection.',
    labelNames: ['connection'],
    registers,
    collect() {
      for (const [name, redis] of redisConnections) this.set({ connection: name }, redis.status === 'ready' ? 1 : 0);
    },
  });
  const sourceHealth = options.sourceHealth;
  new Gauge({
    name: 'label_site_source_circuit_state',
    help: 'Circuit breaker state of each outside source: 1 for its current state, 0 for the others.',
    labelNames: ['source', 'state'],
    registers,
    collect() {
      for (const { source, state } of sourceHealth?.() ?? []) {
        for (const candidate of BREAKER_STATES) this.set({ source, state: candidate }, candidate === state ? 1 : 0);
      }
    },
  });
  for (const result of ['hit', 'stale', 'miss', 'bypass'] as const) cache.labels(result).inc(0);
  const hit = cache.labels('hit');
  const stale = cache.labels('stale');

  return {
    registry,
    request(kind, status, seconds) {
      const labels = { kind, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    pageCache: (result) => cache.inc({ result }),
    pageHit: { hit: () => hit.inc(), stale: () => stale.inc() },
    render: (seconds) => renders.observe(seconds),
    fleetRender: (outcome) => fleet.inc({ outcome }),
    watchRedis(connection, redis) {
      redisConnections.set(connection, redis);
    },
    contactQueue: createContactQueueMetrics(registry),
  };
}
