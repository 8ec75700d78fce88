import express, { Router } from 'express';
import type { Store } from 'express-rate-limit';
import { clientRateLimit } from '../http/client-rate-limit';

/** Where browsers send CSP violation reports (report-uri and the Reporting API's report-to). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name the policy's report-to directive uses. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** Reports per client and window that reach the log; more are answered 429 and dropped. */
export interface CspReportLimit {
  limit: number;
  windowMs: number;
}

const text = (value: unknown, max = 300): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The fields an operator needs, from either report format; nothing else reaches the log. */
function violationsOf(body: unknown): Record<string, string | number | undefined>[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.slice(0, 10).flatMap((report) => {
    if (report === null || typeof report !== 'object') return [];
    const record = report as Record<string, unknown>;
    // report-uri: { "csp-report": { "blocked-uri", "violated-directive", ... } }
    const legacy = record['csp-report'];
    if (legacy && typeof legacy === 'object') {
      const r = legacy as Record<string, unknown>;
      return [
        {
          documentUri: text(r['document-uri']),
          blockedUri: text(r['blocked-uri']),
          directive: text(r['effective-directive'] ?? r['violated-directive'], 100),
          disposition: text(r.disposition, 20),
        },
      ];
    }
    // Reporting API: [{ type: 'csp-violation', body: { documentURL, blockedURL, effectiveDirective, ... } }]
    const inner = record.body;
    if (record.type === 'csp-violation' && inner && typeof inner === 'object') {
      const r = inner as Record<string, unknown>;
      return [
        {
          documentUri: text(r.documentURL),
          blockedUri: text(r.blockedURL),
          directive: text(r.effectiveDirective, 100),
          disposition: text(r.disposition, 20),
        },
      ];
    }
    return [];
  });
}

/**
 * `POST /api/csp-report`: logs each violation at warn (a blocked resource the policy did not
 * expect, or an injection attempt), at most `limit` reports per client and window, bodies of 16 kB
 * at most. Always 204 for what it takes: a browser does nothing with the answer.
 */
export function cspReportEndpoint(limit: CspReportLimit, store?: Store): Router {
  const router = Router();
  const limiter = clientRateLimit({
    limit: limit.limit,
    windowMs: limit.windowMs,
    // This replica's memory unless a store shared by the replicas is given (REDIS_URL).
    store,
    onLimited: (_req, res) => {
      res.status(429).end();
    },
  });
  router.post(
    CSP_REPORT_PATH,
    limiter,
    express.json({ limit: '16kb', type: ['application/csp-report', 'application/reports+json', 'application/json'] }),
    (req, res) => {
      for (const violation of violationsOf(req.body)) req.log.warn({ violation }, 'content security policy violation');
      res.status(204).end();
    },
  );
  router.all(CSP_REPORT_PATH, (_req, res) => {
    res.set('Allow', 'POST').status(405).end();
  });
  // A body that is not JSON or too large is the sender's problem; answered without a stack.
  router.use(CSP_REPORT_PATH, ((error, _req, res, next) => {
    if (typeof error?.type !== 'string') return next(error);
    res.status(error.type === 'entity.too.large' ? 413 : 400).end();
  }) as express.ErrorRequestHandler);
  return router;
}
