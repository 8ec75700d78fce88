import request from 'supertest';
import { createTestSite } from '../../support/test-site';

/** Issue 11, item 8: https only behind the proxy, HSTS, and a CSP that allows only configured hosts. */
const behindProxy = { NODE_ENV: 'production', PUBLIC_URL: 'https://label.test', TRUST_PROXY_HOPS: '1' };

function directive(csp: string | undefined, name: string): string[] {
  const entry = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return entry ? entry.split(/\s+/).slice(1) : [];
}

describe('https and the content security policy on the production app', () => {
  it('redirects a plain-http request (as the proxy reports it) to the same path on PUBLIC_URL with 308', async () => {
    const { app } = await createTestSite({ env: behindProxy });
    for (const method of ['get', 'post'] as const) {
      const res = await request(app)[method]('/releases?format=ep').set('X-Forwarded-Proto', 'http').set('Host', 'evil.example');
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe('https://label.test/releases?format=ep');
    }
    // Health checks from the load balancer are answered as they are.
    expect((await request(app).get('/healthz').set('X-Forwarded-Proto', 'http')).status).toBe(200);
  });

  it('redirects plain http for a page the cache holds too, and a stored page carries the report endpoint', async () => {
    const { app } = await createTestSite({ env: behindProxy });
    const first = await request(app).get('/about').set('X-Forwarded-Proto', 'https');
    expect(first.status).toBe(200);
    const hit = await request(app).get('/about').set('X-Forwarded-Proto', 'https');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    const plain = await request(app).get('/about').set('X-Forwarded-Proto', 'http');
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe('https://label.test/about');
  });

  it('answers https requests with HSTS of at least six months', async () => {
    const { app } = await createTestSite({ env: behindProxy });
    const res = await request(app).get('/about').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    const hsts = res.headers['strict-transport-security'];
    expect(hsts).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')![1])).toBeGreaterThanOrEqual(15_768_000);
  });

  it('does not redirect when no proxy is trusted or the proxy names no scheme (no loop)', async () => {
    const direct = await createTestSite({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://label.test' } });
    expect((await request(direct.app).get('/about').set('X-Forwarded-Proto', 'http')).status).toBe(200);
    const silent = await createTestSite({ env: behindProxy });
    expect((await request(silent.app).get('/about')).status).toBe(200);
  });

  it('allows images, media and frames only from the configured hosts, and names a report endpoint', async () => {
    const { app } = await createTestSite({
      env: {
        ...behindProxy,
        ASSET_HOSTS: 'https://images.example',
        MEDIA_HOSTS: 'https://media.example',
        FRAME_HOSTS: 'https://www.youtube-nocookie.com',
      },
    });
    const res = await request(app).get('/about').set('X-Forwarded-Proto', 'https');
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.example']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', 'https://media.example']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(directive(csp, 'report-to')).toEqual(['csp-endpoint']);
    expect(directive(csp, 'report-uri')).toEqual(['/api/csp-report']);
    expect(res.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
  });

  it('logs CSP violation reports at warn, in both formats, rate limited per client', async () => {
    const { app, logs } = await createTestSite({ env: { ...behindProxy, CSP_REPORT_RATE_LIMIT: '2' } });
    const legacy = {
      'csp-report': {
        'document-uri': 'https://label.test/about',
        'blocked-uri': 'https://evil.example/x.js',
        'effective-directive': 'script-src-elem',
      },
    };
    const modern = [
      {
        type: 'csp-violation',
        body: { documentURL: 'https://label.test/', blockedURL: 'https://evil.example/y.png', effectiveDirective: 'img-src' },
      },
    ];
    const send = (body: unknown, type: string) =>
      request(app)
        .post('/api/csp-report')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-For', '203.0.113.50')
        .set('Content-Type', type)
        .send(JSON.stringify(body));
    expect((await send(legacy, 'application/csp-report')).status).toBe(204);
    expect((await send(modern, 'application/reports+json')).status).toBe(204);
    expect((await send(legacy, 'application/csp-report')).status).toBe(429);
    const warnings = logs.lines.filter((line) => line.msg === 'content security policy violation');
    expect(warnings.map((line) => [line.level, (line.violation as { blockedUri: string }).blockedUri])).toEqual([
      [40, 'https://evil.example/x.js'],
      [40, 'https://evil.example/y.png'],
    ]);
  });
});
