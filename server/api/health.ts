import express, { type Router } from 'express';
import type { Lifecycle } from '../lifecycle';
import type { SourceHealth } from '../sources/resilience/guarded-sources';

/**
 * /healthz: the process is alive. /readyz: it takes traffic (503 while starting or draining). A
 * source whose circuit is open does not make the replica unready (every replica shares the outage,
 * and cached pages still serve): it answers 200 `degraded` and names the sources, for operators.
 */
export function healthEndpoints(lifecycle: Lifecycle, sourceHealth: SourceHealth = () => []): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!lifecycle.ready) {
      res.status(503).json({ status: lifecycle.draining ? 'draining' : 'starting' });
      return;
    }
    const unavailable = sourceHealth()
      .filter(({ state }) => state !== 'closed')
      .map(({ source }) => source);
    res.status(200).json(unavailable.length > 0 ? { status: 'degraded', unavailable } : { status: 'ready' });
  });
  return router;
}
