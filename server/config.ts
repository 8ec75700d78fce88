import Joi from 'joi';

/**
 * Every environment variable the server reads, in one schema. The defaults run the whole site on
 * the embedded sources, so `npm start` needs no variable at all. README's configuration table lists
 * the same variables; tests/unit/config.test.ts keeps the two in step.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used for canonical URLs, Open Graph and the sitemap; no trailing slash. */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Number of proxies in front of the app (load balancer = 1). Never `true`: that trusts any sender. */
  trustProxyHops: number;
  /** Longest time in-flight requests get to finish after SIGTERM. */
  shutdownTimeoutMs: number;
  /** Time between readiness turning false and the listener closing, so a load balancer notices. */
  shutdownDelayMs: number;
  /** A render still streaming after this is aborted (the rest is rendered in the browser). */
  renderTimeoutMs: number;
  hstsMaxAgeSeconds: number;
  /** Largest request body accepted by JSON and form endpoints. */
  bodyLimit: string;
  contentSource: 'embedded';
  /** Folder of the embedded content files. */
  contentDir: string;
  /** Origins the image optimiser (/_next/image) may fetch remote images from. */
  assetHosts: string[];
  /** Memory for generated and transformed media, in MiB. */
  mediaCacheMb: number;
  /** SQLite file of the embedded support inbox (contact messages). */
  inboxFile: string;
  /** Locale of addresses without a prefix (decides their price currency). */
  defaultLocale: 'us' | 'gb' | 'eu';
  /** Origin of the e-mail sign-up forms service (ActiveCampaign); null → the embedded twin. */
  emailFormsUrl: string | null;
}

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('production'),
  HOST: Joi.string().hostname().default('0.0.0.0'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .pattern(/[^/]$/, 'an origin without a trailing slash'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  TRUST_PROXY_HOPS: Joi.number().integer().min(0).max(10).default(0),
  SHUTDOWN_TIMEOUT_MS: Joi.number().integer().min(0).max(120_000).default(10_000),
  SHUTDOWN_DELAY_MS: Joi.number().integer().min(0).max(60_000).default(0),
  RENDER_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(10_000),
  HSTS_MAX_AGE_SECONDS: Joi.number().integer().min(0).max(63_072_000).default(31_536_000),
  BODY_LIMIT: Joi.string()
    .pattern(/^\d+(b|kb|mb)$/i, 'a size such as 100kb')
    .default('100kb'),
  CONTENT_SOURCE: Joi.string().valid('embedded').default('embedded'),
  CONTENT_DIR: Joi.string().default('content'),
  ASSET_HOSTS: Joi.string()
    .allow('')
    .pattern(/^\s*https?:\/\/[^\s/,?#@]+\/?\s*(,\s*https?:\/\/[^\s/,?#@]+\/?\s*)*$/i, 'a comma-separated list of http(s) origins')
    .default(''),
  MEDIA_CACHE_MB: Joi.number().integer().min(1).max(4096).default(64),
  INBOX_FILE: Joi.string().max(1000).default('data/inbox.sqlite'),
  DEFAULT_LOCALE: Joi.string().valid('us', 'gb', 'eu').default('gb'),
  EMAIL_FORMS_URL: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .pattern(/[^/]$/, 'an origin without a trailing slash'),
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
    logLevel: value.LOG_LEVEL,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: value.SHUTDOWN_DELAY_MS,
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    hstsMaxAgeSeconds: value.HSTS_MAX_AGE_SECONDS,
    bodyLimit: value.BODY_LIMIT,
    contentSource: value.CONTENT_SOURCE,
    contentDir: value.CONTENT_DIR,
    assetHosts: (value.ASSET_HOSTS as string)
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .map(assetOrigin),
    mediaCacheMb: value.MEDIA_CACHE_MB,
    inboxFile: value.INBOX_FILE,
    defaultLocale: value.DEFAULT_LOCALE,
    emailFormsUrl: value.EMAIL_FORMS_URL ?? null,
  };
}

/** The origin of one ASSET_HOSTS entry; the pattern lets through a few strings URL still rejects. */
function assetOrigin(host: string): string {
  try {
    return new URL(host).origin;
  } catch {
    throw new ConfigError('Invalid environment variable ASSET_HOSTS: must be a comma-separated list of http(s) origins');
  }
}
