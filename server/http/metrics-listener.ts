import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from 'pino';
import { metricsEndpoint } from '../api/metrics';
import type { SiteMetrics } from '../metrics/site-metrics';

export interface MetricsListener {
  /** The port it listens on (the one chosen when METRICS_PORT is 0). */
  port: number;
  /** Stops listening and ends its connections, a scraper's keep-alive one included. */
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a listener that serves only `GET /metrics`, on METRICS_HOST (loopback by default),
 * so the metrics need no route on the public listener (decision 0081). With METRICS_TOKEN set, it
 * asks for the token as the public listener does.
 */
export function listenForMetrics(
  metrics: SiteMetrics,
  options: { host: string; port: number; token: string | null },
  logger: Logger,
): Promise<MetricsListener> {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsEndpoint(metrics, options.token));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  const server = http.createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      logger.info({ host: options.host, port }, 'metrics listening');
      resolve({
        port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => {
              logger.info('metrics listener closed');
              closed();
            });
            // A scrape is cheap to repeat: its connections are not waited for.
            server.closeAllConnections();
          }),
      });
    });
  });
}
