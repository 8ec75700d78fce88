import http from 'node:http';
import { createHttpServer } from '../../server/http/http-server';
import { Lifecycle } from '../../server/lifecycle';
import { drainServer } from '../../server/shutdown';
import { listenOnLoopback } from '../support/loopback-server';

/**
 * A server as the site makes it (createHttpServer tracks its connections for the drain), and a
 * promise of its first request's arrival, so a test drains with a request in flight, not after a sleep.
 */
async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string; requestArrived: Promise<void> }> {
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = createHttpServer(
    (req, res) => {
      arrived();
      handler(req, res);
    },
    { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 },
  );
  return { server, url: `http://127.0.0.1:${await listenOnLoopback(server)}`, requestArrived };
}

describe('drainServer', () => {
  it('turns readiness off and resolves true once in-flight requests are done', async () => {
    const { server, url, requestArrived } = await listen((_req, res) => setTimeout(() => res.end('done'), 200));
    const lifecycle = new Lifecycle();
    lifecycle.markReady();
    const response = fetch(url).then((r) => r.text());
    await requestArrived;
    const drained = drainServer(server, lifecycle, { delayMs: 0, timeoutMs: 5_000 });
    expect(lifecycle.ready).toBe(false);
    expect(lifecycle.draining).toBe(true);
    await expect(response).resolves.toBe('done');
    await expect(drained).resolves.toBe(true);
    expect(server.listening).toBe(false);
  });

  it('cuts connections that outlive the timeout and resolves false', async () => {
    const { server, url, requestArrived } = await listen(() => {
      /* never answers */
    });
    const response = fetch(url).catch((error: Error) => error);
    await requestArrived;
    await expect(drainServer(server, new Lifecycle(), { delayMs: 0, timeoutMs: 200 })).resolves.toBe(false);
    expect(String(await response)).toMatch(/fetch failed/);
  });
});
