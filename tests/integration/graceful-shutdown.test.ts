import http from 'node:http';
import { startSiteProcess, startSlowSite } from '../support/site-process';
import { lastReadWithin } from '../support/within';

jest.setTimeout(30_000);

function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('lets every in-flight request finish on SIGTERM, closes idle keep-alive sockets and exits 0', async () => {
    const site = await startSlowSite({ SLOW_CONTENT_MS: '800', SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 25 });
    // Warm the keep-alive pool: these sockets stay open and idle between requests.
    await Promise.all(Array.from({ length: 5 }, () => get(`${site.url}/healthz`, agent)));

    const inFlight = Array.from({ length: 25 }, (_, i) => get(`${site.url}/${i % 2 ? 'about' : ''}`, agent));
    await new Promise((resolve) => setTimeout(resolve, 250)); // all accepted, each waiting on content
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');

    // While draining, readiness is false but the listener still answers (once the signal has been handled).
    const draining = await lastReadWithin(
      5_000,
      () => get(`${site.url}/readyz`),
      (answer) => answer.status === 503,
      20,
    );
    expect(draining).toEqual({ status: 503, body: '{"status":"draining"}' });

    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(200));
    for (const result of results) expect(result.body).toMatch(/<\/html>$/);

    const code = await site.stop();
    const exitedAfterMs = Date.now() - signalledAt;
    agent.destroy();
    expect(code).toBe(0);
    // Idle keep-alive sockets would hold the server open for 65 s; they were closed instead.
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(site.logs.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down: draining in-flight requests', 'stopped cleanly']));
  });

  it('serves metrics only on the METRICS_PORT listener, which a SIGTERM closes with the rest (scraper connected or not)', async () => {
    // The built server (`npm start`'s), as the fleet runs it.
    const site = await startSiteProcess({ timeoutMs: 50_000, env: { METRICS_PORT: '0' } });
    const announced = site.logs.find((line) => line.msg === 'metrics listening');
    expect(announced).toMatchObject({ host: '127.0.0.1', port: expect.any(Number) });
    const metricsUrl = `http://127.0.0.1:${String(announced!.port)}/metrics`;
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(`${site.url}/metrics`)).status).toBe(404);
      const scraped = await get(metricsUrl, agent);
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('label_site_http_requests_total');
      // The scraper's keep-alive connection is still open when the signal comes.
      const code = await site.stop();
      expect(code).toBe(0);
      expect(site.logs.map((l) => l.msg)).toEqual(expect.arrayContaining(['metrics listener closed', 'stopped cleanly']));
      await expect(get(metricsUrl)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      agent.destroy();
      await site.stop('SIGKILL');
    }
  }, 90_000);

  it('refuses to start with an invalid variable: one line, exit code 1', async () => {
    await expect(startSiteProcess({ args: ['--import', 'tsx', 'server/index.ts'], env: { PORT: 'eighty' } })).rejects.toThrow(
      /exited with 1 before listening\nInvalid environment variable PORT: must be a number\n$/,
    );
  });
});
