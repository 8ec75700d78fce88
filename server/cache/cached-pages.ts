import type { RequestHandler } from 'express';
import { cspNonce } from '../http/security';
import { pageCacheKey } from './cache-key';
import { withNonce } from './nonce-placeholder';
import type { PageCache } from './page-cache';
import { sendReadyPage } from './send-ready-page';

/**
 * Pages through the page cache (DESIGN.md §3 step 2), in front of the streaming render, for what the
 * fast path (page-fast-path.ts) left to Express: misses, and stored pages requested with a preview
 * cookie that did not verify. Passed on (`X-Page-Cache: BYPASS`): preview requests, responses that
 * already set a cookie (the page may depend on it) and addresses too long to key.
 *
 * A stored page is sent as it is stored (send-ready-page.ts), with the fixed hash-based policy and
 * the headers a hit has (decision 0029). A render that was not stored gets this response's nonce
 * and `private, no-cache` (`private, no-store` for a server error). A HEAD never renders: a page
 * not stored is passed on to the headers-only answer (page-head.ts).
 */
export function cachedPages(cache: PageCache, now: () => number = Date.now): RequestHandler {
  return async (req, res, next) => {
    const page = res.locals.preview === true || res.getHeader('set-cookie') !== undefined ? null : pageCacheKey(req.originalUrl);
    if (!page) {
      res.set('X-Page-Cache', 'BYPASS');
      next();
      return;
    }
    let answer;
    try {
      if (req.method === 'HEAD') {
        const kept = await cache.kept(page, req.log);
        if (!kept) {
          res.set('X-Page-Cache', 'MISS');
          next();
          return;
        }
        answer = { page: kept.page, state: kept.state };
      } else {
        answer = await cache.get(page, req.log);
      }
    } catch (error) {
      next(error);
      return;
    }
    if (answer.page) {
      // Already encoded: compression must leave it alone (app.ts).
      res.locals.readyPage = true;
      sendReadyPage(req, res, answer.page, answer.state, now());
      return;
    }
    const { status, html, state, retryAfterSeconds } = answer as {
      status: number;
      html: string;
      state: string;
      retryAfterSeconds?: number;
    };
    res.status(status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status >= 500 ? 'private, no-store' : 'private, no-cache',
      'X-Page-Cache': state.toUpperCase(),
    });
    if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
    const body = withNonce(html, cspNonce(res));
    res.set('Content-Length', String(Buffer.byteLength(body)));
    res.end(body);
  };
}
