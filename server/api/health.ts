import express, { type Router } from 'express';
import type { Lifecycle } from '../lifecycle';

/** /healthz: the process is alive. /readyz: it takes traffic (503 while starting or draining). */
export function healthEndpoints(lifecycle: Lifecycle): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    const ready = lifecycle.ready;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : lifecycle.draining ? 'draining' : 'starting' });
  });
  return router;
}
