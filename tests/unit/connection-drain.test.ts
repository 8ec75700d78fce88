import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { connectionDrainOf } from '../../server/http/connection-drain';
import { createHttpServer } from '../../server/http/http-server';
import { closeAtOnce, listenOnLoopback } from '../support/loopback-server';

let server: Server;
let port: number;
/** Requests the server has received, to wait for one without a clock. */
let received: (() => void)[];
/** How the server answers; a test may hold the answer back. */
let respond: (res: ServerResponse) => void;
/** The server's side of each connection, to see what it has read. */
let serverSockets: net.Socket[];

beforeEach(async () => {
  received = [];
  respond = (res) => res.end('ok');
  server = createHttpServer(
    (_req: IncomingMessage, res: ServerResponse) => {
      received.shift()?.();
      respond(res);
    },
    { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 },
  );
  serverSockets = [];
  server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
  port = await listenOnLoopback(server);
});

afterEach(() => closeAtOnce(server));

/** A raw keep-alive client: what it received, and whether the server closed or reset it. */
function client() {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let reset = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => (reset = error.code === 'ECONNRESET'));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answers = () => (text.match(/HTTP\/1\.1 200 OK/g) ?? []).length;
  const answered = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (answers() >= n ? resolve() : socket.once('data', check));
      check();
    });
  const send = () => socket.write('GET / HTTP/1.1\r\nHost: site.test\r\n\r\n');
  const requestReached = () => new Promise<void>((resolve) => received.push(resolve));
  return { socket, closed, answered, send, requestReached, text: () => text, wasReset: () => reset };
}

/** The server's drain and a client whose first request has been answered: its connection now idle. */
async function idleAfterOneAnswer() {
  const drain = connectionDrainOf(server);
  const c = client();
  c.send();
  await c.answered(1);
  return { drain, c };
}

describe('draining connections', () => {
  it('answers with Connection: close once draining, and Node closes the connection after that answer', async () => {
    const { drain, c } = await idleAfterOneAnswer();
    expect(c.text()).toMatch(/Connection: keep-alive/);
    drain.startDraining();
    c.send();
    await c.closed;
    expect(c.text().split('HTTP/1.1 200 OK')[2]).toMatch(/\r\nConnection: close\r\n/);
    expect(c.wasReset()).toBe(false);
  });

  it('closes an idle keep-alive connection only when two sweeps in a row found it idle', async () => {
    const { drain, c } = await idleAfterOneAnswer();
    expect(drain.sweepIdle()).toBe(1); // first sight of it idle: kept
    expect(c.socket.destroyed).toBe(false);
    drain.sweepIdle();
    await c.closed;
  });

  it('keeps a connection whose request arrived between two sweeps, and answers that request', async () => {
    const { drain, c } = await idleAfterOneAnswer();
    drain.sweepIdle();
    // The request reaches the server after the first sweep saw the connection idle.
    const reached = c.requestReached();
    c.send();
    await reached;
    drain.sweepIdle();
    await c.answered(2);
    expect(c.wasReset()).toBe(false);
  });

  it('keeps a connection whose request is still arriving (bytes read since the last sweep, headers not complete)', async () => {
    const { drain, c } = await idleAfterOneAnswer();
    drain.sweepIdle();
    const [serverSide] = serverSockets;
    // The server has read the first line once its socket emits it (the HTTP parser reads the same event).
    const lineRead = new Promise((resolve) => serverSide!.once('data', resolve));
    c.socket.write('GET / HTTP/1.1\r\n');
    await lineRead;
    drain.sweepIdle();
    c.socket.write('Host: site.test\r\n\r\n');
    await c.answered(2);
    expect(c.wasReset()).toBe(false);
  });

  it('never closes a connection while its request is in flight', async () => {
    let finish!: () => void;
    respond = (res) => (finish = () => res.end('late'));
    const drain = connectionDrainOf(server);
    const c = client();
    const reached = c.requestReached();
    c.send();
    await reached;
    drain.sweepIdle();
    drain.sweepIdle();
    drain.sweepIdle();
    finish();
    // Had a sweep closed it, this answer could never arrive (the test would time out).
    await c.answered(1);
    expect(c.text()).toMatch(/late$/);
    expect(c.wasReset()).toBe(false);
  });
});
