import type { RequestHandler } from 'express';

/**
 * HEAD never renders (a monitor or link checker must not cost a render): a page the cache could
 * not answer gets its headers only, as a page would, without a status the render would decide.
 */
export function pageHeadWithoutRender(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'HEAD') {
      next();
      return;
    }
    const preview = res.locals.preview === true;
    res.status(200).set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': preview ? 'private, no-store' : 'private, no-cache',
      ...(preview ? { 'X-Robots-Tag': 'noindex' } : {}),
    });
    res.end();
  };
}
