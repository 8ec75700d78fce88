import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configVariables, ConfigError, DEFAULT_FRAME_HOSTS, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('runs on the embedded default with no variables at all', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      publicUrlDefaulted: true,
      logLevel: 'info',
      trustProxyHops: 0,
      shutdownTimeoutMs: 10_000,
      shutdownDelayMs: 0,
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 },
      renderTimeoutMs: 10_000,
      clientHydration: 'islands',
      hstsMaxAgeSeconds: 31_536_000,
      bodyLimit: '100kb',
      contentSource: 'embedded',
      directus: null,
      contentDir: 'content',
      assetHosts: [],
      mediaHosts: [],
      frameHosts: DEFAULT_FRAME_HOSTS,
      cspReportRateLimit: { limit: 20, windowMs: 60_000 },
      mediaCacheMb: 64,
      imageCacheDir: 'data/image-cache',
      imageCacheMb: 512,
      imageTransformConcurrency: 1,
      imageTransformQueue: 100,
      mediaWarmPaths: ['/'],
      pageCacheMb: 32,
      pageCacheTtlSeconds: 60,
      pageCacheStaleSeconds: 600,
      pageCacheSharedMaxAgeSeconds: 0,
      cdn: null,
      pageCacheSharedStaleSeconds: 0,
      pageCacheBrotliQuality: 11,
      redisUrl: null,
      durableRedisUrl: null,
      contactQueue: null,
      previewSecret: null,
      previewCookieSecret: null,
      previewMaxAgeSeconds: 3_600,
      previewFrameOrigins: [],
      revalidateSecret: null,
      cmsCatchUpSeconds: 5,
      metricsToken: null,
      metricsListener: null,
      serveSourceMaps: false,
      inboxFile: 'data/inbox.sqlite',
      bandsintown: null,
      youtube: null,
      bambooHr: null,
      serviceTimeoutMs: 5_000,
      sourceBreaker: { failures: 3, openMs: 5_000, maxOpenMs: 60_000 },
      defaultLocale: 'gb',
      emailFormsUrl: null,
      signupRateLimit: { limit: 5, windowMs: 3_600_000 },
      analyticsHost: null,
      tagManager: null,
      storeUrl: null,
      storeCartsFile: 'data/store.sqlite',
      cartCreationRateLimit: { limit: 20, windowMs: 3_600_000 },
      ochre: null,
      front: null,
      contactRateLimit: { limit: 5, windowMs: 900_000 },
      contactRecipientRateLimit: { limit: 5, windowMs: 3_600_000 },
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
    expect(config.publicUrlDefaulted).toBe(false);
  });

  it('serves metrics on a listener of their own only with METRICS_PORT, on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '' }).metricsListener).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsListener).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsListener).toEqual({ host: '0.0.0.0', port: 9464 });
    // Port 0: any free port, as PORT=0 does (the log line says which).
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsListener).toEqual({ host: '127.0.0.1', port: 0 });
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      new ConfigError('Invalid environment variable METRICS_PORT: must differ from PORT (8080)'),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: must be a number'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: must be less than or equal to 65535'],
    [{ NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV: must be one of [development, production, test]'],
    [{ TRUST_PROXY_HOPS: 'true' }, 'Invalid environment variable TRUST_PROXY_HOPS: must be a number'],
    [{ PUBLIC_URL: 'https://label.example/' }, 'Invalid environment variable PUBLIC_URL: must be an origin without a trailing slash'],
    [{ BODY_LIMIT: 'huge' }, 'Invalid environment variable BODY_LIMIT: must be a size such as 100kb'],
    [{ CONTENT_SOURCE: 'wordpress' }, 'Invalid environment variable CONTENT_SOURCE: must be one of [embedded, directus]'],
    [{ CLIENT_HYDRATION: 'partial' }, 'Invalid environment variable CLIENT_HYDRATION: must be one of [document, islands]'],
    [{ PREVIEW_SECRET: 'short' }, 'Invalid environment variable PREVIEW_SECRET: length must be at least 16 characters long'],
    [
      { REVALIDATE_SECRET: 'has a space in it, long enough' },
      'Invalid environment variable REVALIDATE_SECRET: must be printable characters without spaces',
    ],
    [{ CMS_CATCH_UP_SECONDS: '0.5' }, 'Invalid environment variable CMS_CATCH_UP_SECONDS: must be an integer'],
    [{ CMS_CATCH_UP_SECONDS: '3601' }, 'Invalid environment variable CMS_CATCH_UP_SECONDS: must be less than or equal to 3600'],
    [{ METRICS_TOKEN: 'short' }, 'Invalid environment variable METRICS_TOKEN: length must be at least 16 characters long'],
    [
      { METRICS_TOKEN: 'has a space in it, long enough' },
      'Invalid environment variable METRICS_TOKEN: must be printable characters without spaces',
    ],
    [{ METRICS_PORT: 'metrics' }, 'Invalid environment variable METRICS_PORT: must be a number'],
    [{ METRICS_PORT: '65536' }, 'Invalid environment variable METRICS_PORT: must be less than or equal to 65535'],
    [{ METRICS_HOST: 'not a host' }, 'Invalid environment variable METRICS_HOST: must be a valid hostname'],
    [{ PAGE_CACHE_TTL_SECONDS: '0' }, 'Invalid environment variable PAGE_CACHE_TTL_SECONDS: must be greater than or equal to 1'],
    [
      { PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '-1' },
      'Invalid environment variable PAGE_CACHE_SHARED_MAX_AGE_SECONDS: must be greater than or equal to 0',
    ],
    [{ PAGE_CACHE_SHARED_STALE_SECONDS: 'soon' }, 'Invalid environment variable PAGE_CACHE_SHARED_STALE_SECONDS: must be a number'],
    [{ PAGE_CACHE_BROTLI_QUALITY: '12' }, 'Invalid environment variable PAGE_CACHE_BROTLI_QUALITY: must be less than or equal to 11'],
    [
      { ANALYTICS_HOST: 'https://analytics.example/' },
      'Invalid environment variable ANALYTICS_HOST: must be an address without a trailing slash, query or fragment',
    ],
    [
      { ANALYTICS_HOST: 'ftp://analytics.example' },
      'Invalid environment variable ANALYTICS_HOST: must be a valid uri with a scheme matching the https|http pattern',
    ],
    [{ TAG_MANAGER_ID: 'G-1 <script>' }, 'Invalid environment variable TAG_MANAGER_ID: must be a tag id such as G-ABC123'],
    [
      { REDIS_URL: 'http://redis:6379' },
      'Invalid environment variable REDIS_URL: must be a valid uri with a scheme matching the redis|rediss pattern',
    ],
  ])('rejects %p with one line naming the variable and the rule', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads the source circuit breakers, whose longest open interval is never the shorter', () => {
    expect(
      loadConfig({ SOURCE_BREAKER_FAILURES: '5', SOURCE_BREAKER_OPEN_MS: '2000', SOURCE_BREAKER_MAX_OPEN_MS: '30000' }).sourceBreaker,
    ).toEqual({
      failures: 5,
      openMs: 2_000,
      maxOpenMs: 30_000,
    });
    expect(() => loadConfig({ SOURCE_BREAKER_OPEN_MS: '10000', SOURCE_BREAKER_MAX_OPEN_MS: '5000' })).toThrow(
      new ConfigError('Invalid environment variable SOURCE_BREAKER_MAX_OPEN_MS: must be at least SOURCE_BREAKER_OPEN_MS'),
    );
    expect(() => loadConfig({ SOURCE_BREAKER_FAILURES: '0' })).toThrow(
      'Invalid environment variable SOURCE_BREAKER_FAILURES: must be greater than or equal to 1',
    );
  });

  it('reads the HTTP deadlines, a whole request never shorter than its headers', () => {
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '20000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000' }).http,
    ).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 75_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      new ConfigError('Invalid environment variable HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS'),
    );
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '10' })).toThrow(
      'Invalid environment variable HTTP_HEADERS_TIMEOUT_MS: must be greater than or equal to 1000',
    );
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'long' })).toThrow(
      'Invalid environment variable HTTP_KEEP_ALIVE_TIMEOUT_MS: must be a number',
    );
  });

  it('shares nothing without REDIS_URL, and reads redis:// and rediss:// addresses', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379/0' }).redisUrl).toBe('redis://redis:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380' }).redisUrl).toBe('rediss://:secret@cache.example:6380');
  });

  it('puts contact delivery on a Redis queue when a Redis is set: its own, else REDIS_URL', () => {
    expect(loadConfig({}).contactQueue).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }).contactQueue).toEqual({ redisUrl: 'redis://redis:6379', stalledMs: 30_000 });
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', DURABLE_REDIS_URL: 'redis://queue:6379/0', CONTACT_QUEUE_STALLED_MS: '5000' })
        .contactQueue,
    ).toEqual({
      redisUrl: 'redis://queue:6379/0',
      stalledMs: 5_000,
    });
    expect(loadConfig({ DURABLE_REDIS_URL: 'redis://queue:6379' }).contactQueue?.redisUrl).toBe('redis://queue:6379');
    // The carts go where the queue goes: a Redis that never evicts.
    expect(loadConfig({}).durableRedisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).durableRedisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', DURABLE_REDIS_URL: 'redis://durable:6379' }).durableRedisUrl).toBe(
      'redis://durable:6379',
    );
    expect(() => loadConfig({ DURABLE_REDIS_URL: 'http://queue:6379' })).toThrow(
      new ConfigError(
        'Invalid environment variable DURABLE_REDIS_URL: must be a valid uri with a scheme matching the redis|rediss pattern',
      ),
    );
    expect(() => loadConfig({ CONTACT_QUEUE_STALLED_MS: '500' })).toThrow(
      new ConfigError('Invalid environment variable CONTACT_QUEUE_STALLED_MS: must be greater than or equal to 1000'),
    );
  });

  it("reads the analytics host and the tag manager, whose script defaults to Google's", () => {
    expect(loadConfig({ ANALYTICS_HOST: 'https://analytics.label.example' }).analyticsHost).toBe('https://analytics.label.example');
    expect(loadConfig({ TAG_MANAGER_ID: 'G-ABC123' }).tagManager).toEqual({
      id: 'G-ABC123',
      url: 'https://www.googletagmanager.com/gtag/js',
    });
    expect(loadConfig({ TAG_MANAGER_ID: 'G-ABC123', TAG_MANAGER_URL: 'http://127.0.0.1:9000/gtag/js' }).tagManager).toEqual({
      id: 'G-ABC123',
      url: 'http://127.0.0.1:9000/gtag/js',
    });
    // Without an id there is no tag manager at all, whatever the address.
    expect(loadConfig({ TAG_MANAGER_URL: 'https://tags.example/t.js' }).tagManager).toBeNull();
  });

  it("selects a real outside service only when its key is set, with the service's own address by default", () => {
    const config = loadConfig({
      BANDSINTOWN_APP_ID: 'label-app',
      YOUTUBE_API_KEY: 'AIza-key',
      BAMBOOHR_API_KEY: 'bamboo-key',
      SERVICE_TIMEOUT_MS: '2500',
    });
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
    [
      { BANDSINTOWN_API_URL: 'https://rest.bandsintown.com?app_id=x' },
      'Invalid environment variable BANDSINTOWN_API_URL: must be an address without a query or fragment',
    ],
    [
      { BAMBOOHR_API_URL: 'ftp://api.bamboohr.com' },
      'Invalid environment variable BAMBOOHR_API_URL: must be a valid uri with a scheme matching the https|http pattern',
    ],
    [{ SERVICE_TIMEOUT_MS: '10' }, 'Invalid environment variable SERVICE_TIMEOUT_MS: must be greater than or equal to 100'],
  ])('rejects the outside service setting %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it("selects Directus with its address and a static token or the service account's e-mail and password", () => {
    const withLogin = loadConfig({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_EMAIL: 'site@label.example',
      DIRECTUS_PASSWORD: 'a long password',
    });
    expect(withLogin.directus).toEqual({
      url: 'http://127.0.0.1:8055',
      credentials: { email: 'site@label.example', password: 'a long password' },
      // Half the render budget: a frozen Directus fails the call before the render gives up (decision 0025).
      timeoutMs: 5_000,
    });
    const withToken = loadConfig({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'https://cms.label.example',
      DIRECTUS_TOKEN: 'static-token',
      DIRECTUS_TIMEOUT_MS: '2500',
    });
    expect(withToken.directus).toEqual({ url: 'https://cms.label.example', credentials: { token: 'static-token' }, timeoutMs: 2_500 });
    // Directus variables alone select nothing: the embedded source stays.
    expect(loadConfig({ DIRECTUS_URL: 'https://cms.label.example', DIRECTUS_TOKEN: 'static-token' }).directus).toBeNull();
  });

  it.each([
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_TOKEN: 't' },
      'Invalid environment variable DIRECTUS_URL: is required when CONTENT_SOURCE is directus',
    ],
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'https://cms.label.example' },
      'Invalid environment variable DIRECTUS_TOKEN: is required when CONTENT_SOURCE is directus, unless DIRECTUS_EMAIL and DIRECTUS_PASSWORD are set',
    ],
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'https://cms.label.example', DIRECTUS_EMAIL: 'site@label.example' },
      'Invalid environment variable DIRECTUS_PASSWORD: is required with DIRECTUS_EMAIL',
    ],
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'https://cms.label.example', DIRECTUS_PASSWORD: 'secret' },
      'Invalid environment variable DIRECTUS_EMAIL: is required with DIRECTUS_PASSWORD',
    ],
    [
      { DIRECTUS_URL: 'https://cms.label.example/' },
      'Invalid environment variable DIRECTUS_URL: must be an address without a trailing slash',
    ],
    [{ DIRECTUS_EMAIL: 'not an address' }, 'Invalid environment variable DIRECTUS_EMAIL: must be a valid email'],
    [{ DIRECTUS_TIMEOUT_MS: '50' }, 'Invalid environment variable DIRECTUS_TIMEOUT_MS: must be greater than or equal to 100'],
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'https://cms.label.example', DIRECTUS_TOKEN: 't', DIRECTUS_TIMEOUT_MS: '10000' },
      'Invalid environment variable DIRECTUS_TIMEOUT_MS: must be less than RENDER_TIMEOUT_MS (10000)',
    ],
  ])('rejects the Directus setting %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  describe("the origins that may frame preview pages (the CMS's preview pane)", () => {
    const preview = { PREVIEW_SECRET: 'preview-link-secret-for-tests' };
    const directus = { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'https://cms.label.example', DIRECTUS_TOKEN: 'static-token' };

    it("default to Directus's origin when content comes from Directus, and to none otherwise", () => {
      expect(loadConfig({ ...preview, ...directus }).previewFrameOrigins).toEqual(['https://cms.label.example']);
      expect(loadConfig({ ...preview, ...directus, DIRECTUS_URL: 'http://127.0.0.1:8055/cms' }).previewFrameOrigins).toEqual([
        'http://127.0.0.1:8055',
      ]);
      expect(loadConfig(preview).previewFrameOrigins).toEqual([]);
      // Without preview there is nothing to frame.
      expect(loadConfig(directus).previewFrameOrigins).toEqual([]);
    });

    it('are read as a comma-separated list of origins, and empty turns framing off', () => {
      const list = ' https://cms.label.example , https://CMS-staging.label.example:8443/,http://[::1]:8055';
      expect(loadConfig({ ...preview, PREVIEW_FRAME_ORIGINS: list }).previewFrameOrigins).toEqual([
        'https://cms.label.example',
        'https://cms-staging.label.example:8443',
        'http://[::1]:8055',
      ]);
      expect(loadConfig({ ...preview, ...directus, PREVIEW_FRAME_ORIGINS: '' }).previewFrameOrigins).toEqual([]);
    });

    it.each([
      ['*'],
      ['https://*.label.example'],
      ['https://cms.label.example/admin'],
      ['cms.label.example'],
      ['ftp://cms.label.example'],
      ["https://cms.label.example 'unsafe-inline'"],
      ['https://cms.label.example;script-src'],
      ["'self'"],
      ['https://user@cms.label.example'],
      ['https://cms.label.example,'],
    ])('refuse %p', (value) => {
      expect(() => loadConfig({ ...preview, PREVIEW_FRAME_ORIGINS: value })).toThrow(
        new ConfigError('Invalid environment variable PREVIEW_FRAME_ORIGINS: must be a comma-separated list of http(s) origins'),
      );
    });

    it('need PREVIEW_SECRET when set', () => {
      expect(() => loadConfig({ PREVIEW_FRAME_ORIGINS: 'https://cms.label.example' })).toThrow(
        new ConfigError('Invalid environment variable PREVIEW_FRAME_ORIGINS: needs PREVIEW_SECRET (only preview pages may be framed)'),
      );
    });
  });

  it("reads the real store and Ochre's retail API, whose token endpoint defaults beside it", () => {
    expect(loadConfig({ STORE_URL: 'https://store.label.example' }).storeUrl).toBe('https://store.label.example');
    expect(loadConfig({ INBOX_FILE: '/var/lib/site/inbox.sqlite' }).storeCartsFile).toBe('/var/lib/site/store.sqlite');
    expect(loadConfig({ STORE_CARTS_FILE: '/data/carts.sqlite' }).storeCartsFile).toBe('/data/carts.sqlite');
    const ochre = {
      RETAIL_API_URL: 'https://retail.ochre.example/v1/',
      OCHRE_CLIENT_ID: 'label-site',
      OCHRE_CLIENT_SECRET: 'client-secret',
    };
    expect(loadConfig(ochre).ochre).toEqual({
      retailApiUrl: 'https://retail.ochre.example/v1/',
      authUrl: 'https://retail.ochre.example/v1/oauth/token',
      clientId: 'label-site',
      clientSecret: 'client-secret',
    });
    expect(loadConfig({ ...ochre, OCHRE_AUTH_URL: 'https://auth.ochre.example/token' }).ochre?.authUrl).toBe(
      'https://auth.ochre.example/token',
    );
    // The address alone, or empty credentials, keep the embedded catalogue.
    expect(loadConfig({ RETAIL_API_URL: 'https://retail.ochre.example', OCHRE_CLIENT_ID: '', OCHRE_CLIENT_SECRET: '' }).ochre).toBeNull();
  });

  it.each([
    [
      { STORE_URL: 'https://store.label.example/' },
      'Invalid environment variable STORE_URL: must be an address without a trailing slash, query or fragment',
    ],
    [
      { STORE_URL: 'javascript:alert(1)' },
      'Invalid environment variable STORE_URL: must be a valid uri with a scheme matching the https|http pattern',
    ],
    [
      { OCHRE_CLIENT_ID: 'label-site', RETAIL_API_URL: 'https://retail.ochre.example' },
      'Invalid environment variable OCHRE_CLIENT_SECRET: is required with OCHRE_CLIENT_ID',
    ],
    [
      { OCHRE_CLIENT_SECRET: 'client-secret', RETAIL_API_URL: 'https://retail.ochre.example' },
      'Invalid environment variable OCHRE_CLIENT_ID: is required with OCHRE_CLIENT_SECRET',
    ],
    [
      { OCHRE_CLIENT_ID: 'label-site', OCHRE_CLIENT_SECRET: 'client-secret' },
      'Invalid environment variable RETAIL_API_URL: is required with OCHRE_CLIENT_ID',
    ],
    [
      { OCHRE_CLIENT_SECRET: 'two s3cr3t words' },
      'Invalid environment variable OCHRE_CLIENT_SECRET: must be printable characters without spaces',
    ],
  ])('rejects the store setting %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads the pages whose first images are made after start: a list of site paths, empty for none', () => {
    expect(loadConfig({ MEDIA_WARM_PATHS: ' /, /releases ,/about,/' }).mediaWarmPaths).toEqual(['/', '/releases', '/about']);
    expect(loadConfig({ MEDIA_WARM_PATHS: '' }).mediaWarmPaths).toEqual([]);
    for (const bad of ['releases', 'https://label.example/', '//evil.example/', '/\\evil.example', '/a b']) {
      expect(() => loadConfig({ MEDIA_WARM_PATHS: bad })).toThrow(
        new ConfigError(
          'Invalid environment variable MEDIA_WARM_PATHS: must be a comma-separated list of site paths, each starting with one /',
        ),
      );
    }
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

  describe('the CSP source lists (ASSET_HOSTS, MEDIA_HOSTS, FRAME_HOSTS)', () => {
    it.each(['MEDIA_HOSTS', 'FRAME_HOSTS'])('%s takes origins, and a wildcard for the first label of a host', (variable) => {
      const config = loadConfig({ [variable]: 'https://media.label.example, https://*.cdn.example:8443/, http://[::1]:9000' });
      const list = variable === 'MEDIA_HOSTS' ? config.mediaHosts : config.frameHosts;
      expect(list).toEqual(['https://media.label.example', 'https://*.cdn.example:8443', 'http://[::1]:9000']);
    });

    it('ASSET_HOSTS takes origins without wildcards: the image optimiser fetches from exactly these', () => {
      expect(loadConfig({ ASSET_HOSTS: 'https://images.label.example, http://[::1]:9000' }).assetHosts).toEqual([
        'https://images.label.example',
        'http://[::1]:9000',
      ]);
    });

    it.each([
      ['ASSET_HOSTS', 'https://a.example;script-src *'],
      ['ASSET_HOSTS', "https://a.example 'unsafe-inline'"],
      ['ASSET_HOSTS', 'https://*.cdn.example'],
      ['ASSET_HOSTS', 'https://a.example;b'],
      ['MEDIA_HOSTS', 'https://*'],
      ['MEDIA_HOSTS', 'https://a.*.example'],
      ['FRAME_HOSTS', 'https://a.example/path'],
      ['FRAME_HOSTS', 'https://a"b.example'],
    ])('%s refuses %p, which would change the policy it is written into', (variable, value) => {
      expect(() => loadConfig({ [variable]: value })).toThrow(
        new ConfigError(`Invalid environment variable ${variable}: must be a comma-separated list of http(s) origins`),
      );
    });
  });
});
