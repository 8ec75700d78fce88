import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { createHttpServer, listenHttp, listenerOf } from '../../server/http/http-server';
import { Lifecycle } from '../../server/lifecycle';
import { drainServer } from '../../server/shutdown';

/**
 * Decision 0087: the drain closes the listener without closing a connection whose request has
 * arrived but is not read yet. Each test writes that request from `onStopAccepting`, which runs just
 * before the close in the same synchronous step, so the server cannot have read it when the listener
 * closes (a write on a connected socket reaches the kernel at once). http.Server's own close would
 * reset such a connection.
 */

let server: Server;
let port: number;

beforeEach(async () => {
  server = createHttpServer((_req: IncomingMessage, res: ServerResponse) => res.end('ok'), {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 65_000,
  });
  ({ port } = await listenHttp(server, { port: 0, host: '127.0.0.1' }));
});

afterEach(async () => {
  if (!server.listening) return;
  server.closeAllConnections();
  listenerOf(server).close();
  await new Promise((closed) => server.close(closed));
});

/** A raw client: what it received, and whether it was reset. */
function client() {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let error: string | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answered = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => ((text.match(/HTTP\/1\.1 200 OK/g) ?? []).length >= n ? resolve() : socket.once('data', check));
      check();
    });
  const send = () => socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n\r\n');
  return { socket, closed, answered, send, text: () => text, error: () => error };
}

/** The server's side of its next connection, once accepted. */
const nextConnection = () => new Promise<net.Socket>((resolve) => server.once('connection', resolve));

describe('closing the listener', () => {
  it('answers a request sent on a keep-alive connection but not read yet when the listener closes', async () => {
    const c = client();
    c.send();
    await c.answered(1);
    const drained = drainServer(server, new Lifecycle(), { delayMs: 0, timeoutMs: 5_000 }, undefined, () => c.send());
    await c.closed;
    expect(c.error()).toBeNull();
    // The second answer, given after the close, closes the connection.
    expect(c.text().split('HTTP/1.1 200 OK')[2]).toMatch(/\r\nConnection: close\r\n[\s\S]*ok$/);
    await expect(drained).resolves.toBe(true);
  });

  it('answers the first request of a connection accepted before the close, sent but not read yet', async () => {
    const accepted = nextConnection();
    const c = client();
    await accepted;
    const drained = drainServer(server, new Lifecycle(), { delayMs: 0, timeoutMs: 5_000 }, undefined, () => c.send());
    await c.closed;
    expect(c.error()).toBeNull();
    expect(c.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n(?:.+\r\n)*Connection: close\r\n[\s\S]*ok$/);
    await expect(drained).resolves.toBe(true);
  });

  it('refuses new connections once the listener has closed', async () => {
    const drained = drainServer(server, new Lifecycle(), { delayMs: 0, timeoutMs: 5_000 });
    const refused = new Promise<string | undefined>((resolve) =>
      net.connect(port, '127.0.0.1').on('error', (error: NodeJS.ErrnoException) => resolve(error.code)),
    );
    await expect(refused).resolves.toBe('ECONNREFUSED');
    await expect(drained).resolves.toBe(true);
    expect(server.listening).toBe(false);
  });
});

describe('the deadlines through the listener', () => {
  it('answers a client that trickles its headers with 408: Node checks the connections the listener hands over', async () => {
    const slow = createHttpServer(
      (_req, res) => res.end('ok'),
      { headersTimeoutMs: 200, requestTimeoutMs: 400, keepAliveTimeoutMs: 10_000 },
      50,
    );
    const { port: slowPort } = await listenHttp(slow, { port: 0, host: '127.0.0.1' });
    try {
      const socket = net.connect(slowPort, '127.0.0.1');
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      // Headers never finished: Node's deadline check, not the client, ends it.
      socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n');
      await new Promise((closed) => socket.on('close', closed));
      expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      listenerOf(slow).close();
      await new Promise((closed) => slow.close(closed));
    }
  });
});
