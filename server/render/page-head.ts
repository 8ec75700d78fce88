import type { RequestHandler } from 'express';
import { matchSiteRoutes } from '../../shared/app/routes';
import { splitLocalePath } from '../../shared/lib/routing/locale-path';
import { answerContentUnavailable, contentUnavailable } from '../api/source-unavailable-answer';
import type { ContentSource } from '../sources/content/content-source';

/**
 * Whether a public content page exists at a route path: the catch-all route renders the `pages`
 * item of that path, or its 404 (shared/pages/content-page.tsx). One content read, no render.
 */
async function contentPageExists(content: ContentSource, routePath: string): Promise<boolean> {
  const found = await content.list('pages', { filter: { path: { _eq: routePath } }, limit: 1 }, { preview: false });
  return found.length > 0;
}

/**
 * HEAD never renders (a monitor or link checker must not cost a render): a page the cache could
 * not answer gets its headers only, as a page would. Its status: a path only the catch-all route
 * takes is a content page, and whether that exists is one content read, so an address that would
 * render the not-found page answers 404 (and 503 while content is unavailable, decision 0025).
 * Other routes (a release, an artist, ...) answer 200: telling whether their item exists would
 * repeat the page's own data rules (docs/decisions/0055).
 */
export function pageHeadWithoutRender(content: ContentSource): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'HEAD') {
      next();
      return;
    }
    const preview = res.locals.preview === true;
    let status = 200;
    if (!preview) {
      const { path } = splitLocalePath(req.path);
      if (matchSiteRoutes(path).at(-1)?.path === '*') {
        try {
          if (!(await contentPageExists(content, path))) status = 404;
        } catch (error) {
          const unavailable = contentUnavailable(error);
          if (!unavailable) {
            next(error);
            return;
          }
          answerContentUnavailable(res, unavailable, 'text');
          return;
        }
      }
    }
    res.status(status).set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': preview ? 'private, no-store' : 'private, no-cache',
      ...(preview ? { 'X-Robots-Tag': 'noindex' } : {}),
    });
    res.end();
  };
}
