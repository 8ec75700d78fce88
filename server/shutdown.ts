import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { connectionDrainOf } from './http/connection-drain';
import { listenerOf } from './http/http-server';
import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  /** Readiness is false this long before the listener closes, so the load balancer notices. */
  delayMs: number;
  /** In-flight requests get this long to finish; then remaining connections are cut. */
  timeoutMs: number;
}

/** How often idle keep-alive connections are looked at while draining. */
const SWEEP_INTERVAL_MS = 100;

/**
 * Graceful stop: readiness turns false; after the delay the listener closes; from then on every
 * response says `Connection: close`, in-flight requests finish, and keep-alive connections are closed
 * only between requests (connection-drain.ts). Until the close, keep-alive connections stay as they
 * are: a client that had to reconnect then would be a connection the kernel may complete in the last
 * moment, which closing the listener resets (decision 0070). The listener is a net.Server (listenHttp),
 * whose close leaves every connection open, a request not read yet included (decision 0087). Resolves
 * true when everything finished in time, false when the timeout had to cut connections.
 * `onStopAccepting` runs just before the listener closes, `onListenerClosed` just after: from then on
 * new connections are refused.
 */
export async function drainServer(
  server: Server,
  lifecycle: Lifecycle,
  { delayMs, timeoutMs }: ShutdownOptions,
  onListenerClosed: () => void = () => undefined,
  onStopAccepting: () => void = () => undefined,
): Promise<boolean> {
  const connections = connectionDrainOf(server);
  const listener = listenerOf(server);
  lifecycle.startDraining();
  if (delayMs > 0) await delay(delayMs);

  onStopAccepting();
  // Resolves once the listener is closed and every connection it accepted has ended.
  const ended = new Promise<void>((resolve) => listener.close(() => resolve()));
  lifecycle.closeConnections();
  connections.startDraining();
  onListenerClosed();
  // From a timer: between two of its callbacks the loop always polls its sockets (connection-drain.ts).
  const sweep = setInterval(() => connections.sweepIdle(), SWEEP_INTERVAL_MS);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  const cut = await Promise.race([ended.then(() => false), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (cut) {
    server.closeAllConnections();
    await ended;
  }
  // The HTTP server's own socket (listenHttp); no connection is left for its close to end.
  await new Promise((closed) => server.close(closed));
  return !cut;
}

/** Longest wait for the site's own resources (Redis connections) once requests are done. */
export const RELEASE_BUDGET_MS = 2_000;

/**
 * Runs `release` (the site's close: Redis connections, background work), never longer than
 * `budgetMs`: an unreachable Redis must not hold the exit. Resolves true when it finished in time.
 */
export async function releaseWithin(release: () => Promise<void>, budgetMs: number, log: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs)));
  const done = release().then(
    () => true as const,
    (error: unknown) => {
      log.warn({ err: error }, 'closing shared connections failed');
      return true as const;
    },
  );
  const finished = await Promise.race([done, late]);
  clearTimeout(timer);
  if (!finished) log.warn({ budgetMs }, 'shared connections not closed in time: exiting anyway');
  return finished;
}

/**
 * SIGTERM/SIGINT → drain → release what the site holds (`release`, the Site's close) → exit 0 (1 if
 * connections had to be cut or draining failed).
 */
export function exitOnSignals(
  server: Server,
  lifecycle: Lifecycle,
  options: ShutdownOptions,
  log: Logger,
  release?: () => Promise<void>,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining in-flight requests');
    drainServer(
      server,
      lifecycle,
      options,
      () => log.info('listener closed: new connections are refused'),
      () => log.info('listener stops accepting new connections'),
    )
      .then(async (clean) => {
        if (release && (await releaseWithin(release, RELEASE_BUDGET_MS, log))) log.info('shared connections closed');
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
