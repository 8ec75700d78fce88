import http from 'node:http';
import { createHttpServer, listenHttp } from '../../server/http/http-server';
import { Lifecycle } from '../../server/lifecycle';
import { drainServer } from '../../server/shutdown';

/**
 * A server as the site makes it and listens (createHttpServer tracks its connections for the drain,
 * listenHttp gives it the listener the drain closes), and a promise of its first request's arrival,
 * so a test drains with a request in flight, not after a sleep.
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
  const { port } = await listenHttp(server, { port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${port}`, requestArrived };
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

  it('keeps connections alive until the listener closes, then answers with Connection: close', async () => {
    // Two requests held on two connections: one answered as the site stops accepting (the end of
    // the delay, listener still open), one once the listener has closed.
    const held: (() => void)[] = [];
    let arrivals = 0;
    let bothArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (bothArrived = resolve));
    const { server, url } = await listen((_req, res) => {
      held.push(() => res.end('done'));
      if (++arrivals === 2) bothArrived();
    });
    const agent = new http.Agent({ keepAlive: true });
    const connectionHeader = () =>
      new Promise<string | undefined>((resolve, reject) =>
        http.get(url, { agent }, (res) => res.resume().on('end', () => resolve(res.headers.connection))).on('error', reject),
      );
    const beforeClose = connectionHeader();
    const afterClose = connectionHeader();
    await arrived;
    const lifecycle = new Lifecycle();
    const drained = drainServer(
      server,
      lifecycle,
      { delayMs: 0, timeoutMs: 5_000 },
      () => held[1]!(),
      () => {
        expect(lifecycle.closingConnections).toBe(false);
        held[0]!();
      },
    );
    await expect(beforeClose).resolves.toBe('keep-alive');
    await expect(afterClose).resolves.toBe('close');
    expect(lifecycle.closingConnections).toBe(true);
    agent.destroy();
    await expect(drained).resolves.toBe(true);
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
