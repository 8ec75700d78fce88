import express, { type CookieOptions, type RequestHandler, type Router } from 'express';
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
 */
export interface PreviewSettings {
  previewSecret: string | null;
  signingKey: Buffer | null;
  maxAgeSeconds: number;
  secureCookie: boolean;
  publicOrigin: string;
  now: () => number;
}

export function previewSettings(config: Config, now: () => number = Date.now): PreviewSettings {
  return {
    previewSecret: config.previewSecret,
    signingKey: config.previewSecret ? previewSigningKey(config.previewSecret, config.previewCookieSecret) : null,
    maxAgeSeconds: config.previewMaxAgeSeconds,
    secureCookie: config.publicUrl.startsWith('https:'),
    publicOrigin: new URL(config.publicUrl).origin,
    now,
  };
}

/** True when the request carries a preview cookie that this server signed and that has not expired. */
export function hasPreviewCookie(settings: PreviewSettings, cookies: Record<string, unknown> | undefined): boolean {
  if (!settings.signingKey) return false;
  return verifyPreviewCookie(cookies?.[PREVIEW_COOKIE], settings.signingKey, settings.now(), settings.maxAgeSeconds);
}

/** After cookie-parser: marks verified preview requests for the render, the cache and /graphql. */
export function previewMode(settings: PreviewSettings): RequestHandler {
  return (req, res, next) => {
    if (hasPreviewCookie(settings, req.cookies)) res.locals.preview = true;
    next();
  };
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
  const cookieOptions = (maxAgeMs?: number): CookieOptions => ({
    httpOnly: true,
    secure: settings.secureCookie,
    sameSite: 'lax',
    path: '/',
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  });

  router.get('/api/preview', (req, res) => {
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
