import Joi from 'joi';
import path from 'node:path';
import { DEFAULT_TAG_MANAGER_URL } from '../shared/lib/consent/consent';
import type { ContactStores } from '../shared/lib/contact/contact-stores';
import type { HttpTimeouts } from './http/http-server';
import type { CdnSettings } from './sources/cdn/cdn-purge';
import type { FrontSettings } from './sources/messages/create-messages-source';
import type { BreakerSettings } from './sources/resilience/source-breaker';

/**
 * Every environment variable the server reads, in one schema. The defaults run the whole site on
 * the embedded sources, so `npm start` needs no variable at all. README's configuration table lists
 * the same variables; tests/unit/config.test.ts keeps the two in step.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used for canonical URLs, Open Graph, JSON-LD and the sitemap; no trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL is unset: publicUrl is this machine's http://localhost:PORT (start-up says so in production). */
  publicUrlDefaulted: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Number of proxies in front of the app (load balancer = 1). Never `true`: that trusts any sender. */
  trustProxyHops: number;
  /** Longest time in-flight requests get to finish after SIGTERM. */
  shutdownTimeoutMs: number;
  /** Time between readiness turning false and the listener closing, so a load balancer notices. */
  shutdownDelayMs: number;
  /** Deadlines of the HTTP server: a request's headers, a whole request, an idle keep-alive socket. */
  http: HttpTimeouts;
  /** A render still streaming after this is aborted (the rest is rendered in the browser). */
  renderTimeoutMs: number;
  /**
   * How the browser takes over a page: `islands` (the default) hydrates only its islands and
   * navigates by fetching pages (docs/decisions/0118); `document` hydrates it whole, the client
   * before it, kept until its removal.
   */
  clientHydration: 'document' | 'islands';
  hstsMaxAgeSeconds: number;
  /** Whether /assets serves the build's .map files (the original source); off in production by default. */
  serveSourceMaps: boolean;
  /** Largest request body accepted by JSON and form endpoints. */
  bodyLimit: string;
  contentSource: 'embedded' | 'directus';
  /** The label's Directus when CONTENT_SOURCE=directus (docs/decisions/0020); null otherwise. */
  directus: DirectusSettings | null;
  /** Folder of the embedded content files. */
  contentDir: string;
  /** Origins the image optimiser (/_next/image) may fetch remote images from. */
  assetHosts: string[];
  /** Origins preview audio may come from besides the site (CSP media-src; Ochre's media host). */
  mediaHosts: string[];
  /** Origins embedded players may be framed from (CSP frame-src). */
  frameHosts: string[];
  /** CSP violation reports one client may send per window before they are dropped. */
  cspReportRateLimit: { limit: number; windowMs: number };
  /** Memory for generated and transformed media, in MiB. */
  mediaCacheMb: number;
  /** Folder of transformed images kept across restarts; null when IMAGE_CACHE_MB is 0. */
  imageCacheDir: string | null;
  /** Disk for transformed images, in MiB. */
  imageCacheMb: number;
  /** Image transforms running at once; more wait in line, up to imageTransformQueue. */
  imageTransformConcurrency: number;
  imageTransformQueue: number;
  /** Pages whose first images are made in the background after start (MEDIA_WARM_PATHS); none → off. */
  mediaWarmPaths: string[];
  /** Memory for the page cache, in MiB; 0 turns it off (decision 0015). */
  pageCacheMb: number;
  /** A cached page is fresh this long, then served stale (and re-rendered) for the stale window. */
  pageCacheTtlSeconds: number;
  pageCacheStaleSeconds: number;
  /** Shared caches in front (CDN, balancer) may keep a stored page this long; 0: they may not (decision 0030). */
  pageCacheSharedMaxAgeSeconds: number;
  /** …and serve it this long past that while they revalidate it. */
  pageCacheSharedStaleSeconds: number;
  /** Brotli quality of stored pages (1–11): compressed once per fill. */
  pageCacheBrotliQuality: number;
  /** The CDN in front, purged by tag after an edit (decision 0094); null: none, or none to purge. */
  cdn: CdnSettings | null;
  /** Redis shared by the replicas (page cache and its revalidation broadcast); null: each replica alone. */
  redisUrl: string | null;
  /**
   * Redis for what a visitor sent and must not lose: the embedded store's carts and the contact
   * queue. It must never evict (decision 0047); DURABLE_REDIS_URL, else REDIS_URL; null: neither.
   */
  durableRedisUrl: string | null;
  /**
   * With a Front token, contact messages wait for Front in this Redis (a BullMQ queue shared by the
   * replicas, decision 0047) instead of the SQLite outbox; null (no Redis) → the outbox.
   */
  contactQueue: { redisUrl: string; stalledMs: number } | null;
  /** The secret of preview links (/api/preview?secret=…); null → preview mode is off. */
  previewSecret: string | null;
  /** Key signing the preview cookie; null → derived from previewSecret. */
  previewCookieSecret: string | null;
  /** How long a preview session lasts. */
  previewMaxAgeSeconds: number;
  /**
   * Origins that may frame pages in preview (the CMS's preview pane; CSP frame-ancestors, decision
   * 0096); empty: no page is ever framed. Public pages never are, whatever this holds.
   */
  previewFrameOrigins: string[];
  /** Bearer secret of the CMS's revalidation webhook (POST /api/revalidate); null → webhook off. */
  revalidateSecret: string | null;
  /** How often one replica reads Directus's activity log for changes no Flow reported; 0: never. */
  cmsCatchUpSeconds: number;
  /** Bearer token of GET /metrics; null: the public listener has no /metrics (decisions 0046, 0081). */
  metricsToken: string | null;
  /** A listener of their own for the metrics (METRICS_PORT, on METRICS_HOST: loopback); null: none. */
  metricsListener: { host: string; port: number } | null;
  /** SQLite file of the embedded support inbox (contact messages). */
  inboxFile: string;
  /** Concert events from Bandsintown; null (no BANDSINTOWN_APP_ID) → the embedded twin (decision 0012). */
  bandsintown: { appId: string; apiUrl: string } | null;
  /** Video playlists from the YouTube Data API; null (no YOUTUBE_API_KEY) → the embedded twin. */
  youtube: { apiKey: string; apiUrl: string } | null;
  /** Job listings from BambooHR; null (no BAMBOOHR_API_KEY) → the embedded twin. */
  bambooHr: { apiKey: string; apiUrl: string } | null;
  /** Budget of one call to Bandsintown, YouTube or BambooHR, its one retry included. */
  serviceTimeoutMs: number;
  /** The circuit breaker of each outside source: content, concerts, videos, jobs (decision 0025). */
  sourceBreaker: BreakerSettings;
  /** Locale of addresses without a prefix (decides their price currency). */
  defaultLocale: 'us' | 'gb' | 'eu';
  /** Origin of the e-mail sign-up forms service (ActiveCampaign); null → the embedded twin. */
  emailFormsUrl: string | null;
  /** Sign-ups one client may post to the embedded twin per window. */
  signupRateLimit: { limit: number; windowMs: number };
  /** Contact messages go to Front through the durable outbox; null (no FRONT_API_TOKEN) → the embedded inbox. */
  front: FrontSettings | null;
  /** Contact messages one client may send per window (POST /api/front/send-message). */
  contactRateLimit: { limit: number; windowMs: number };
  /** Support messages one recipient address may be sent per window, whichever clients send them. */
  contactRecipientRateLimit: { limit: number; windowMs: number };
  /** The two store departments of the contact form and their notices (spec 001 §2). */
  contactStores: ContactStores;
  /** Where the browser asks for cookie consent (spec 001 §7); null → the site's embedded twin. */
  analyticsHost: string | null;
  /** The tag manager the consent update goes to; null (no TAG_MANAGER_ID) → none at all. */
  tagManager: { id: string; url: string } | null;
  /** The real store (its cart API and checkout, no trailing slash); null (no STORE_URL) → the embedded store at /store. */
  storeUrl: string | null;
  /** SQLite file of the embedded store's carts. */
  storeCartsFile: string;
  /** New embedded-store carts one client may create per window (a cart is made by the first add). */
  cartCreationRateLimit: { limit: number; windowMs: number };
  /** Ochre's retail API and client credentials; null (no OCHRE_CLIENT_ID) → the embedded catalogue and previews. */
  ochre: OchreSettings | null;
}

export interface OchreSettings {
  retailApiUrl: string;
  /** The OAuth token endpoint (client-credentials grant). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Where the label's Directus is and how the site's service account signs in. */
export interface DirectusSettings {
  url: string;
  /** A static token, or an e-mail and password to log in with (the token wins when both are set). */
  credentials: { token: string } | { email: string; password: string };
  /** Budget of one call to Directus. */
  timeoutMs: number;
}

/** An outside service's key or app id: empty means unset (the embedded twin); no spaces or line breaks. */
const serviceKey = Joi.string()
  .allow('')
  .pattern(/^[\x21-\x7e]{1,500}$/, 'printable characters without spaces');
/** An outside service's base address, a path allowed (BambooHR's gateway.php). */
const serviceAddress = Joi.string()
  .uri({ scheme: ['https', 'http'] })
  .pattern(/^[^?#]*$/, 'an address without a query or fragment');

/** The contact form's store notices: a department name, an https link, a support address. */
const storeName = Joi.string().trim().min(1).max(100);
const storeUrl = Joi.string().uri({ scheme: ['https', 'http'] });
const storeEmail = Joi.string().email({ tlds: { allow: false } });

/** A shared secret: empty means unset; long enough not to be guessed, no spaces or line breaks. */
const sharedSecret = (minLength: number) =>
  Joi.string()
    .allow('')
    .min(minLength)
    .max(512)
    .pattern(/^[\x21-\x7e]+$/, 'printable characters without spaces');

/**
 * A comma-separated list of http(s) origins, strictly: a host name (letters, digits, dots and
 * hyphens) or a bracketed IPv6 address, an optional port, nothing else. It goes into a CSP directive
 * that opens a door (frame-ancestors): no wildcard, path, quote or separator may slip through.
 */
const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])`;
const origin = (firstLabel: string) => String.raw`\s*https?://${firstLabel}${HOST}(?::\d{1,5})?/?\s*`;
const listOf = (item: string) =>
  Joi.string()
    .allow('')
    .pattern(new RegExp(`^${item}(?:,${item})*$`, 'i'), 'a comma-separated list of http(s) origins');
const strictOriginList = listOf(origin(''));

/**
 * The CSP's source lists of MEDIA_HOSTS and FRAME_HOSTS: as strict, with a wildcard allowed
 * for a host's first label (`https://*.cdn.example`), as CSP reads it; empty means none. A
 * separator, quote or path would change the policy these are written into.
 */
const originList = listOf(origin(String.raw`(?:\*\.)?`));

/** The video and audio players the label's pages embed by default (FRAME_HOSTS). */
export const DEFAULT_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://player.twitch.tv',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
  'https://bandcamp.com',
];

/** A whole number within bounds, with its default: most settings are counts, sizes or durations. */
function wholeNumber(min: number, max: number, fallback: number) {
  return Joi.number().integer().min(min).max(max).default(fallback);
}

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('production'),
  HOST: Joi.string().hostname().default('0.0.0.0'),
  PORT: wholeNumber(0, 65535, 3000),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .pattern(/[^/]$/, 'an origin without a trailing slash'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 120_000, 10_000),
  SHUTDOWN_DELAY_MS: wholeNumber(0, 60_000, 0),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1_000, 120_000, 10_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000, 30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 600_000, 65_000),
  RENDER_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
  CLIENT_HYDRATION: Joi.string().valid('document', 'islands').default('islands'),
  HSTS_MAX_AGE_SECONDS: wholeNumber(0, 63_072_000, 31_536_000),
  SERVE_SOURCE_MAPS: Joi.boolean().truthy('1').falsy('0').falsy(''),
  BODY_LIMIT: Joi.string()
    .pattern(/^\d+(b|kb|mb)$/i, 'a size such as 100kb')
    .default('100kb'),
  CONTENT_SOURCE: Joi.string().valid('embedded', 'directus').default('embedded'),
  DIRECTUS_URL: serviceAddress.pattern(/[^/]$/, 'an address without a trailing slash'),
  DIRECTUS_TOKEN: serviceKey,
  DIRECTUS_EMAIL: Joi.string()
    .allow('')
    .email({ tlds: { allow: false } }),
  DIRECTUS_PASSWORD: Joi.string().allow('').max(500),
  DIRECTUS_TIMEOUT_MS: wholeNumber(100, 60_000, 5_000),
  CONTENT_DIR: Joi.string().default('content'),
  // The image optimiser fetches from exactly these origins: no wildcard.
  ASSET_HOSTS: strictOriginList.default(''),
  MEDIA_HOSTS: originList.default(''),
  FRAME_HOSTS: originList.default(DEFAULT_FRAME_HOSTS.join(',')),
  CSP_REPORT_RATE_LIMIT: wholeNumber(1, 10_000, 20),
  CSP_REPORT_RATE_WINDOW_MS: wholeNumber(1_000, 86_400_000, 60_000),
  MEDIA_CACHE_MB: wholeNumber(1, 4096, 64),
  IMAGE_CACHE_DIR: Joi.string().max(1000),
  IMAGE_CACHE_MB: wholeNumber(0, 1_048_576, 512),
  IMAGE_TRANSFORM_CONCURRENCY: wholeNumber(1, 64, 1),
  IMAGE_TRANSFORM_QUEUE: wholeNumber(0, 10_000, 100),
  MEDIA_WARM_PATHS: Joi.string()
    .allow('')
    .max(2000)
    .pattern(/^\s*(\/(?![/\\])[^\s,]*\s*(,\s*\/(?![/\\])[^\s,]*\s*)*)?$/, 'a comma-separated list of site paths, each starting with one /')
    .default('/'),
  PAGE_CACHE_MB: wholeNumber(0, 4096, 32),
  PAGE_CACHE_TTL_SECONDS: wholeNumber(1, 86_400, 60),
  PAGE_CACHE_STALE_SECONDS: wholeNumber(0, 604_800, 600),
  PAGE_CACHE_SHARED_MAX_AGE_SECONDS: wholeNumber(0, 86_400, 0),
  PAGE_CACHE_SHARED_STALE_SECONDS: wholeNumber(0, 604_800, 0),
  PAGE_CACHE_BROTLI_QUALITY: wholeNumber(1, 11, 11),
  CDN_KIND: Joi.string().valid('fastly', 'cloudflare'),
  CDN_API_URL: serviceAddress.pattern(/[^/]$/, 'an address without a trailing slash'),
  CDN_SERVICE: Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}$/, 'a service or zone id'),
  CDN_API_TOKEN: Joi.string().pattern(/^[\x21-\x7e]{1,4000}$/, 'printable characters without spaces'),
  CDN_TIMEOUT_MS: wholeNumber(100, 60_000, 5_000),
  // Empty means unset: one replica, nothing outside (decision 0037).
  REDIS_URL: Joi.string()
    .allow('')
    .uri({ scheme: ['redis', 'rediss'] }),
  // Carts and the contact queue want a Redis that never evicts (decision 0047); empty means REDIS_URL's.
  DURABLE_REDIS_URL: Joi.string()
    .allow('')
    .uri({ scheme: ['redis', 'rediss'] }),
  CONTACT_QUEUE_STALLED_MS: wholeNumber(1_000, 600_000, 30_000),
  PREVIEW_SECRET: sharedSecret(16),
  PREVIEW_COOKIE_SECRET: sharedSecret(32),
  PREVIEW_MAX_AGE_SECONDS: wholeNumber(60, 604_800, 3_600),
  // Unset: Directus's origin with CONTENT_SOURCE=directus; empty: none (decision 0096).
  PREVIEW_FRAME_ORIGINS: strictOriginList,
  REVALIDATE_SECRET: sharedSecret(16),
  // 0 turns the catch-up from Directus's activity log off (decision 0095).
  CMS_CATCH_UP_SECONDS: wholeNumber(0, 3_600, 5),
  METRICS_TOKEN: sharedSecret(16),
  // Empty means unset: no metrics listener.
  METRICS_PORT: Joi.number().integer().min(0).max(65535).empty(''),
  METRICS_HOST: Joi.string().hostname().default('127.0.0.1'),
  INBOX_FILE: Joi.string().max(1000).default('data/inbox.sqlite'),
  BANDSINTOWN_APP_ID: serviceKey,
  BANDSINTOWN_API_URL: serviceAddress.default('https://rest.bandsintown.com'),
  YOUTUBE_API_KEY: serviceKey,
  YOUTUBE_API_URL: serviceAddress.default('https://www.googleapis.com'),
  BAMBOOHR_API_KEY: serviceKey,
  BAMBOOHR_API_URL: serviceAddress.default('https://api.bamboohr.com/api/gateway.php'),
  SERVICE_TIMEOUT_MS: wholeNumber(100, 60_000, 5_000),
  SOURCE_BREAKER_FAILURES: wholeNumber(1, 100, 3),
  SOURCE_BREAKER_OPEN_MS: wholeNumber(100, 600_000, 5_000),
  SOURCE_BREAKER_MAX_OPEN_MS: wholeNumber(100, 3_600_000, 60_000),
  DEFAULT_LOCALE: Joi.string().valid('us', 'gb', 'eu').default('gb'),
  EMAIL_FORMS_URL: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .pattern(/[^/]$/, 'an origin without a trailing slash'),
  SIGNUP_RATE_LIMIT: wholeNumber(1, 10_000, 5),
  SIGNUP_RATE_WINDOW_MS: wholeNumber(1_000, 86_400_000, 3_600_000),
  ANALYTICS_HOST: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .pattern(/^[^?#]*[^/?#]$/, 'an address without a trailing slash, query or fragment'),
  TAG_MANAGER_ID: Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}$/, 'a tag id such as G-ABC123'),
  TAG_MANAGER_URL: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .default(DEFAULT_TAG_MANAGER_URL),
  FRONT_API_TOKEN: Joi.string()
    .allow('')
    .pattern(/^[\x21-\x7e]{1,4000}$/, 'printable characters without spaces'),
  FRONT_API_URL: serviceAddress.default('https://api2.frontapp.com'),
  FRONT_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
  FRONT_POLL_INTERVAL_MS: wholeNumber(50, 600_000, 5_000),
  FRONT_RETRY_BASE_MS: wholeNumber(10, 600_000, 5_000),
  FRONT_RETRY_MAX_MS: wholeNumber(10, 86_400_000, 900_000),
  CONTACT_RATE_LIMIT: wholeNumber(1, 10_000, 5),
  CONTACT_RATE_WINDOW_MS: wholeNumber(1_000, 86_400_000, 900_000),
  CONTACT_RECIPIENT_RATE_LIMIT: wholeNumber(1, 10_000, 5),
  CONTACT_RECIPIENT_RATE_WINDOW_MS: wholeNumber(1_000, 86_400_000, 3_600_000),
  MUSIC_STORE_NAME: storeName.default('Lumen Tide Music Store'),
  MUSIC_STORE_URL: storeUrl.default('https://music.lumentide.example'),
  MUSIC_STORE_SUPPORT_EMAIL: storeEmail.default('support@music.lumentide.example'),
  MERCH_STORE_NAME: storeName.default('Lumen Tide Store'),
  MERCH_STORE_URL: storeUrl.default('https://store.lumentide.example'),
  MERCH_STORE_SUPPORT_EMAIL: storeEmail.default('support@store.lumentide.example'),
  STORE_URL: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .pattern(/^[^?#]*[^/?#]$/, 'an address without a trailing slash, query or fragment'),
  STORE_CARTS_FILE: Joi.string().max(1000),
  CART_CREATION_RATE_LIMIT: wholeNumber(1, 100_000, 20),
  CART_CREATION_RATE_WINDOW_MS: wholeNumber(1_000, 86_400_000, 3_600_000),
  RETAIL_API_URL: serviceAddress,
  OCHRE_AUTH_URL: serviceAddress,
  OCHRE_CLIENT_ID: serviceKey,
  OCHRE_CLIENT_SECRET: serviceKey,
})
  // Unrelated variables (PATH, HOME, ...) are the environment's business, not ours.
  .unknown(true)
  // Messages never repeat the value: a mistyped secret must not reach the logs.
  .prefs({
    errors: { wrap: { label: false } },
    messages: { 'string.pattern.name': '{{#label}} must be {{#name}}' },
  });

/** Names of the variables the schema knows, for the README check and the start-up log. */
export const configVariables: readonly string[] = Object.keys(schema.describe().keys ?? {});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; throws ConfigError with one line naming the variable and the rule. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { abortEarly: true, convert: true });
  if (error) {
    const detail = error.details[0];
    const variable = String(detail?.path[0] ?? 'environment');
    const rule = (detail?.message ?? 'is invalid').replace(/^\S+ /, '');
    throw new ConfigError(`Invalid environment variable ${variable}: ${rule}`);
  }
  return {
    nodeEnv: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    publicUrlDefaulted: value.PUBLIC_URL === undefined,
    logLevel: value.LOG_LEVEL,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: value.SHUTDOWN_DELAY_MS,
    http: httpTimeouts(value),
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    clientHydration: value.CLIENT_HYDRATION,
    hstsMaxAgeSeconds: value.HSTS_MAX_AGE_SECONDS,
    serveSourceMaps: value.SERVE_SOURCE_MAPS ?? value.NODE_ENV !== 'production',
    bodyLimit: value.BODY_LIMIT,
    contentSource: value.CONTENT_SOURCE,
    directus: value.CONTENT_SOURCE === 'directus' ? directusSettings(value) : null,
    contentDir: value.CONTENT_DIR,
    assetHosts: origins(value.ASSET_HOSTS, 'ASSET_HOSTS'),
    mediaHosts: origins(value.MEDIA_HOSTS, 'MEDIA_HOSTS'),
    frameHosts: origins(value.FRAME_HOSTS, 'FRAME_HOSTS'),
    cspReportRateLimit: { limit: value.CSP_REPORT_RATE_LIMIT, windowMs: value.CSP_REPORT_RATE_WINDOW_MS },
    mediaCacheMb: value.MEDIA_CACHE_MB,
    // Beside the support inbox by default (data/image-cache): the data folder operators keep.
    imageCacheDir: value.IMAGE_CACHE_MB > 0 ? (value.IMAGE_CACHE_DIR ?? path.join(path.dirname(value.INBOX_FILE), 'image-cache')) : null,
    imageCacheMb: value.IMAGE_CACHE_MB,
    imageTransformConcurrency: value.IMAGE_TRANSFORM_CONCURRENCY,
    imageTransformQueue: value.IMAGE_TRANSFORM_QUEUE,
    mediaWarmPaths: [
      ...new Set(
        (value.MEDIA_WARM_PATHS as string)
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    ],
    pageCacheMb: value.PAGE_CACHE_MB,
    pageCacheTtlSeconds: value.PAGE_CACHE_TTL_SECONDS,
    pageCacheStaleSeconds: value.PAGE_CACHE_STALE_SECONDS,
    pageCacheSharedMaxAgeSeconds: value.PAGE_CACHE_SHARED_MAX_AGE_SECONDS,
    cdn: value.CDN_KIND ? cdnSettings(value) : null,
    pageCacheSharedStaleSeconds: value.PAGE_CACHE_SHARED_STALE_SECONDS,
    pageCacheBrotliQuality: value.PAGE_CACHE_BROTLI_QUALITY,
    redisUrl: value.REDIS_URL || null,
    durableRedisUrl: value.DURABLE_REDIS_URL || value.REDIS_URL || null,
    contactQueue:
      value.DURABLE_REDIS_URL || value.REDIS_URL
        ? { redisUrl: value.DURABLE_REDIS_URL || value.REDIS_URL, stalledMs: value.CONTACT_QUEUE_STALLED_MS }
        : null,
    previewSecret: value.PREVIEW_SECRET || null,
    previewCookieSecret: value.PREVIEW_COOKIE_SECRET || null,
    previewMaxAgeSeconds: value.PREVIEW_MAX_AGE_SECONDS,
    previewFrameOrigins: previewFrameOrigins(value),
    revalidateSecret: value.REVALIDATE_SECRET || null,
    cmsCatchUpSeconds: value.CMS_CATCH_UP_SECONDS,
    metricsToken: value.METRICS_TOKEN || null,
    metricsListener: metricsListener(value),
    inboxFile: value.INBOX_FILE,
    bandsintown: value.BANDSINTOWN_APP_ID ? { appId: value.BANDSINTOWN_APP_ID, apiUrl: value.BANDSINTOWN_API_URL } : null,
    youtube: value.YOUTUBE_API_KEY ? { apiKey: value.YOUTUBE_API_KEY, apiUrl: value.YOUTUBE_API_URL } : null,
    bambooHr: value.BAMBOOHR_API_KEY ? { apiKey: value.BAMBOOHR_API_KEY, apiUrl: value.BAMBOOHR_API_URL } : null,
    serviceTimeoutMs: value.SERVICE_TIMEOUT_MS,
    sourceBreaker: breakerSettings(value),
    defaultLocale: value.DEFAULT_LOCALE,
    emailFormsUrl: value.EMAIL_FORMS_URL ?? null,
    signupRateLimit: { limit: value.SIGNUP_RATE_LIMIT, windowMs: value.SIGNUP_RATE_WINDOW_MS },
    front: value.FRONT_API_TOKEN
      ? {
          apiToken: value.FRONT_API_TOKEN,
          apiUrl: value.FRONT_API_URL,
          timeoutMs: value.FRONT_TIMEOUT_MS,
          pollIntervalMs: value.FRONT_POLL_INTERVAL_MS,
          retryBaseMs: value.FRONT_RETRY_BASE_MS,
          retryMaxMs: value.FRONT_RETRY_MAX_MS,
        }
      : null,
    contactRateLimit: { limit: value.CONTACT_RATE_LIMIT, windowMs: value.CONTACT_RATE_WINDOW_MS },
    contactRecipientRateLimit: { limit: value.CONTACT_RECIPIENT_RATE_LIMIT, windowMs: value.CONTACT_RECIPIENT_RATE_WINDOW_MS },
    contactStores: {
      music: { name: value.MUSIC_STORE_NAME, url: value.MUSIC_STORE_URL, supportEmail: value.MUSIC_STORE_SUPPORT_EMAIL },
      merch: { name: value.MERCH_STORE_NAME, url: value.MERCH_STORE_URL, supportEmail: value.MERCH_STORE_SUPPORT_EMAIL },
    },
    analyticsHost: value.ANALYTICS_HOST ?? null,
    tagManager: value.TAG_MANAGER_ID ? { id: value.TAG_MANAGER_ID, url: value.TAG_MANAGER_URL } : null,
    storeUrl: value.STORE_URL ?? null,
    // Beside the support inbox by default (data/store.sqlite): one data folder for operators to keep.
    storeCartsFile: value.STORE_CARTS_FILE ?? path.join(path.dirname(value.INBOX_FILE), 'store.sqlite'),
    cartCreationRateLimit: { limit: value.CART_CREATION_RATE_LIMIT, windowMs: value.CART_CREATION_RATE_WINDOW_MS },
    ochre: ochreSettings(value),
  };
}

/** The open interval grows from the first to the longest: the longest cannot be the shorter. */
function breakerSettings(value: Record<string, number>): BreakerSettings {
  if (value.SOURCE_BREAKER_MAX_OPEN_MS! < value.SOURCE_BREAKER_OPEN_MS!) {
    throw new ConfigError('Invalid environment variable SOURCE_BREAKER_MAX_OPEN_MS: must be at least SOURCE_BREAKER_OPEN_MS');
  }
  return { failures: value.SOURCE_BREAKER_FAILURES!, openMs: value.SOURCE_BREAKER_OPEN_MS!, maxOpenMs: value.SOURCE_BREAKER_MAX_OPEN_MS! };
}

/** The metrics' own listener, when METRICS_PORT is set; it cannot share the site's port. */
function metricsListener(value: Record<string, string | number | undefined>): Config['metricsListener'] {
  if (value.METRICS_PORT === undefined) return null;
  const port = Number(value.METRICS_PORT);
  if (port !== 0 && port === value.PORT) {
    throw new ConfigError(`Invalid environment variable METRICS_PORT: must differ from PORT (${value.PORT})`);
  }
  return { host: String(value.METRICS_HOST), port };
}

/** The whole request includes its headers, so its deadline cannot be the shorter one. */
function httpTimeouts(value: Record<string, number>): HttpTimeouts {
  if (value.HTTP_REQUEST_TIMEOUT_MS! < value.HTTP_HEADERS_TIMEOUT_MS!) {
    throw new ConfigError('Invalid environment variable HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS');
  }
  return {
    headersTimeoutMs: value.HTTP_HEADERS_TIMEOUT_MS!,
    requestTimeoutMs: value.HTTP_REQUEST_TIMEOUT_MS!,
    keepAliveTimeoutMs: value.HTTP_KEEP_ALIVE_TIMEOUT_MS!,
  };
}

/** Ochre is on when its client id and secret are set; the retail API's address must come with them. */
function ochreSettings(value: Record<string, string | undefined>): OchreSettings | null {
  const { OCHRE_CLIENT_ID: clientId, OCHRE_CLIENT_SECRET: clientSecret, RETAIL_API_URL: retailApiUrl, OCHRE_AUTH_URL: authUrl } = value;
  if (!clientId && !clientSecret) return null;
  if (!clientSecret) throw new ConfigError('Invalid environment variable OCHRE_CLIENT_SECRET: is required with OCHRE_CLIENT_ID');
  if (!clientId) throw new ConfigError('Invalid environment variable OCHRE_CLIENT_ID: is required with OCHRE_CLIENT_SECRET');
  if (!retailApiUrl) throw new ConfigError('Invalid environment variable RETAIL_API_URL: is required with OCHRE_CLIENT_ID');
  return {
    retailApiUrl,
    authUrl: authUrl || `${retailApiUrl.replace(/\/+$/, '')}/oauth/token`,
    clientId,
    clientSecret,
  };
}

/** CONTENT_SOURCE=directus needs the address and a static token or an e-mail and password. */
function directusSettings(value: Record<string, string | number | undefined>): DirectusSettings {
  const invalid = (variable: string, rule: string) => new ConfigError(`Invalid environment variable ${variable}: ${rule}`);
  if (!value.DIRECTUS_URL) throw invalid('DIRECTUS_URL', 'is required when CONTENT_SOURCE is directus');
  const token = value.DIRECTUS_TOKEN ? String(value.DIRECTUS_TOKEN) : '';
  const email = value.DIRECTUS_EMAIL ? String(value.DIRECTUS_EMAIL) : '';
  const password = value.DIRECTUS_PASSWORD ? String(value.DIRECTUS_PASSWORD) : '';
  if (!token && !email && !password) {
    throw invalid('DIRECTUS_TOKEN', 'is required when CONTENT_SOURCE is directus, unless DIRECTUS_EMAIL and DIRECTUS_PASSWORD are set');
  }
  if (!token && !email) throw invalid('DIRECTUS_EMAIL', 'is required with DIRECTUS_PASSWORD');
  if (!token && !password) throw invalid('DIRECTUS_PASSWORD', 'is required with DIRECTUS_EMAIL');
  // A call that outlasts the render's data budget ends after the page was given up as "still loading"
  // (an empty 200): the call must fail first, so the page is answered as unavailable (decision 0025).
  if (Number(value.DIRECTUS_TIMEOUT_MS) >= Number(value.RENDER_TIMEOUT_MS)) {
    throw invalid('DIRECTUS_TIMEOUT_MS', `must be less than RENDER_TIMEOUT_MS (${value.RENDER_TIMEOUT_MS})`);
  }
  return {
    url: String(value.DIRECTUS_URL),
    credentials: token ? { token } : { email, password },
    timeoutMs: Number(value.DIRECTUS_TIMEOUT_MS),
  };
}

/**
 * Who may frame preview pages: PREVIEW_FRAME_ORIGINS as given (empty: nobody), else the origin of the
 * label's Directus when content comes from it, whose item pages show the preview pane. Only with
 * preview on: without PREVIEW_SECRET nothing is ever framed, and a list given anyway is a mistake.
 */
function previewFrameOrigins(value: Record<string, string | number | undefined>): string[] {
  const given = value.PREVIEW_FRAME_ORIGINS;
  if (!value.PREVIEW_SECRET) {
    if (given) {
      throw new ConfigError('Invalid environment variable PREVIEW_FRAME_ORIGINS: needs PREVIEW_SECRET (only preview pages may be framed)');
    }
    return [];
  }
  if (given !== undefined) return [...new Set(origins(String(given), 'PREVIEW_FRAME_ORIGINS'))];
  return value.CONTENT_SOURCE === 'directus' && value.DIRECTUS_URL ? [new URL(String(value.DIRECTUS_URL)).origin] : [];
}

/** The CDN's API: all of kind, service and token; and only where stored pages may be kept by it. */
function cdnSettings(value: Record<string, string | number | undefined>): CdnSettings {
  const invalid = (variable: string, rule: string) => new ConfigError(`Invalid environment variable ${variable}: ${rule}`);
  if (!value.CDN_SERVICE) throw invalid('CDN_SERVICE', 'is required with CDN_KIND');
  if (!value.CDN_API_TOKEN) throw invalid('CDN_API_TOKEN', 'is required with CDN_KIND');
  if (Number(value.PAGE_CACHE_SHARED_MAX_AGE_SECONDS) <= 0) {
    throw invalid('CDN_KIND', 'needs PAGE_CACHE_SHARED_MAX_AGE_SECONDS above 0 (otherwise no CDN may keep a page)');
  }
  const kind = value.CDN_KIND as CdnSettings['kind'];
  return {
    kind,
    apiUrl: value.CDN_API_URL ? String(value.CDN_API_URL) : CDN_API_URLS[kind],
    service: String(value.CDN_SERVICE),
    token: String(value.CDN_API_TOKEN),
    timeoutMs: Number(value.CDN_TIMEOUT_MS),
  };
}

const CDN_API_URLS: Record<CdnSettings['kind'], string> = {
  fastly: 'https://api.fastly.com',
  cloudflare: 'https://api.cloudflare.com/client/v4',
};

/** The origins of a list variable; the pattern lets through a few strings URL still rejects. */
function origins(list: string, variable: string): string[] {
  return list
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => {
      try {
        return new URL(host).origin;
      } catch {
        throw new ConfigError(`Invalid environment variable ${variable}: must be a comma-separated list of http(s) origins`);
      }
    });
}
