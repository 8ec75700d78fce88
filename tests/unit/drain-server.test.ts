import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../server/http/http-server';
import { Lifecycle } from '../../server/lifecycle';
import { drainServer } from '../../server/shutdown';

/** A server as the site makes it (createHttpServer tracks its connections for the drain). */
function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = createHttpServer(handler, { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

describe('drainServer', () => {
  it('turns readiness off and resolves true once in-flight requests are done', async () => {
    const { server, url } = await listen((_req, res) => setTimeout(() => res.end('done'), 200));
    const lifecycle = new Lifecycle();
    lifecycle.markReady();
    const response = fetch(url).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainServer(server, lifecycle, { delayMs: 0, timeoutMs: 5_000 });
    expect(lifecycle.ready).toBe(false);
    expect(lifecycle.draining).toBe(true);
    await expect(response).resolves.toBe('done');
    await expect(drained).resolves.toBe(true);
    expect(server.listening).toBe(false);
  });

  it('cuts connections that outlive the timeout and resolves false', async () => {
    const { server, url } = await listen(() => {
      /* never answers */
    });
    const response = fetch(url).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(drainServer(server, new Lifecycle(), { delayMs: 0, timeoutMs: 200 })).resolves.toBe(false);
    expect(String(await response)).toMatch(/fetch failed/);
  });
});
