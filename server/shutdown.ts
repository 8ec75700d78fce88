import type { Server } from 'node:http';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { connectionDrainOf, type ConnectionDrain } from './http/connection-drain';
import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  /** Readiness is false this long before the listener closes, so the load balancer notices. */
  delayMs: number;
  /** In-flight requests get this long to finish; then remaining connections are cut. */
  timeoutMs: number;
}

/** Longest time spent taking the connections already queued before the listener closes. */
const ACCEPT_QUEUE_BUDGET_MS = 2_000;

/**
 * Closing a listening socket resets the connections the kernel has completed but the process has
 * not accepted yet: clients that sent a request before the close, answered by a reset. A busy loop
 * takes about one queued connection per turn, so the queue can hold many. So first the queue is
 * shrunk to its minimum (listen again with a backlog of 0: the kernel completes no new connection
 * while one is waiting; such a client retries its connect and then finds the port closed, having
 * sent nothing), then the loop turns until a turn takes none, within a budget; only then does the
 * listener close. `listen` is Node's own method of the listening handle; where it is missing, the
 * queue is taken as it is.
 */
async function acceptWaitingConnections(server: Server, connections: ConnectionDrain, budgetMs: number): Promise<void> {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  if (typeof handle?.listen === 'function') handle.listen(0);
  const until = Date.now() + budgetMs;
  while (Date.now() < until) {
    const before = connections.accepted;
    // A check-phase callback runs right after the poll phase, which accepts from the queue.
    await new Promise((resolve) => setImmediate(resolve));
    if (connections.accepted === before) return;
  }
}

/** How often idle keep-alive connections are looked at while draining. */
const SWEEP_INTERVAL_MS = 100;

/**
 * Graceful stop: readiness turns false; after the delay the listener closes; from then on every
 * response says `Connection: close`, in-flight requests finish, and keep-alive connections are closed
 * only between requests (connection-drain.ts). Until the close, keep-alive connections stay as they
 * are: a client that had to reconnect then would be a connection the kernel may complete in the last
 * moment, which closing the listener resets (decision 0070). Resolves true when everything finished
 * in time, false when the timeout had to cut connections. `onListenerClosed` marks the moment after
 * which new connections are refused.
 */
export async function drainServer(
  server: Server,
  lifecycle: Lifecycle,
  { delayMs, timeoutMs }: ShutdownOptions,
  onListenerClosed: () => void = () => undefined,
  onStopAccepting: () => void = () => undefined,
): Promise<boolean> {
  const connections = connectionDrainOf(server);
  lifecycle.startDraining();
  if (delayMs > 0) await delay(delayMs);

  onStopAccepting();
  await acceptWaitingConnections(server, connections, Math.min(ACCEPT_QUEUE_BUDGET_MS, timeoutMs / 2));
  // net.Server's close, not http.Server's: since Node 19 the latter also closes every connection
  // without a parsed request, including one whose request is still unread in a busy loop (a reset).
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  lifecycle.closeConnections();
  connections.startDraining();
  onListenerClosed();
  // Only from timer callbacks: between two of them the loop always polls its sockets, which a sweep
  // from here (the check phase, among React's scheduled render work) would not guarantee.
  const sweep = setInterval(() => connections.sweepIdle(), SWEEP_INTERVAL_MS);

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
