import http, { type RequestListener, type Server } from 'node:http';
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
 * the header deadline: that clock starts with a request's first byte.
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
