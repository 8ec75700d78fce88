import type { RequestHandler, Response } from 'express';
import { cspNonce } from '../http/security';
import { pageCacheKey } from './cache-key';
import { etagMatches } from './etag';
import { withNonce } from './nonce-placeholder';
import type { PageCache } from './page-cache';

/**
 * Pages through the page cache (DESIGN.md §3 step 2), in front of the streaming render. Passed on
 * to the render (`X-Page-Cache: BYPASS`): preview requests, responses that already set a cookie
 * (the page may depend on it) and addresses too long to key. Everything else is answered here: the
 * stored page with this response's nonce, an ETag, and 304 for a matching If-None-Match.
 *
 * Cache-Control stays `private, no-cache` (decision 0003): a shared cache in front must never keep
 * a page and its nonce; browsers may keep it and revalidate with the ETag.
 */
export function cachedPages(cache: PageCache): RequestHandler {
  return async (req, res, next) => {
    const page = res.locals.preview === true || res.getHeader('set-cookie') !== undefined ? null : pageCacheKey(req.originalUrl);
    if (!page) {
      res.set('X-Page-Cache', 'BYPASS');
      next();
      return;
    }
    let answer;
    try {
      answer = await cache.get(page, req.log);
    } catch (error) {
      next(error);
      return;
    }
    res.status(answer.status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': answer.status >= 500 ? 'no-store' : 'private, no-cache',
      'X-Page-Cache': answer.state.toUpperCase(),
    });
    if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
    if (answer.etag) {
      res.set('ETag', answer.etag);
      if (etagMatches(req.get('if-none-match'), answer.etag)) {
        notModified(res);
        return;
      }
    }
    const body = withNonce(answer.html, cspNonce(res));
    res.set('Content-Length', String(Buffer.byteLength(body)));
    res.end(body);
  };
}

/**
 * The browser keeps the copy it has, whose scripts carry that copy's nonce. A 304's headers update
 * the stored ones, so a fresh Content-Security-Policy here would no longer match the kept page:
 * the 304 goes without one, and the browser keeps the policy that came with its copy.
 */
function notModified(res: Response) {
  res.removeHeader('Content-Security-Policy');
  res.removeHeader('Content-Type');
  res.status(304).end();
}
