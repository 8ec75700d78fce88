import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { PREVIEW_COOKIE } from '../http/preview-cookie';
import { redactUrl, requestIdOf } from '../http/request-logging';
import { pageCacheKey } from './cache-key';
import type { PageCache } from './page-cache';
import { sendReadyPage } from './send-ready-page';

export interface PageFastPathOptions {
  cache: PageCache;
  logger: Logger;
  /** While draining, keep-alive clients are told to reconnect elsewhere (as app.ts does). */
  isDraining: () => boolean;
  now: () => number;
  /** Requests Express must answer some other way (a plain-http request to an https site is redirected). */
  passOn?: (req: IncomingMessage) => boolean;
  /** Counts a hit (metrics): one pre-bound increment per state, nothing more on this path. */
  countHit?: { hit: () => void; stale: () => void };
}

/**
 * Hits ahead of the Express stack (DESIGN.md §3): a GET or HEAD of a stored page, from a visitor
 * without a preview cookie, is answered from the stored entry as it is, with its request id and an
 * access log line like the request logger's. Resolves false, having touched nothing, for anything
 * else, which Express then handles as before (a miss renders there, a preview bypasses the cache).
 */
export function createPageFastPath(options: PageFastPathOptions) {
  const { cache, logger } = options;
  // The access line is built from known fields only (no headers; the address redacted by
  // redactUrl), so it skips the logger's path redaction, which would cost a hit more than its write.
  const accessLog = logger.child({}, { redact: [] });
  return async function servePageHit(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasPreviewCookie(req) || options.passOn?.(req)) return false;
    const key = pageCacheKey(req.url ?? '');
    if (!key) return false;
    const started = process.hrtime.bigint();
    const kept = await cache.kept(key, logger);
    if (!kept) return false;
    const id = requestIdOf(req);
    // Headers go out in one writeHead (send-ready-page.ts): the fastest way node:http has.
    const extra = options.isDraining() ? ['X-Request-Id', id, 'Connection', 'close'] : ['X-Request-Id', id];
    sendReadyPage(req, res, kept.page, kept.state, options.now(), extra);
    options.countHit?.[kept.state]();
    res.once('finish', () => {
      accessLog.info(
        {
          req: { id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: Number(process.hrtime.bigint() - started) / 1e6,
          pageCache: kept.state,
        },
        'request completed',
      );
    });
    return true;
  };
}

/** Any preview cookie, even one that will not verify: Express decides what it is worth. */
function hasPreviewCookie(req: IncomingMessage): boolean {
  return req.headers.cookie?.includes(`${PREVIEW_COOKIE}=`) === true;
}
