import { Router } from 'express';
import { secretsEqual } from '../http/preview-cookie';
import type { SiteMetrics } from '../metrics/site-metrics';

/**
 * `GET /metrics`: the replica's metrics in Prometheus's text format (decision 0046). With a token
 * (METRICS_TOKEN), only a scraper sending `Authorization: Bearer {METRICS_TOKEN}` gets them (401
 * otherwise); without one they are open, which only the metrics listener on loopback or a private
 * network is (decision 0081): the public app mounts this only with a token.
 */
export function metricsEndpoint(metrics: SiteMetrics, token: string | null): Router {
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (token) {
      const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(req.get('authorization') ?? '');
      if (!match || !secretsEqual(match[1]!, token)) {
        res.set('WWW-Authenticate', 'Bearer realm="metrics"').status(401).json({ error: 'Invalid token' });
        return;
      }
    }
    try {
      const body = await metrics.registry.metrics();
      res.type(metrics.registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
