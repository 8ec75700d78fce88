import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type CookieOptions, type RequestHandler, type Response, type Router } from 'express';
import Joi from 'joi';
import type { Config } from '../config';
import { PREVIEW_COOKIE, previewSigningKey, secretsEqual, signPreviewCookie, verifyPreviewCookie } from '../http/preview-cookie';
import { sameSiteTarget } from '../../shared/lib/routing/same-site-target';

/**
 * Preview mode for editors (docs/decisions/0015-page-cache-and-preview.md):
 * - `GET /api/preview?secret=…&path=/…` — the link the CMS opens. A right secret sets the signed,
 *   expiring, HttpOnly cookie and redirects to `path` (same-site paths only); 404 when PREVIEW_SECRET
 *   is not configured, 400 for a malformed query, 401 for a wrong secret.
 * - `GET /api/exit-preview` — clears the cookie, back to the home page.
 * - previewMode(): for every request, `res.locals.preview = true` only for a cookie that verifies.
 * - framedInPreviewPane(): what the CMS's preview pane may frame (docs/decisions/0096).
 */
export interface PreviewSettings {
  previewSecret: string | null;
  signingKey: Buffer | null;
  maxAgeSeconds: number;
  secureCookie: boolean;
  /**
   * The cookie must reach the site inside the CMS's preview pane, a frame of another site: over
   * https with PREVIEW_FRAME_ORIGINS set, `SameSite=None; Secure; Partitioned`.
   */
  crossSiteCookie: boolean;
  publicOrigin: string;
  now: () => number;
}

export const PREVIEW_ENTRY_PATH = '/api/preview';

export function previewSettings(config: Config, now: () => number = Date.now): PreviewSettings {
  return {
    previewSecret: config.previewSecret,
    signingKey: config.previewSecret ? previewSigningKey(config.previewSecret, config.previewCookieSecret) : null,
    maxAgeSeconds: config.previewMaxAgeSeconds,
    secureCookie: config.publicUrl.startsWith('https:'),
    crossSiteCookie: config.publicUrl.startsWith('https:') && config.previewFrameOrigins.length > 0,
    publicOrigin: new URL(config.publicUrl).origin,
    now,
  };
}

/** True when the request carries a preview cookie that this server signed and that has not expired. */
export function hasPreviewCookie(settings: PreviewSettings, cookies: Record<string, unknown> | undefined): boolean {
  if (!settings.signingKey) return false;
  return verifyPreviewCookie(cookies?.[PREVIEW_COOKIE], settings.signingKey, settings.now(), settings.maxAgeSeconds);
}

/**
 * After cookie-parser, before the security headers: marks verified preview requests for the headers
 * (framing), the render, the cache and /graphql.
 */
export function previewMode(settings: PreviewSettings): RequestHandler {
  return (req, res, next) => {
    if (hasPreviewCookie(settings, req.cookies)) res.locals.preview = true;
    next();
  };
}

/**
 * What the CMS's preview pane may frame (docs/decisions/0096): every response in preview, and the
 * preview link itself, so that its refusals (a wrong secret) show in the pane. Decided before any
 * route runs, from the request's path and the verified cookie.
 */
export function framedInPreviewPane(req: IncomingMessage, res: ServerResponse): boolean {
  if ((res as Response).locals?.preview === true) return true;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return (query < 0 ? url : url.slice(0, query)) === PREVIEW_ENTRY_PATH;
}

/**
 * A same-site path: one leading '/', then no second slash right after it, no backslash, no
 * whitespace or control characters (browsers drop tabs and newlines, which would turn `/\t/evil`
 * into `//evil`). Query and fragment are allowed.
 */
const SAME_SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

const enterQuery = Joi.object({
  secret: Joi.string().max(512).required(),
  path: Joi.string().max(2048).pattern(SAME_SITE_PATH).default('/'),
});

export function previewEndpoints(settings: PreviewSettings): Router {
  const router = express.Router();
  // Set and cleared alike: a partitioned cookie is only cleared by a partitioned Set-Cookie.
  const cookieOptions = (maxAgeMs?: number): CookieOptions => ({
    httpOnly: true,
    secure: settings.secureCookie,
    // Inside the preview pane the site is a frame of the CMS: a Lax cookie would never be sent there.
    // Partitioned (CHIPS) keys it to the top-level site it was set under (the CMS's), so a page of
    // any other site that frames or calls the site never carries it. Over plain http (one machine:
    // the same site) Lax works, and None could not (it needs Secure).
    ...(settings.crossSiteCookie ? { sameSite: 'none' as const, partitioned: true } : { sameSite: 'lax' as const }),
    path: '/',
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  });

  router.get(PREVIEW_ENTRY_PATH, (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!settings.previewSecret || !settings.signingKey) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const { value, error } = enterQuery.validate(req.query, { abortEarly: false });
    if (error) {
      res.status(400).json({ error: 'Invalid query', fields: fieldsOf(error) });
      return;
    }
    if (!secretsEqual(value.secret, settings.previewSecret)) {
      req.log.warn('preview entry refused: wrong secret');
      res.status(401).json({ error: 'Invalid secret' });
      return;
    }
    const target = sameSiteTarget(value.path, settings.publicOrigin, { keep: 'path-query-hash' });
    if (!target) {
      res.status(400).json({ error: 'Invalid query', fields: ['path'] });
      return;
    }
    res.cookie(
      PREVIEW_COOKIE,
      signPreviewCookie(settings.signingKey, settings.now(), settings.maxAgeSeconds),
      cookieOptions(settings.maxAgeSeconds * 1000),
    );
    req.log.info({ path: target }, 'preview entered');
    res.redirect(302, target);
  });

  router.get('/api/exit-preview', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.clearCookie(PREVIEW_COOKIE, cookieOptions());
    res.redirect(302, '/');
  });

  return router;
}

export function fieldsOf(error: Joi.ValidationError): string[] {
  return [...new Set(error.details.map((detail) => detail.path.join('.') || String(detail.context?.key ?? 'query')))];
}
