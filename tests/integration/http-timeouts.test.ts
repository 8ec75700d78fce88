import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { createHttpServer } from '../../server/http/http-server';
import { closeAtOnce, listenOnLoopback } from '../support/loopback-server';

let server: Server;
let port: number;

beforeEach(async () => {
  // Like the site's body parsers: the answer comes once the whole body has arrived.
  const handler = (req: IncomingMessage, res: ServerResponse) => req.resume().on('end', () => res.end('ok'));
  server = createHttpServer(handler, { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 10_000 }, 50);
  port = await listenOnLoopback(server);
});

afterEach(() => closeAtOnce(server));

/** A raw connection, so a test can send a request as slowly as a hostile client would. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes `chunk` on the connection every 50 ms until `until` settles: a request that never completes. */
async function trickle(connection: ReturnType<typeof connect>, chunk: string, until: () => Promise<unknown>): Promise<void> {
  const timer = setInterval(() => connection.socket.write(chunk), 50);
  try {
    await until();
  } finally {
    clearInterval(timer);
  }
}

describe('the HTTP server deadlines', () => {
  it('sets the configured header, request and keep-alive timeouts on the server', () => {
    expect({ headers: server.headersTimeout, request: server.requestTimeout, keepAlive: server.keepAliveTimeout }).toEqual({
      headers: 300,
      request: 600,
      keepAlive: 10_000,
    });
  });

  it('answers a client that trickles its headers with 408 and closes it, while others are served', async () => {
    const slow = connect();
    slow.socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n');
    // One header line at a time, never the blank line that ends them: the slow-header attack.
    await trickle(slow, 'X-Slow: 1\r\n', async () => {
      const normal = await fetch(`http://127.0.0.1:${port}/`);
      expect(await normal.text()).toBe('ok');
      await slow.closed;
    });
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('answers a client that sends its headers but trickles its body with 408 once the request deadline passes', async () => {
    const slow = connect();
    slow.socket.write('POST / HTTP/1.1\r\nHost: site.test\r\nContent-Length: 1000\r\n\r\n');
    await trickle(slow, 'x', () => slow.closed);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('keeps an idle keep-alive connection past the header deadline: that clock starts with a request', async () => {
    const client = connect();
    client.socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n\r\n');
    // Idle for longer than the header deadline and several deadline sweeps (a slower machine only idles longer).
    await delay(500);
    client.socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n\r\n');
    while ((client.received().match(/HTTP\/1\.1 200 OK/g) ?? []).length < 2) await delay(10);
    expect(client.received()).not.toContain('408');
    client.socket.destroy();
  });
});
