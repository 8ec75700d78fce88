import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { PREVIEW_COOKIE } from '../http/preview-cookie';
import { requestIdOf } from '../http/request-logging';
import { redactUrl } from '../sources/http/redact-url';
import { pageCacheKey } from './cache-key';
import type { KeptAnswer, PageCache } from './page-cache';
import { sendReadyPage } from './send-ready-page';

export interface PageFastPathOptions {
  cache: PageCache;
  logger: Logger;
  /** Once the listener has closed, keep-alive clients are told to reconnect elsewhere (as app.ts does). */
  isClosingConnections: () => boolean;
  now: () => number;
  /** Requests Express must answer some other way (a plain-http request to an https site is redirected). */
  passOn?: (req: IncomingMessage) => boolean;
  /** Counts a hit (metrics): one pre-bound increment per state, nothing more on this path. */
  countHit?: { hit: () => void; stale: () => void };
}

/**
 * Answers a stored page, or says it did not: true when the request was answered, false when it was
 * left untouched for Express. A copy held in memory is answered at once (no promise: most hits);
 * only a store that must be asked over the network (Redis) makes the answer a promise.
 */
export type PageHitHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * Hits ahead of the Express stack (DESIGN.md §3): a GET or HEAD of a stored page, from a visitor
 * without a preview cookie, is answered from the stored entry as it is, with its request id and an
 * access log line like the request logger's. Anything else is left untouched, and Express then
 * handles it as before (a miss renders there, a preview bypasses the cache).
 */
export function createPageFastPath(options: PageFastPathOptions): PageHitHandler {
  const { cache, logger } = options;
  // The access line is built from known fields only (no headers; the address redacted by
  // redactUrl), so it skips the logger's path redaction, which would cost a hit more than its write.
  const accessLog = logger.child({}, { redact: [] });

  /** One hit: the stored entry as it is, then its access line (the response is written by then). */
  function answer(req: IncomingMessage, res: ServerResponse, kept: KeptAnswer, started: number): true {
    const id = requestIdOf(req);
    // Headers go out in one writeHead (send-ready-page.ts): the fastest way node:http has.
    const extra = options.isClosingConnections() ? ['X-Request-Id', id, 'Connection', 'close'] : ['X-Request-Id', id];
    sendReadyPage(req, res, kept.page, kept.state, options.now(), extra);
    options.countHit?.[kept.state]();
    accessLog.info(
      {
        req: { id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: performance.now() - started,
        pageCache: kept.state,
      },
      'request completed',
    );
    return true;
  }

  return function servePageHit(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasPreviewCookie(req) || options.passOn?.(req)) return false;
    const key = pageCacheKey(req.url ?? '');
    if (!key) return false;
    const started = performance.now();
    const inMemory = cache.keptInMemory(key, logger);
    if (inMemory) return answer(req, res, inMemory, started);
    return cache.kept(key, logger).then((kept) => (kept ? answer(req, res, kept, started) : false));
  };
}

/** Any preview cookie, even one that will not verify: Express decides what it is worth. */
function hasPreviewCookie(req: IncomingMessage): boolean {
  return req.headers.cookie?.includes(`${PREVIEW_COOKIE}=`) === true;
}
