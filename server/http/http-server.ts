import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type RequestListener, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { trackConnections } from './connection-drain';

/** How long a client may take over one request's headers and whole body, and how long an idle keep-alive socket stays. */
export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * Node checks the header and request deadlines on a sweep (30 s by default), so a deadline of 10 s
 * could hold a slow client for 40 s; a 1 s sweep keeps the deadline what the operator set.
 */
const DEADLINE_CHECK_INTERVAL_MS = 1_000;

/**
 * The site's HTTP server. Behind a load balancer: slow-header and slow-body clients are answered
 * 408 and closed after the header/request deadline (they hold a socket and a parser each), while
 * idle keep-alive sockets stay open longer than the balancer's idle timeout, so the balancer, not
 * us, closes them (no race with a request it is sending). An idle keep-alive socket is not held to
 * the header deadline: that clock starts with a request's first byte. It listens with listenHttp.
 */
export function createHttpServer(handler: RequestListener, timeouts: HttpTimeouts, checkIntervalMs = DEADLINE_CHECK_INTERVAL_MS): Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // From the first connection on, so a graceful stop knows every connection (shutdown.ts).
  trackConnections(server);
  return server;
}

/** The listener of each server that listens through listenHttp. */
const listeners = new WeakMap<Server, net.Server>();

/**
 * Listens on `port` and `host` for a server made by createHttpServer. The listening socket is a plain
 * net.Server's, which hands each connection to the HTTP server (http's documented 'connection'
 * injection): a graceful stop closes it with net.Server's close, which keeps every connection, where
 * http.Server's close also closes each one between two requests, even one whose next request has
 * arrived but is not read yet, answering it with a reset (decision 0087). The HTTP server itself
 * listens on a Unix socket that nothing connects to: Node checks the header and request deadlines
 * only on the connections of a listening HTTP server.
 */
export async function listenHttp(server: Server, { port, host }: { port: number; host: string }): Promise<AddressInfo> {
  await listenOn(server, { path: privateSocketPath(server) });
  // Socket options as http.Server gives its own connections.
  const listener = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit('connection', socket));
  try {
    await listenOn(listener, { port, host });
  } catch (error) {
    await new Promise((closed) => server.close(closed));
    throw error;
  }
  listeners.set(server, listener);
  return listener.address() as AddressInfo;
}

/** Linux's abstract namespace leaves no file behind, however the process ends; elsewhere a private folder. */
function privateSocketPath(server: Server): string {
  if (process.platform === 'linux') return `\0label-site-http-${randomUUID()}`;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'label-site-http-'));
  server.once('close', () => rmSync(folder, { recursive: true, force: true }));
  return path.join(folder, 'http.sock');
}

function listenOn(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The listener of a server that listens through listenHttp: the socket visitors connect to. */
export function listenerOf(server: Server): net.Server {
  const listener = listeners.get(server);
  if (!listener) throw new Error('this server has no listener: make it listen with listenHttp');
  return listener;
}
