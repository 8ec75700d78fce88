import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Whether a request must be redirected, from its headers alone (the page cache's fast path sees no
 * Express request): PUBLIC_URL is https, proxies are trusted, and the nearest one says plain http.
 */
export function needsHttpsRedirect(config: Pick<Config, 'publicUrl' | 'trustProxyHops'>): (headers: IncomingHttpHeaders) => boolean {
  const active = new URL(config.publicUrl).protocol === 'https:' && config.trustProxyHops > 0;
  return (headers) => {
    const forwarded = headers['x-forwarded-proto'];
    if (!active || forwarded === undefined) return false;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first === 'http';
  };
}

/**
 * Plain-http requests go to https with 308 (method and body kept) when PUBLIC_URL is https. The
 * scheme is the one the trusted proxies report (X-Forwarded-Proto, read by Express through
 * TRUST_PROXY_HOPS); without trusted proxies, or when the proxy says nothing, TLS ends somewhere
 * we cannot see and nothing is redirected (a redirect there could loop forever). The target is
 * the configured origin, never the request's Host header, so it cannot be pointed elsewhere.
 */
export function httpsRedirect(config: Pick<Config, 'publicUrl' | 'trustProxyHops'>): RequestHandler {
  const origin = new URL(config.publicUrl).origin;
  const active = origin.startsWith('https:') && config.trustProxyHops > 0;
  return (req, res, next) => {
    if (!active || req.get('X-Forwarded-Proto') === undefined || req.protocol !== 'http') return next();
    res.set('Cache-Control', 'no-store');
    res.redirect(308, `${origin}${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`);
  };
}
