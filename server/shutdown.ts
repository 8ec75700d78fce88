import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  /** Readiness is false this long before the listener closes, so the load balancer notices. */
  delayMs: number;
  /** In-flight requests get this long to finish; then remaining connections are cut. */
  timeoutMs: number;
}

/**
 * Graceful stop: readiness turns false, the listener closes, in-flight requests finish, idle
 * keep-alive sockets are closed as they become idle. Resolves true when everything finished in
 * time, false when the timeout had to cut connections.
 */
export async function drainServer(
  server: Server,
  lifecycle: Lifecycle,
  { delayMs, timeoutMs }: ShutdownOptions,
): Promise<boolean> {
  lifecycle.startDraining();
  if (delayMs > 0) await delay(delayMs);

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections finishing their last request become idle later than close(): sweep them.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  const cut = await Promise.race([closed.then(() => false), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (cut) {
    server.closeAllConnections();
    await closed;
  }
  return !cut;
}

/** SIGTERM/SIGINT → drain → exit 0 (1 if connections had to be cut or draining failed). */
export function exitOnSignals(server: Server, lifecycle: Lifecycle, options: ShutdownOptions, log: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining in-flight requests');
    drainServer(server, lifecycle, options)
      .then((clean) => {
        log.info({ clean }, clean ? 'stopped cleanly' : 'stopped after cutting open connections');
        process.exit(clean ? 0 : 1);
      })
      .catch((error) => {
        log.fatal({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
