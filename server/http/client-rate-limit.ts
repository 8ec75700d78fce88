import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';

export interface ClientRateLimit {
  /** Requests one client (by address behind TRUST_PROXY_HOPS proxies) may make per window. */
  limit: number;
  windowMs: number;
  /** Where the counts live: this replica's memory unless a store shared by the replicas is given. */
  store?: Store;
  /** What a client over its budget is told. */
  onLimited: Options['handler'];
  /** Requests answered 400 or above give their count back. */
  refundFailures?: boolean;
  /** Requests that are not counted at all. */
  skip?: Options['skip'];
}

/**
 * A per-client window limit with the site's header policy: the standard RateLimit headers
 * (draft 8), not the legacy X-RateLimit ones. Every limit the site sets goes through here.
 */
export function clientRateLimit({ limit, windowMs, store, onLimited, refundFailures = false, skip }: ClientRateLimit): RequestHandler {
  return rateLimit({
    store,
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: refundFailures,
    ...(skip ? { skip } : {}),
    handler: onLimited,
  });
}
