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
      inboxFile: 'data/inbox.sqlite',
      defaultLocale: 'gb',
      emailFormsUrl: null,
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
  ])('rejects %p with one line naming the variable and the rule', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
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
