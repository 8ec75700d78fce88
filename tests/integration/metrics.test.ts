import http, { type RequestListener } from 'node:http';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { listenForMetrics } from '../../server/http/metrics-listener';
import { createLogger } from '../../server/logger';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { createTestSite, LogCapture } from '../support/test-site';

/** Issue 17, item 7: GET /metrics in Prometheus's text format (prom-client). */
const TOKEN = 'metrics-token-for-tests-0123';

/** The public app serves /metrics only to a scraper with METRICS_TOKEN (decision 0081). */
const scrape = (app: RequestListener) => request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
const withToken = { METRICS_TOKEN: TOKEN };

/** The value of one sample line, e.g. `label_site_page_cache_total{result="hit"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Each expected sample's value, read from the text, for one comparison naming every series that differs. */
function expectSamples(text: string, expected: Record<string, number>): void {
  expect(Object.fromEntries(Object.keys(expected).map((series) => [series, sample(text, series)]))).toEqual(expected);
}

describe('GET /metrics', () => {
  it('counts requests by route kind and status, page cache results and render durations', async () => {
    const { app } = await createTestSite({ env: withToken });
    await request(app).get('/about').expect(200); // a miss: rendered
    await request(app).get('/about').expect(200); // a hit, answered before Express
    await request(app).get('/about').expect(200);
    await request(app).get('/no-such-page-anywhere').expect(404);
    await request(app).post('/api/front/send-message').send({}).expect(400);
    const res = await scrape(app).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expectSamples(text, {
      'label_site_http_requests_total{kind="page",status="200"}': 1,
      'label_site_http_requests_total{kind="page",status="404"}': 1,
      'label_site_http_requests_total{kind="api",status="400"}': 1,
      'label_site_http_request_duration_seconds_count{kind="page",status="200"}': 1,
      'label_site_page_cache_total{result="miss"}': 2,
      'label_site_page_cache_total{result="hit"}': 2,
      'label_site_page_cache_total{result="stale"}': 0,
      label_site_page_render_duration_seconds_count: 2,
    });
    expect(sample(text, 'label_site_page_render_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('shows Redis connectivity, circuit states and what the contact queue reports', async () => {
    let contentState: 'closed' | 'open' = 'open';
    const sourceHealth = () => [
      { source: 'content', state: contentState },
      { source: 'videos', state: 'closed' as const },
    ];
    const metrics = createSiteMetrics({ sourceHealth });
    const connection = { status: 'ready' };
    metrics.watchRedis('limits-and-carts', connection as unknown as Redis);
    metrics.contactQueue.measureDepth(async () => 7);
    metrics.contactQueue.failedDelivery();
    metrics.contactQueue.failedDelivery();
    const { app } = await createTestSite({ env: withToken, deps: { metrics, sourceHealth } });

    let text = (await scrape(app).expect(200)).text;
    expectSamples(text, {
      'label_site_redis_connected{connection="limits-and-carts"}': 1,
      'label_site_source_circuit_state{source="content",state="open"}': 1,
      'label_site_source_circuit_state{source="content",state="closed"}': 0,
      'label_site_source_circuit_state{source="videos",state="closed"}': 1,
      label_site_contact_queue_depth: 7,
      label_site_contact_deliveries_failed_total: 2,
    });

    connection.status = 'reconnecting';
    contentState = 'closed';
    text = (await scrape(app).expect(200)).text;
    expectSamples(text, {
      'label_site_redis_connected{connection="limits-and-carts"}': 0,
      'label_site_source_circuit_state{source="content",state="closed"}': 1,
    });
  });

  it('keeps the last queue depth when the queue cannot answer, and the scrape still succeeds', async () => {
    const metrics = createSiteMetrics();
    let fail = false;
    metrics.contactQueue.measureDepth(async () => {
      if (fail) throw new Error('redis away');
      return 3;
    });
    const { app } = await createTestSite({ env: withToken, deps: { metrics } });
    expect(sample((await scrape(app).expect(200)).text, 'label_site_contact_queue_depth')).toBe(3);
    fail = true;
    expect(sample((await scrape(app).expect(200)).text, 'label_site_contact_queue_depth')).toBe(3);
  });

  it('with METRICS_TOKEN, answers only a scraper sending it as a bearer token', async () => {
    const { app } = await createTestSite({ env: { METRICS_TOKEN: TOKEN } });
    const missing = await request(app).get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.text).not.toContain('label_site_');
    await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', TOKEN).expect(401);
    const allowed = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(allowed.text).toContain('label_site_http_requests_total');
  });

  it('without METRICS_TOKEN, is not served on the public listener at all: 404, not a line of the metrics', async () => {
    const { app } = await createTestSite();
    await request(app).get('/about').expect(200);
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('label_site_');
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  const metricsListenerOf = async (token: string | null) => {
    const metrics = createSiteMetrics();
    metrics.pageCache('hit');
    const logs = new LogCapture();
    const listener = await listenForMetrics(metrics, { host: '127.0.0.1', port: 0, token }, createLogger('info', logs));
    return { listener, logs, base: `http://127.0.0.1:${listener.port}` };
  };

  it('serves the metrics on its own loopback address, nothing else, and says where', async () => {
    const { listener, logs, base } = await metricsListenerOf(null);
    try {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(sample(await res.text(), 'label_site_page_cache_total{result="hit"}')).toBe(1);
      for (const path of ['/', '/about', '/healthz']) expect((await fetch(`${base}${path}`)).status).toBe(404);
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'metrics listening', host: '127.0.0.1', port: listener.port }));
    } finally {
      await listener.close();
    }
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'metrics listener closed' }));
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    const { listener, base } = await metricsListenerOf(TOKEN);
    try {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await listener.close();
    }
  });

  it('closes even while a scraper keeps its connection open', async () => {
    const { listener, base } = await metricsListenerOf(null);
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${base}/metrics`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    await listener.close();
    agent.destroy();
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});
