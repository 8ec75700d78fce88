import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { ContentSource } from '../../server/sources/content/content-source';
import type { CookieConfigurationRecord } from '../../server/sources/content/model';
import { createEmbeddedConsentSource } from '../../server/sources/consent/embedded-consent-source';
import { createTestSite, repoRoot } from '../support/test-site';

const demo = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'cookies.json'), 'utf8')) as CookieConfigurationRecord;

function directive(csp: string, name: string): string[] {
  const entry = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return entry?.split(/\s+/).slice(1) ?? [];
}

function siteData(html: string) {
  const block = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(block);
}

describe('the analytics host twin (no ANALYTICS_HOST)', () => {
  it('GET /analytics/cookies answers the configuration from the content settings, without the snippets', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/analytics/cookies').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: demo.message, preferences: demo.preferences });
    expect(res.body.preferences.items.map((item: { param: string }) => item.param)).toEqual(['a', 'ma']);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // A real host is called from the page's origin; the twin speaks the same way.
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('cleans the HTML of the configuration before it leaves the server', async () => {
    const hostile: CookieConfigurationRecord = {
      ...demo,
      message:
        '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a> <a href="/\\evil.example">y</a><img src=x onerror="steal()"></p>',
      preferences: {
        message: '<iframe src="https://evil.example"></iframe><p>Choose</p>',
        items: [{ param: 'a', name: 'analytics', title: 'Analytics', description: '<p style="x">Counts <b>visits</b></p>' }],
      },
    };
    const content = { getCookieConfiguration: async () => hostile } as unknown as ContentSource;
    const { app } = await createTestSite({ sources: { consent: createEmbeddedConsentSource(content) } });
    const res = await request(app).get('/analytics/cookies').expect(200);
    expect(res.body.message).toBe('<p>Hi <a>x</a> <a>y</a></p>');
    expect(res.body.preferences.message).toBe('<p>Choose</p>');
    expect(res.body.preferences.items[0].description).toBe('<p>Counts <b>visits</b></p>');
  });

  it('GET /register/acceptCookies takes one boolean per param, logs it and answers 204', async () => {
    const { app, logs } = await createTestSite();
    const res = await request(app).get('/register/acceptCookies?a=true&ma=false').expect(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const line = logs.lines.find((entry) => entry.msg === 'cookie consent registered');
    expect(line).toMatchObject({ consent: { a: true, ma: false } });
    expect(line?.req).toMatchObject({ id: res.headers['x-request-id'] });
  });

  it.each([
    ['a=true', 'Missing consent params: ma'],
    ['a=true&ma=false&x=true', 'Unknown consent param: x'],
    ['a=yes&ma=false', 'Consent param a must be true or false'],
    ['a=true&a=false&ma=true', 'Consent param a must be true or false'],
  ])('refuses the registration ?%s with 400', async (query, error) => {
    const { app } = await createTestSite();
    const res = await request(app).get(`/register/acceptCookies?${query}`).expect(400);
    expect(res.body).toEqual({ error });
  });

  it('GET /analytics/snippets answers the snippets of the truthy params, in configured order', async () => {
    const { app } = await createTestSite();
    const both = await request(app).get('/analytics/snippets?ma=true&a=true').expect(200);
    expect(both.body).toEqual({ value: `${demo.snippets.a}\n${demo.snippets.ma}` });
    const marketing = await request(app).get('/analytics/snippets?ma=true').expect(200);
    expect(marketing.body).toEqual({ value: demo.snippets.ma });
    expect((await request(app).get('/analytics/snippets?a=false').expect(200)).body).toEqual({ value: '' });
    expect((await request(app).get('/analytics/snippets').expect(200)).body).toEqual({ value: '' });
    await request(app).get('/analytics/snippets?x=true').expect(400);
  });

  it("keeps the demo label's snippets harmless: no outside address, no network call", () => {
    for (const snippet of Object.values(demo.snippets)) {
      expect(snippet).not.toMatch(/https?:|\/\/|fetch|XMLHttpRequest|sendBeacon|src=/i);
    }
  });

  it('tells the browser to use the site itself and no tag manager', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/').expect(200);
    const env = siteData(res.text).env;
    expect(env.analyticsHost).toBe('');
    expect(env.tagManager).toBeNull();
    // Only the site itself: nothing third-party is even allowed.
    expect(directive(res.headers['content-security-policy'] ?? '', 'connect-src')).toEqual(["'self'"]);
  });
});

describe('with a real analytics host and a tag manager', () => {
  const env = {
    ANALYTICS_HOST: 'https://analytics.label.example',
    TAG_MANAGER_ID: 'G-TEST123',
    TAG_MANAGER_URL: 'https://tags.example/gtag/js',
  };

  it('does not serve the twin', async () => {
    const { app } = await createTestSite({ env });
    const res = await request(app).get('/analytics/cookies');
    expect(res.headers['content-type']).not.toMatch(/json/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hands the host and the tag manager to the browser', async () => {
    const { app } = await createTestSite({ env });
    const res = await request(app).get('/').expect(200);
    const data = siteData(res.text).env;
    expect(data.analyticsHost).toBe('https://analytics.label.example');
    expect(data.tagManager).toEqual({ id: 'G-TEST123', url: 'https://tags.example/gtag/js' });
  });

  it('lets the page connect to both origins, and keeps script-src strict', async () => {
    const { app } = await createTestSite({ env });
    const csp: string = (await request(app).get('/').expect(200)).headers['content-security-policy'] ?? '';
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://analytics.label.example', 'https://tags.example']);
    const scripts = directive(csp, 'script-src');
    // A cached page: the build's bootstrap hash instead of a nonce (decision 0029).
    expect(scripts).toEqual([expect.stringMatching(/^'sha256-[\w+/=]+'$/), "'strict-dynamic'", "'self'"]);
  });

  it("adds Google Analytics' collection hosts for Google's tag", async () => {
    const { app } = await createTestSite({ env: { TAG_MANAGER_ID: 'G-TEST123' } });
    const csp: string = (await request(app).get('/').expect(200)).headers['content-security-policy'] ?? '';
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });
});
