import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { analyticsTwin } from '../../server/twins/analytics-twin';
import { createAnalyticsHostConsentSource } from '../../server/sources/consent/analytics-host-consent-source';
import { createEmbeddedConsentSource } from '../../server/sources/consent/embedded-consent-source';
import type { CookieConfigurationRecord } from '../../server/sources/content/model';
import { startFakeService, type FakeService } from '../support/fake-service';
import { repoRoot } from '../support/test-site';
import { serviceFailure } from '../support/service-failure';

jest.setTimeout(15_000);

const demo = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'cookies.json'), 'utf8')) as CookieConfigurationRecord;

const failure = serviceFailure;

describe('the analytics host connector against the twin, served on a local port', () => {
  let server: Server;
  let origin: string;
  const registered: unknown[] = [];

  beforeAll(async () => {
    const twin = createEmbeddedConsentSource({ getCookieConfiguration: async () => demo });
    const app = express();
    // The twin logs through the request's logger, as the site's request logging provides.
    app.use((req, _res, next) => {
      req.log = pino({ level: 'silent' });
      next();
    });
    app.use((req, _res, next) => {
      if (req.path.endsWith('/register/acceptCookies')) registered.push({ ...req.query });
      next();
    });
    // Mounted under a base path: ANALYTICS_HOST may carry one.
    app.use('/consent', analyticsTwin({ consent: twin }));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the same configuration the twin serves', async () => {
    const connector = createAnalyticsHostConsentSource({ host: `${origin}/consent`, timeoutMs: 2000 });
    await expect(connector.cookieConfiguration()).resolves.toEqual({ message: demo.message, preferences: demo.preferences });
  });

  it('registers one boolean per param', async () => {
    const connector = createAnalyticsHostConsentSource({ host: `${origin}/consent`, timeoutMs: 2000 });
    await connector.registerConsent({ a: true, ma: false });
    expect(registered).toEqual([{ a: 'true', ma: 'false' }]);
  });

  it('asks for the snippets of the given params', async () => {
    const connector = createAnalyticsHostConsentSource({ host: `${origin}/consent`, timeoutMs: 2000 });
    await expect(connector.snippets(['ma'])).resolves.toEqual({ value: demo.snippets.ma });
  });
});

describe('the analytics host connector against a misbehaving host', () => {
  let fake: FakeService;
  beforeEach(async () => {
    fake = await startFakeService();
  });
  afterEach(() => fake.close());

  it('cleans the HTML a host sends', async () => {
    fake.route = () => ({
      json: {
        message: '<p onclick="x()">Hi<script>x()</script></p>',
        preferences: { message: '<p>m</p>', items: [{ param: 'a', name: 'n', title: 't', description: '<a href="javascript:x()">d</a>' }] },
      },
    });
    const config = await createAnalyticsHostConsentSource({ host: fake.origin, timeoutMs: 2000 }).cookieConfiguration();
    expect(config.message).toBe('<p>Hi</p>');
    expect(config.preferences.items[0]!.description).toBe('<a>d</a>');
    expect(fake.requests[0]!.rawPath).toBe('/analytics/cookies');
    expect(fake.requests[0]!.headers.accept).toBe('application/json');
  });

  it('gives up after its timeout with a typed error', async () => {
    fake.route = () => ({ hang: true });
    const started = Date.now();
    const error = await failure(createAnalyticsHostConsentSource({ host: fake.origin, timeoutMs: 200 }).cookieConfiguration());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ service: 'Analytics host', failure: 'timeout', status: null });
    expect(error.message).toContain(`${fake.origin}/analytics/cookies`);
  });

  it('retries once, then reports a status, an unreadable body, a wrong shape, a cut connection and an oversized answer', async () => {
    const connector = createAnalyticsHostConsentSource({ host: fake.origin, timeoutMs: 2000, retryDelayMs: 10, maxBytes: 1000 });
    fake.enqueue({ status: 503, text: 'busy' }, { status: 503, text: 'busy' });
    expect(await failure(connector.registerConsent({ a: true }))).toMatchObject({ failure: 'status', status: 503, attempts: 2 });
    fake.enqueue({ text: 'not json' });
    expect(await failure(connector.snippets(['a']))).toMatchObject({ failure: 'invalid-json' });
    fake.enqueue({ json: { value: 42 } });
    expect(await failure(connector.snippets(['a']))).toMatchObject({ failure: 'invalid-json', status: 200 });
    fake.enqueue({ cut: true }, { cut: true });
    expect(await failure(connector.cookieConfiguration())).toMatchObject({ failure: 'network', attempts: 2 });
    fake.enqueue({ json: { value: 'x'.repeat(2000) } });
    expect(await failure(connector.snippets(['a']))).toMatchObject({ failure: 'too-large' });
    expect(fake.requests.map((r) => `${r.rawPath}?${r.query}`)).toEqual([
      '/register/acceptCookies?a=true',
      '/register/acceptCookies?a=true',
      '/analytics/snippets?a=true',
      '/analytics/snippets?a=true',
      '/analytics/cookies?',
      '/analytics/cookies?',
      '/analytics/snippets?a=true',
    ]);
  });

  it('registers once when the host answers at once, reading nothing it says', async () => {
    fake.route = () => ({ status: 204, text: '' });
    await createAnalyticsHostConsentSource({ host: fake.origin, timeoutMs: 2000 }).registerConsent({ a: false, ma: true });
    expect(fake.requests.map((r) => `${r.rawPath}?${r.query}`)).toEqual(['/register/acceptCookies?a=false&ma=true']);
  });
});
