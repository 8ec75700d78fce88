import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config';

/** The process: configuration, listening, graceful shutdown. The app itself is built in app.ts. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // React and friends pick their production or development build from NODE_ENV when first loaded,
  // so the validated value is set before anything that imports them.
  process.env.NODE_ENV = config.nodeEnv;
  const { createSite, listen } = await import('./start');
  const { exitOnSignals } = await import('./shutdown');
  const { listenForMetrics } = await import('./http/metrics-listener');
  const { listenerOf } = await import('./http/http-server');

  const site = await createSite(config);
  // Before the site's listener: a METRICS_PORT already taken stops the start before visitors arrive.
  const metricsListener =
    config.metricsListener && site.metrics
      ? await listenForMetrics(site.metrics, { ...config.metricsListener, token: config.metricsToken }, site.logger)
      : null;
  const server = await listen(site, config);
  if (config.mediaWarmPaths.length > 0) {
    // After listening, never before: the first request is answered at once, and waits only for an
    // image this job is already making (decision 0039).
    const { warmPages } = await import('./media/warm-pages');
    void warmPages({
      origin: loopbackOrigin(listenerOf(server).address() as AddressInfo),
      paths: config.mediaWarmPaths,
      logger: site.logger,
      shouldStop: () => site.lifecycle.draining,
    });
  }
  exitOnSignals(
    server,
    site.lifecycle,
    { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs },
    site.logger,
    // After the last request: Redis connections, background work and the metrics listener (kept
    // until then, so a scrape still sees the drain) end before the process does.
    async () => {
      await Promise.all([site.close?.(), metricsListener?.close()]);
    },
  );
}

/** The listener as the process itself reaches it: loopback when it listens on every interface. */
function loopbackOrigin(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
