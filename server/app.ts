import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { assetsRouter } from './api/assets';
import { analyticsTwin } from './twins/analytics-twin';
import { emailFormsTwin } from './twins/email-forms-twin';
import { EMBEDDED_STORE_PATH, embeddedStoreRouter } from './twins/store/embedded-store';
import { embeddedRetailApi } from './twins/store/embedded-retail-api';
import { storeAccessEndpoint } from './api/store-access';
import { healthEndpoints } from './api/health';
import { imageOptimiserRouter } from './api/image-optimiser';
import { createBoundedTransforms } from './media/bounded-transforms';
import { createTransformDiskCache } from './media/transform-disk-cache';
import { createContactRateLimiter, sendMessageEndpoint } from './api/send-message';
import { createKeyedLimit } from './sources/messages/keyed-limit';
import { withRecipientLimit } from './sources/messages/recipient-limit';
import { sitemapEndpoints } from './api/sitemap';
import type { Config } from './config';
import type { Sources } from './graphql/context';
import { graphqlEndpoint } from './graphql/http-endpoint';
import { trustedDocumentHashes, trustedDocuments } from './graphql/trusted-documents';
import { siteOperations } from '../shared/graphql/operations';
import { requestLogging } from './http/request-logging';
import { buildInlineHashes, codeNeedingNonce } from './http/csp-hashes';
import { securityHeaders, storedPageSecurityHeaders } from './http/security';
import { httpsRedirect, needsHttpsRedirect } from './http/https-redirect';
import { cspReportEndpoint } from './api/csp-report';
import { staticAssets } from './http/static-assets';
import type { Lifecycle } from './lifecycle';
import { type AssetManifest } from './render/asset-manifest';
import { createPageRenderer, renderPage, type RenderOptions } from './render/render-page';
import { framedInPreviewPane, previewEndpoints, previewMode, previewSettings } from './api/preview';
import { revalidateEndpoints } from './api/revalidate';
import { cachedPages } from './cache/cached-pages';
import { createPageFastPath, type PageHitHandler } from './cache/page-fast-path';
import { prepareReadyPage, QUICK_BROTLI_QUALITY, recompressedBodies } from './cache/ready-page';
import { storedPageCacheControl } from './cache/stored-page-cache-control';
import { pageHeadWithoutRender } from './render/page-head';
import { createMemoryPageStore } from './cache/memory-page-store';
import { PageCache } from './cache/page-cache';
import type { PageStore } from './cache/page-store';
import type { SourceHealth } from './sources/resilience/guarded-sources';
import type { RenderLock } from './cache/render-lock';
import { cdnPurgeTags, cdnTagHeader } from './cache/cdn-tags';
import { purgeCdn } from './cache/purge-cdn';
import { createRevalidationWaves } from './cache/revalidation-waves';
import type { ChangeCatchUp } from './cache/change-catch-up';
import { changesToWaves } from './cache/changes-to-waves';
import { createCdnPurge, type CdnPurge } from './sources/cdn/cdn-purge';
import type { TagInvalidations } from './cache/tag-invalidations';
import { EMBEDDED_EMAIL_FORMS_PATH } from '../shared/lib/catalog/email-forms';
import { currencyForLocale } from '../shared/lib/catalog/prices';
import { isEmbeddedStoreTokens } from './sources/store/embedded-store-tokens';
import { faviconEndpoint } from './api/favicon';
import { perReplicaLimits, type LimitStores } from './sources/limits/fallback-limit-store';
import { createSiteMetrics, type SiteMetrics } from './metrics/site-metrics';
import { requestMetrics } from './metrics/request-metrics';
import { metricsEndpoint } from './api/metrics';

export interface AppDeps {
  logger: Logger;
  lifecycle: Lifecycle;
  schema: GraphQLSchema;
  sources: Sources;
  assets: AssetManifest;
  /** Folder served at /assets (the client build). */
  assetsDir: string;
  /** Folder of public files served at the root (favicon, robots). */
  publicDir: string;
  /** Where cached pages live; in memory (PAGE_CACHE_MB) unless given (a store shared by replicas). */
  pageStore?: PageStore;
  /** With a store shared by replicas: the lock that makes a page render once for the fleet. */
  pageLock?: RenderLock;
  /** The CDN's purge (tests: a stub's); made from CDN_* when absent. */
  cdnPurge?: CdnPurge;
  /** When tags last changed across the fleet (Redis); this process's own record when absent. */
  tagInvalidations?: TagInvalidations;
  /** Reads the CMS's activity log for changes no Flow reported; started here, stopped by its owner. */
  changeCatchUp?: ChangeCatchUp;
  /** Epoch milliseconds for the page cache and preview cookies; tests pass a fake clock. */
  clock?: () => number;
  /** The outside sources' circuits, for /readyz (docs/decisions/0025). */
  sourceHealth?: SourceHealth;
  /** Where each rate limit counts: this replica's memory unless given (shared through Redis, decision 0044). */
  limitStores?: LimitStores;
  /** The replica's metrics (GET /metrics); a fresh set unless given (start.ts adds Redis and process metrics). */
  metrics?: SiteMetrics;
}

/**
 * Builds the site's request listener (the Express app, behind the stored-page fast path when the
 * page cache is on); owns no process concerns (server/index.ts does). Tests use it directly.
 */
export function createApp(config: Config, deps: AppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  const limitStores = deps.limitStores ?? perReplicaLimits;
  const metrics = deps.metrics ?? createSiteMetrics({ sourceHealth: deps.sourceHealth });
  // A hop count, never `true`: only that many proxies' X-Forwarded-For entries are believed.
  app.set('trust proxy', config.trustProxyHops);

  app.use(requestLogging(deps.logger));
  app.use(requestMetrics(metrics));
  app.use((_req, res, next) => {
    // Once the listener has closed, tell keep-alive clients to reconnect elsewhere.
    if (deps.lifecycle.closingConnections) res.set('Connection', 'close');
    next();
  });
  app.use(healthEndpoints(deps.lifecycle, deps.sourceHealth));
  // Only to a scraper with the token: without one, /metrics is a page like any other (a 404), and the
  // metrics are on their own listener if anywhere (METRICS_PORT, decision 0081).
  if (config.metricsToken) app.use(metricsEndpoint(metrics, config.metricsToken));
  app.use(httpsRedirect(config));
  // Preview: a verified cookie marks the request (drafts, no cache) for the render and /graphql, and
  // lets the CMS's preview pane frame the response (decision 0096): known before the headers are set.
  app.use(cookieParser());
  const preview = previewSettings(config, deps.clock);
  app.use(previewMode(preview));
  // The policy names the build's one inline script by hash (decision 0029).
  const inlineHashes = buildInlineHashes(deps.assets.entry);
  app.use(securityHeaders(config, inlineHashes, { origins: config.previewFrameOrigins, framable: framedInPreviewPane }));
  app.use(cspReportEndpoint(config.cspReportRateLimit, limitStores('csp-report')));
  // Before the build's /assets: content files by id (no dot), then the optimiser; both before
  // compression, so audio byte ranges are sent as they are.
  // MEDIA_CACHE_MB is shared: a quarter for originals (start.ts), the rest for transformed results.
  const mediaCacheBytes = (config.mediaCacheMb * 1024 * 1024 * 3) / 4;
  // One line of transforms for both, and the variants kept on disk (docs/decisions/0022).
  const transforms = createBoundedTransforms({
    concurrency: config.imageTransformConcurrency,
    maxQueue: config.imageTransformQueue,
    diskCache: config.imageCacheDir
      ? createTransformDiskCache({ dir: config.imageCacheDir, maxBytes: config.imageCacheMb * 1024 * 1024 })
      : null,
    logger: deps.logger,
  });
  app.use(assetsRouter({ source: deps.sources.assets, logger: deps.logger, cacheBytes: mediaCacheBytes / 2, transforms }));
  app.use(
    imageOptimiserRouter({
      source: deps.sources.assets,
      allowedHosts: config.assetHosts,
      logger: deps.logger,
      cacheBytes: mediaCacheBytes / 2,
      transforms,
    }),
  );
  app.use('/assets', staticAssets(deps.assetsDir, { serveSourceMaps: config.serveSourceMaps }));
  // Stored pages are sent already encoded (server/cache/send-ready-page.ts).
  app.use(compression({ filter: (req, res) => res.locals.readyPage !== true && compression.filter(req, res) }));
  // Pages have no file extension: they skip the public folder's disk lookup (a stat per page).
  const publicFiles = express.static(deps.publicDir, { index: false, maxAge: '1d' });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(faviconEndpoint({ publicDir: deps.publicDir, logger: deps.logger }));
  app.use(previewEndpoints(preview));
  app.use(sitemapEndpoints(deps.sources.content, config.publicUrl));
  if (!config.emailFormsUrl) {
    app.use(
      emailFormsTwin({
        content: deps.sources.content,
        signups: deps.sources.emailSignups,
        signupLimit: config.signupRateLimit,
        signupLimitStore: limitStores('signup'),
      }),
    );
  }
  if (!config.analyticsHost) app.use(analyticsTwin({ consent: deps.sources.consent }));
  // The embedded store's cart API and checkout page, unless STORE_URL names a real store (decision 0017).
  if (!config.storeUrl && deps.sources.carts) {
    app.use(
      EMBEDDED_STORE_PATH,
      embeddedStoreRouter({
        content: deps.sources.content,
        carts: deps.sources.carts,
        defaultCurrency: currencyForLocale(null, config.defaultLocale),
        stylesheets: deps.assets.stylesheets,
        cartCreationLimit: config.cartCreationRateLimit,
        cartCreationStore: limitStores('cart-creation'),
      }),
    );
  }
  // Without Ochre, the embedded store answers the retail API too, for the twin's tokens (decision 0035).
  if (!config.ochre && isEmbeddedStoreTokens(deps.sources.storeAccess)) {
    app.use(EMBEDDED_STORE_PATH, embeddedRetailApi({ retail: deps.sources.retail, tokens: deps.sources.storeAccess }));
  }
  app.use(storeAccessEndpoint(deps.sources.storeAccess));
  const contactLimiter = createContactRateLimiter(config.contactRateLimit, limitStores('contact'));
  // Support mail goes to the address the visitor typed: each address has its own budget too.
  const messages = withRecipientLimit(
    deps.sources.messages,
    createKeyedLimit(config.contactRecipientRateLimit, limitStores('contact-recipient')),
  );
  app.use(
    graphqlEndpoint({
      schema: deps.schema,
      sources: { ...deps.sources, messages },
      bodyLimit: config.bodyLimit,
      mutationGuard: contactLimiter,
      // Production answers only the operations that ship in the site's code.
      trustedHashes: config.nodeEnv === 'production' ? trustedDocumentHashes(siteOperations) : undefined,
      // The browser sends the site's operations by trusted-document id alone (docs/decisions/0052).
      persistedDocuments: trustedDocuments(siteOperations),
    }),
  );
  // The contact form's endpoint; its form posts without JavaScript come back to their page.
  app.use(
    sendMessageEndpoint({
      content: deps.sources.content,
      messages,
      bodyLimit: config.bodyLimit,
      limiter: contactLimiter,
    }),
  );
  const renderOptions: RenderOptions = {
    schema: deps.schema,
    sources: deps.sources,
    assets: deps.assets,
    env: {
      publicUrl: config.publicUrl,
      defaultLocale: config.defaultLocale,
      emailFormsUrl: config.emailFormsUrl ?? EMBEDDED_EMAIL_FORMS_PATH,
      // '' is the site itself: the analytics host's embedded twin.
      analyticsHost: config.analyticsHost ?? '',
      tagManager: config.tagManager,
      contactStores: config.contactStores,
      // Where the browser's cart calls go: the real store, or the embedded one on this site.
      storeUrl: config.storeUrl ?? EMBEDDED_STORE_PATH,
    },
    renderTimeoutMs: config.renderTimeoutMs,
    hydration: config.clientHydration,
  };
  // Anonymous pages through the page cache (decision 0015); PAGE_CACHE_MB=0 streams every page.
  // A stored page is kept ready to send: bodies per encoding and its header block (decision 0029).
  const storedPageHeaders = {
    ...storedPageSecurityHeaders(config, inlineHashes),
    'Cache-Control': storedPageCacheControl(config.pageCacheSharedMaxAgeSeconds, config.pageCacheSharedStaleSeconds),
  };
  const pageCache =
    config.pageCacheMb > 0
      ? new PageCache({
          store: deps.pageStore ?? createMemoryPageStore(config.pageCacheMb * 1024 * 1024),
          render: createPageRenderer(renderOptions),
          ttlMs: config.pageCacheTtlSeconds * 1000,
          staleMs: config.pageCacheStaleSeconds * 1000,
          now: deps.clock,
          prepare: (html, tags, routePath) =>
            prepareReadyPage(html, {
              // The CDN in front learns what the page showed, to be purged by it (decision 0094).
              headers: config.cdn ? { ...storedPageHeaders, ...cdnTagHeader(config.cdn.kind, tags, routePath) } : storedPageHeaders,
              // Stored and answered at once; the configured quality follows in the background (decision 0108).
              brotliQuality: Math.min(QUICK_BROTLI_QUALITY, config.pageCacheBrotliQuality),
            }),
          recompress:
            config.pageCacheBrotliQuality > QUICK_BROTLI_QUALITY
              ? (page) => recompressedBodies(page, config.pageCacheBrotliQuality)
              : undefined,
          codeNeedingNonce: (html) => codeNeedingNonce(html, inlineHashes),
          lock: deps.pageLock,
          invalidations: deps.tagInvalidations,
          observe: { rendered: metrics.render, fleetRender: metrics.fleetRender },
        })
      : null;
  const cdn = config.cdn ? (deps.cdnPurge ?? createCdnPurge(config.cdn)) : null;
  const waves = pageCache
    ? createRevalidationWaves({
        async revalidate(tags) {
          const started = performance.now();
          const result = await pageCache.revalidateTags(tags, deps.logger);
          const ms = Math.round(performance.now() - started);
          deps.logger.info({ tags: tags.length, ...result, ms }, 'pages of changed content re-rendered');
          // Once the origin holds the new pages: the CDN asks for them again.
          if (cdn) await purgeCdn(cdn, cdnPurgeTags(tags), deps.logger);
        },
      })
    : null;
  // A change of files reads their versions before its wave renders (decision 0097).
  const changes = waves ? changesToWaves(waves, deps.sources.fileVersions) : null;
  if (changes) deps.changeCatchUp?.start((caughtUp) => void changes(caughtUp));
  app.use(
    revalidateEndpoints({
      cache: pageCache,
      waves,
      changes,
      catchUp: deps.changeCatchUp ?? null,
      purgeCdn: cdn ? (tags, log) => purgeCdn(cdn, tags, log) : null,
      revalidateSecret: config.revalidateSecret,
      bodyLimit: config.bodyLimit,
      logger: deps.logger,
    }),
  );
  const now = deps.clock ?? Date.now;
  app.get(
    '/{*path}',
    ...(pageCache ? [cachedPages(pageCache, now)] : []),
    pageHeadWithoutRender(deps.sources.content),
    renderPage(renderOptions),
  );
  app.use((_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').json({ error: 'Method not allowed' });
  });
  app.use(errorHandler);
  if (pageCache) {
    const redirectToHttps = needsHttpsRedirect(config);
    const fastPath = createPageFastPath({
      cache: pageCache,
      logger: deps.logger,
      isClosingConnections: () => deps.lifecycle.closingConnections,
      now,
      passOn: (req) => redirectToHttps(req.headers),
      countHit: metrics.pageHit,
    });
    return storedPagesFirst(fastPath, app);
  }
  return app;
}

/**
 * The server's request listener when pages are stored: a stored page is answered before Express sets
 * up a request (DESIGN.md §3), so a hit costs what sending bytes does; everything else goes to the
 * Express app, itself a request listener, exactly as without the cache.
 */
function storedPagesFirst(servePageHit: PageHitHandler, app: Express): RequestListener {
  return (req, res) => {
    let served: boolean | Promise<boolean>;
    try {
      served = servePageHit(req, res);
    } catch {
      afterFailedHit(app, req, res);
      return;
    }
    if (served === true) return;
    if (served === false) app(req, res);
    else
      served.then(
        (answered) => answered || app(req, res),
        () => afterFailedHit(app, req, res),
      );
  };
}

/** A store that fails is a miss: Express renders, as it does for any store error. */
function afterFailedHit(app: Express, req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) res.destroy();
  else app(req, res);
}

/** Last resort: log with the request id, answer without internals. */
const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
  if (status >= 500) req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = status >= 500 ? 'Internal server error' : err.expose ? err.message : 'Bad request';
  res.status(status).json({ error: message });
};
