import request from 'supertest';
import { createTestSite } from '../support/test-site';

describe('health and readiness', () => {
  it('is alive and ready once started', async () => {
    const { app } = await createTestSite();
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    await request(app).get('/readyz').expect(200, { status: 'ready' });
  });

  it('is not ready before it listens, nor while draining', async () => {
    const { app, lifecycle } = await createTestSite({ ready: false });
    await request(app).get('/readyz').expect(503, { status: 'starting' });
    lifecycle.markReady();
    lifecycle.startDraining();
    // Until the listener closes, keep-alive connections stay open (decision 0070).
    const draining = await request(app).get('/readyz').set('Connection', 'keep-alive').expect(503, { status: 'draining' });
    expect(draining.headers.connection).toBe('keep-alive');
    lifecycle.closeConnections();
    const res = await request(app).get('/readyz').set('Connection', 'keep-alive').expect(503, { status: 'draining' });
    expect(res.headers.connection).toBe('close');
    await request(app).get('/healthz').expect(200);
  });
});

describe('request ids and logs', () => {
  it('keeps an incoming x-request-id and echoes it', async () => {
    const { app, logs } = await createTestSite();
    const res = await request(app).get('/about').set('X-Request-Id', 'lb-1234.abc').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-1234.abc');
    expect(logs.lines.find((l) => l.msg === 'request completed')).toMatchObject({
      level: 30,
      req: { id: 'lb-1234.abc', method: 'GET', url: '/about' },
      res: { statusCode: 200 },
    });
  });

  it('makes a request id when none, or an unusable one, is sent', async () => {
    const { app } = await createTestSite();
    const plain = await request(app).get('/healthz');
    const hostile = await request(app).get('/healthz').set('X-Request-Id', 'x'.repeat(200));
    for (const res of [plain, hostile]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes cookies, tokens or bodies to the log', async () => {
    const { app, logs } = await createTestSite();
    await request(app)
      .get('/about')
      .set('Cookie', 'session=cookie-secret-1')
      .set('Authorization', 'Bearer token-secret-2')
      .set('X-Cart-Token', 'cart-secret-3');
    await request(app)
      .post('/graphql')
      .set('Cookie', 'session=cookie-secret-1')
      .send({ query: '{ site_settings { siteName } }', variables: { message: 'body-secret-4' } });
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text).not.toMatch(/secret-\d/);
  });

  it('logs health checks and assets only at debug level', async () => {
    const { app, logs } = await createTestSite();
    await request(app).get('/healthz');
    await request(app).get('/readyz');
    await request(app).get('/assets/app-TEST.js');
    const completed = logs.lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(3);
    expect(completed.every((l) => l.level === 20)).toBe(true);
  });
});

describe('built assets', () => {
  it('sends the brotli twin when the client accepts it, cached for a year', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/assets/app-TEST.js').set('Accept-Encoding', 'gzip, br').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.text).toBe('console.log("fixture");\n');
  });

  it('sends the gzip twin to gzip-only clients and the file itself to the rest', async () => {
    const { app } = await createTestSite();
    const gz = await request(app).get('/assets/app-TEST.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('console.log("fixture");\n');
    const plain = await request(app).get('/assets/app-TEST.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("fixture");\n');
  });

  it('answers a missing asset with a plain 404, not a rendered page', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/assets/entry-GONE.js').expect(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('refuses paths that climb out of the assets folder', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/assets/..%2f..%2fpackage.json');
    expect([403, 404]).toContain(res.status);
    expect(res.text).not.toContain('"dependencies"');
  });
});
