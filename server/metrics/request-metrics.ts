import type { RequestHandler } from 'express';
import { routeKindOf } from './route-kind';
import type { PageCacheResult, SiteMetrics } from './site-metrics';

const CACHE_RESULTS = new Set<string>(['hit', 'stale', 'miss', 'bypass']);

/**
 * Counts every request Express answers, by route kind and status, with its duration, and the page
 * cache's result when the answer says one (X-Page-Cache). Hits answered before Express are
 * counted by the fast path itself.
 */
export function requestMetrics(metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // The path as the client sent it: routers mounted below rewrite req.url.
    const path = req.path;
    const method = req.method;
    res.once('finish', () => {
      metrics.request(routeKindOf(method, path), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
      const cache = String(res.getHeader('X-Page-Cache') ?? '').toLowerCase();
      if (CACHE_RESULTS.has(cache)) metrics.pageCache(cache as PageCacheResult);
    });
    next();
  };
}
