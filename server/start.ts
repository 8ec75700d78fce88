import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import { createApp } from './app';
import { createChangeCatchUp } from './cache/change-catch-up';
import { createMemoryChangeLedger } from './cache/change-ledger';
import { createSharedPageCache, type SharedPageCache } from './cache/shared-page-cache';
import type { Config } from './config';
import type { Sources } from './graphql/context';
import { createSchema } from './graphql/schema';
import { createHttpServer, listenHttp } from './http/http-server';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './logger';
import { assetsForHydration, clientOutDir, readAssetManifest } from './render/asset-manifest';
import { createEmbeddedAssetSource } from './sources/assets/embedded-asset-source';
import { createAnalyticsHostConsentSource } from './sources/consent/analytics-host-consent-source';
import { createEmbeddedConsentSource } from './sources/consent/embedded-consent-source';
import type { ContentSource } from './sources/content/content-source';
import { createDirectusContent } from './sources/content/directus/create-directus-content';
import { createEmbeddedContentSource, loadEmbeddedContent } from './sources/content/embedded-content-source';
import { createEmbeddedEmailSignups } from './sources/email-signups/embedded-email-signups';
import { createBandsintownConcertEventsSource } from './sources/events/bandsintown-concert-events-source';
import { createEmbeddedConcertEventsSource } from './sources/events/embedded-concert-events-source';
import { createBambooHrJobsSource } from './sources/jobs/bamboohr-jobs-source';
import { createEmbeddedJobsSource } from './sources/jobs/embedded-jobs-source';
import { createMessagesSource } from './sources/messages/create-messages-source';
import { SourceGuards, unguarded, type Guards } from './sources/resilience/guarded-sources';
import { createStoreSources } from './sources/store/create-store-sources';
import { createEmbeddedVideosSource } from './sources/videos/embedded-videos-source';
import { createYouTubeVideosSource } from './sources/videos/youtube-videos-source';
import { perReplicaLimits, sharedLimits } from './sources/limits/fallback-limit-store';
import { createSiteMetrics, type SiteMetrics } from './metrics/site-metrics';
import { closeRedisConnection, createRedisConnection } from './sources/redis/redis-connection';

/** Every contact form's departments, as the content has them now. */
async function contactDepartments(content: ContentSource) {
  const forms = await content.list('contact_forms', { limit: -1 }, { preview: false });
  return forms.flatMap((form) => form.departments);
}

export interface Site {
  /** The site's request listener (server/app.ts). */
  app: RequestListener;
  lifecycle: Lifecycle;
  logger: Logger;
  /** The replica's metrics; the contact queue reports through `metrics.contactQueue`. */
  metrics?: SiteMetrics;
  /** Ends connections to what the replicas share (Redis); nothing to do without REDIS_URL. */
  close?(): Promise<void>;
}

/**
 * Sources chosen by configuration: the embedded twins by default (DESIGN.md §5). `runtime` is the
 * running server's: with it, background work (delivering contact messages to Front) starts.
 */
export async function createSources(
  config: Config,
  runtime?: { logger: Logger; lifecycle: Lifecycle; metrics?: SiteMetrics },
  guards: Guards = unguarded,
  /** The durable Redis's connection (DURABLE_REDIS_URL, else REDIS_URL): the embedded carts. */
  sharedRedis?: Redis,
): Promise<Sources> {
  const data = await loadEmbeddedContent(path.resolve(config.contentDir));
  // CONTENT_SOURCE=directus: content and its files from the label's Directus (docs/decisions/0020),
  // and so the embedded twins' demo records and the contact departments (decision 0040).
  const directus = config.directus
    ? createDirectusContent(config.directus, {
        assetCacheBytes: (config.mediaCacheMb * 1024 * 1024) / 4,
        guardFiles: guards.contentCall,
        logger: runtime?.logger,
      })
    : null;
  // Behind its circuit breaker (docs/decisions/0025) before anything else reads it.
  const content = guards.content(directus?.content ?? createEmbeddedContentSource(data));
  const twinRecords = directus?.twinRecords;
  return {
    content,
    contentActivity: directus?.activity ?? null,
    // The version in each image's address, so a replaced file gets a new one (decision 0097).
    fileVersions: directus?.fileVersions ?? null,
    // Each real connector when its key is set, else the embedded twin (docs/decisions/0012).
    concertEvents: guards.concertEvents(
      config.bandsintown
        ? createBandsintownConcertEventsSource({
            baseUrl: config.bandsintown.apiUrl,
            appId: config.bandsintown.appId,
            timeoutMs: config.serviceTimeoutMs,
          })
        : createEmbeddedConcertEventsSource(twinRecords?.concertEvents ?? data.files.concert_events),
    ),
    videos: guards.videos(
      config.youtube
        ? createYouTubeVideosSource({ baseUrl: config.youtube.apiUrl, apiKey: config.youtube.apiKey, timeoutMs: config.serviceTimeoutMs })
        : createEmbeddedVideosSource(twinRecords?.videos ?? data.files.videos),
    ),
    jobs: guards.jobs(
      config.bambooHr
        ? createBambooHrJobsSource({ baseUrl: config.bambooHr.apiUrl, apiKey: config.bambooHr.apiKey, timeoutMs: config.serviceTimeoutMs })
        : createEmbeddedJobsSource(twinRecords?.jobs ?? data.files.jobs),
    ),
    // Retail prices, preview audio, store access and the embedded carts (docs/decisions/0017).
    ...createStoreSources(config, content, sharedRedis),
    // Messages are committed to disk before the visitor is told they were sent (inbox, or outbox to Front).
    messages: createMessagesSource({
      file: path.resolve(config.inboxFile),
      channels: directus ? () => contactDepartments(content) : data.files.contact_forms.flatMap((form) => form.departments),
      front: config.front,
      queue: config.contactQueue,
      runtime: runtime && {
        logger: runtime.logger,
        isDraining: () => runtime.lifecycle.draining,
        onFailedDelivery: runtime.metrics && (() => runtime.metrics?.contactQueue.failedDelivery()),
      },
    }),
    // Beside the inbox: the embedded form service's subscribers.
    emailSignups: createEmbeddedEmailSignups(path.join(path.dirname(path.resolve(config.inboxFile)), 'email-signups.sqlite')),
    // The analytics host when configured; otherwise its twin reads content/cookies.json.
    consent: config.analyticsHost
      ? createAnalyticsHostConsentSource({ host: config.analyticsHost, timeoutMs: config.serviceTimeoutMs })
      : createEmbeddedConsentSource(content),
    // Generated originals (or Directus's), kept in memory up to a quarter of the media cache.
    assets:
      directus?.assets ??
      (await createEmbeddedAssetSource(path.resolve(config.contentDir, 'files.json'), {
        cacheBytes: (config.mediaCacheMb * 1024 * 1024) / 4,
      })),
  };
}

/** Everything the app needs, built from configuration; `overrides` lets a harness swap a source. */
export async function createSite(config: Config, overrides: Partial<Sources> = {}): Promise<Site> {
  const logger = createLogger(config.logLevel);
  // The demo's default names this machine: right in development, wrong for every visitor elsewhere.
  if (config.publicUrlDefaulted && config.nodeEnv === 'production') {
    logger.warn(`PUBLIC_URL is not set: canonical, Open Graph, JSON-LD and sitemap addresses use ${config.publicUrl}`);
  }
  const lifecycle = new Lifecycle();
  const guards = new SourceGuards(config.sourceBreaker, logger);
  // REDIS_URL: rate limits and the embedded carts shared by the replicas (decisions 0044, 0045).
  const limitsRedis = config.redisUrl ? createRedisConnection({ url: config.redisUrl, logger, name: 'limits' }) : null;
  // Carts must not be evicted: on DURABLE_REDIS_URL's Redis when it is another one (decision 0047).
  const cartsRedis =
    config.durableRedisUrl && config.durableRedisUrl !== config.redisUrl
      ? createRedisConnection({ url: config.durableRedisUrl, logger, name: 'carts' })
      : limitsRedis;
  const metrics = createSiteMetrics({ sourceHealth: guards.health, processMetrics: true });
  const sources = { ...(await createSources(config, { logger, lifecycle, metrics }, guards, cartsRedis ?? undefined)), ...overrides };
  const queueCounts = sources.messages.contactQueueCounts?.bind(sources.messages);
  if (queueCounts) {
    metrics.contactQueue.measureDepth(async () => {
      const counts = await queueCounts();
      return counts.waiting + counts.delayed + counts.active;
    });
  }
  // REDIS_URL: the page cache shared by the replicas, memory in front (decision 0037).
  const shared: SharedPageCache | null =
    config.redisUrl && config.pageCacheMb > 0
      ? createSharedPageCache({
          redisUrl: config.redisUrl,
          memoryBytes: config.pageCacheMb * 1024 * 1024,
          renderTimeoutMs: config.renderTimeoutMs,
          logger,
        })
      : null;
  if (limitsRedis) metrics.watchRedis('limits', limitsRedis);
  if (cartsRedis && cartsRedis !== limitsRedis) metrics.watchRedis('carts', cartsRedis);
  for (const [name, connection] of Object.entries(shared?.connections ?? {})) metrics.watchRedis(name, connection);
  // Changes a Flow's lost request did not report, read back from Directus's activity log (decision 0095).
  const changeCatchUp =
    sources.contentActivity && config.pageCacheMb > 0 && config.cmsCatchUpSeconds > 0
      ? createChangeCatchUp({
          log: sources.contentActivity,
          ledger: shared?.changeLedger ?? createMemoryChangeLedger(),
          intervalMs: config.cmsCatchUpSeconds * 1000,
          logger,
        })
      : undefined;
  const app = createApp(config, {
    logger,
    lifecycle,
    schema: createSchema(),
    sources,
    assets: assetsForHydration(readAssetManifest(), config.clientHydration),
    assetsDir: path.join(clientOutDir, 'assets'),
    publicDir: path.resolve('public'),
    sourceHealth: guards.health,
    pageStore: shared?.store,
    pageLock: shared?.lock,
    tagInvalidations: shared?.invalidations,
    changeCatchUp,
    limitStores: limitsRedis ? sharedLimits(limitsRedis) : perReplicaLimits,
    metrics,
  });
  const close = async () => {
    changeCatchUp?.stop();
    await Promise.all([
      shared?.close(),
      sources.messages.shutdown?.(),
      limitsRedis && closeRedisConnection(limitsRedis),
      cartsRedis && cartsRedis !== limitsRedis && closeRedisConnection(cartsRedis),
    ]);
  };
  return { app, lifecycle, logger, metrics, close };
}

/** The site's HTTP server, listening on PORT (through listenHttp, decision 0087); ready once it does. */
export async function listen(site: Site, config: Config): Promise<Server> {
  const server = createHttpServer(site.app, config.http);
  const { port } = await listenHttp(server, { port: config.port, host: config.host });
  site.lifecycle.markReady();
  site.logger.info({ port, host: config.host, content: config.contentSource }, 'listening');
  return server;
}
