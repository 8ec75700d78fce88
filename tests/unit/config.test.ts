import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configVariables, ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('runs on the embedded default with no variables at all', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxyHops: 0,
      shutdownTimeoutMs: 10_000,
      shutdownDelayMs: 0,
      renderTimeoutMs: 10_000,
      hstsMaxAgeSeconds: 31_536_000,
      bodyLimit: '100kb',
      contentSource: 'embedded',
      contentDir: 'content',
      assetHosts: [],
      mediaCacheMb: 64,
      pageCacheMb: 32,
      pageCacheTtlSeconds: 60,
      pageCacheStaleSeconds: 600,
      previewSecret: null,
      previewCookieSecret: null,
      previewMaxAgeSeconds: 3_600,
      revalidateSecret: null,
      inboxFile: 'data/inbox.sqlite',
      bandsintown: null,
      youtube: null,
      bambooHr: null,
      serviceTimeoutMs: 5_000,
      defaultLocale: 'gb',
      emailFormsUrl: null,
      analyticsHost: null,
      tagManager: null,
      front: null,
      contactRateLimit: { limit: 5, windowMs: 900_000 },
      contactStores: {
        music: { name: 'Lumen Tide Music Store', url: 'https://music.lumentide.example', supportEmail: 'support@music.lumentide.example' },
        merch: { name: 'Lumen Tide Store', url: 'https://store.lumentide.example', supportEmail: 'support@store.lumentide.example' },
      },
    });
  });

  it('reads and converts the variables it is given', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY_HOPS: '1', PUBLIC_URL: 'https://label.example' });
    expect(config.port).toBe(8080);
    expect(config.trustProxyHops).toBe(1);
    expect(config.publicUrl).toBe('https://label.example');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: must be a number'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: must be less than or equal to 65535'],
    [{ NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV: must be one of [development, production, test]'],
    [{ TRUST_PROXY_HOPS: 'true' }, 'Invalid environment variable TRUST_PROXY_HOPS: must be a number'],
    [{ PUBLIC_URL: 'https://label.example/' }, 'Invalid environment variable PUBLIC_URL: must be an origin without a trailing slash'],
    [{ BODY_LIMIT: 'huge' }, 'Invalid environment variable BODY_LIMIT: must be a size such as 100kb'],
    [{ CONTENT_SOURCE: 'wordpress' }, 'Invalid environment variable CONTENT_SOURCE: must be [embedded]'],
    [{ PREVIEW_SECRET: 'short' }, 'Invalid environment variable PREVIEW_SECRET: length must be at least 16 characters long'],
    [{ REVALIDATE_SECRET: 'has a space in it, long enough' }, 'Invalid environment variable REVALIDATE_SECRET: must be printable characters without spaces'],
    [{ PAGE_CACHE_TTL_SECONDS: '0' }, 'Invalid environment variable PAGE_CACHE_TTL_SECONDS: must be greater than or equal to 1'],
    [{ ANALYTICS_HOST: 'https://analytics.example/' }, 'Invalid environment variable ANALYTICS_HOST: must be an address without a trailing slash, query or fragment'],
    [{ ANALYTICS_HOST: 'ftp://analytics.example' }, 'Invalid environment variable ANALYTICS_HOST: must be a valid uri with a scheme matching the https|http pattern'],
    [{ TAG_MANAGER_ID: 'G-1 <script>' }, 'Invalid environment variable TAG_MANAGER_ID: must be a tag id such as G-ABC123'],
  ])('rejects %p with one line naming the variable and the rule', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads the analytics host and the tag manager, whose script defaults to Google\'s', () => {
    expect(loadConfig({ ANALYTICS_HOST: 'https://analytics.label.example' }).analyticsHost).toBe('https://analytics.label.example');
    expect(loadConfig({ TAG_MANAGER_ID: 'G-ABC123' }).tagManager).toEqual({ id: 'G-ABC123', url: 'https://www.googletagmanager.com/gtag/js' });
    expect(loadConfig({ TAG_MANAGER_ID: 'G-ABC123', TAG_MANAGER_URL: 'http://127.0.0.1:9000/gtag/js' }).tagManager).toEqual({ id: 'G-ABC123', url: 'http://127.0.0.1:9000/gtag/js' });
    // Without an id there is no tag manager at all, whatever the address.
    expect(loadConfig({ TAG_MANAGER_URL: 'https://tags.example/t.js' }).tagManager).toBeNull();
  });

  it('selects a real outside service only when its key is set, with the service\'s own address by default', () => {
    const config = loadConfig({ BANDSINTOWN_APP_ID: 'label-app', YOUTUBE_API_KEY: 'AIza-key', BAMBOOHR_API_KEY: 'bamboo-key', SERVICE_TIMEOUT_MS: '2500' });
    expect(config.bandsintown).toEqual({ appId: 'label-app', apiUrl: 'https://rest.bandsintown.com' });
    expect(config.youtube).toEqual({ apiKey: 'AIza-key', apiUrl: 'https://www.googleapis.com' });
    expect(config.bambooHr).toEqual({ apiKey: 'bamboo-key', apiUrl: 'https://api.bamboohr.com/api/gateway.php' });
    expect(config.serviceTimeoutMs).toBe(2_500);
    // An address alone, or an empty key, keeps the embedded twin.
    const unset = loadConfig({ BANDSINTOWN_APP_ID: '', YOUTUBE_API_URL: 'http://127.0.0.1:9000', BAMBOOHR_API_KEY: '' });
    expect([unset.bandsintown, unset.youtube, unset.bambooHr]).toEqual([null, null, null]);
    expect(loadConfig({ YOUTUBE_API_KEY: 'k', YOUTUBE_API_URL: 'http://127.0.0.1:9000/' }).youtube?.apiUrl).toBe('http://127.0.0.1:9000/');
  });

  it.each([
    [{ YOUTUBE_API_KEY: 'two words' }, 'Invalid environment variable YOUTUBE_API_KEY: must be printable characters without spaces'],
    [{ BANDSINTOWN_API_URL: 'https://rest.bandsintown.com?app_id=x' }, 'Invalid environment variable BANDSINTOWN_API_URL: must be an address without a query or fragment'],
    [{ BAMBOOHR_API_URL: 'ftp://api.bamboohr.com' }, 'Invalid environment variable BAMBOOHR_API_URL: must be a valid uri with a scheme matching the https|http pattern'],
    [{ SERVICE_TIMEOUT_MS: '10' }, 'Invalid environment variable SERVICE_TIMEOUT_MS: must be greater than or equal to 100'],
  ])('rejects the outside service setting %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('never repeats a rejected key', () => {
    expect(() => loadConfig({ BAMBOOHR_API_KEY: 'bamboo s3cr3t' })).toThrow(/^(?!.*s3cr3t).*$/);
  });

  it('never repeats the rejected value', () => {
    expect(() => loadConfig({ BODY_LIMIT: 's3cr3t-value' })).toThrow(/^(?!.*s3cr3t).*$/);
  });

  it('ignores variables that are not its own', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });

  it('is documented: the README lists every variable', () => {
    const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
    expect(configVariables.length).toBeGreaterThan(10);
    for (const name of configVariables) expect(readme).toContain(`| \`${name}\` |`);
  });
});
