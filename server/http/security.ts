import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { consentConnectSources } from '../sources/consent/browser-connect-sources';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../api/csp-report';
import type { InlineHashes } from './csp-hashes';

/**
 * A fresh nonce for every response that is not a stored page: pages streamed to a visitor and
 * preview renders carry React's per-response instruction scripts, which no fixed hash can name.
 * Stored pages need none (docs/decisions/0029-hash-based-csp.md). base64url: never needs escaping.
 */
export function createNonce(): string {
  return randomBytes(18).toString('base64url');
}

export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

/** The response's nonce as a CSP source, or nothing (a stored page's fixed header block). */
function nonceSources(res: unknown): string[] {
  const nonce = (res as Response).locals?.cspNonce as string | undefined;
  return nonce ? [`'nonce-${nonce}'`] : [];
}

const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = createNonce();
  next();
};

/**
 * Which responses another site may frame, and which sites (decision 0096): the CMS's preview pane
 * frames pages in preview. Every other response says `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`; a framed one names `'self'` and the origins, and sends no X-Frame-Options,
 * which cannot name an origin and would overrule the policy in older browsers.
 */
export interface FramingRule {
  /** Origins (after 'self'); none: nothing is ever framed. */
  origins: readonly string[];
  /** Decided once the request is known to be in preview (server/api/preview.ts). */
  framable: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * The security headers of every response. `hashes` are the build's inline code (csp-hashes.ts): the
 * policy names them always, and the response's nonce when it has one.
 */
export function securityHeaders(config: Config, hashes: InlineHashes, framing?: FramingRule): RequestHandler[] {
  return [assignNonce, securityHeadersWithoutNonce(config, hashes, framing)];
}

/**
 * The same headers as a fixed block, without a nonce: what a stored page is sent with, made once
 * when it is stored (server/cache/ready-page.ts), so a hit and a miss of a page carry the same set.
 */
export function storedPageSecurityHeaders(config: Config, hashes: InlineHashes): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    locals: {},
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
    getHeader: (name: string) => headers[name],
  };
  // No framing rule: a stored page is public, and no site may frame it.
  securityHeadersWithoutNonce(config, hashes)({} as never, collector as never, () => undefined);
  return headers;
}

function securityHeadersWithoutNonce(config: Config, hashes: InlineHashes, framing?: FramingRule): RequestHandler {
  // One function per directive keeps helmet from writing empty sources when there is no nonce.
  const scriptSources = (_req: unknown, res: unknown) => [...hashes.scripts, ...nonceSources(res)].join(' ');
  const styleSources = (_req: unknown, res: unknown) => ["'self'", ...hashes.styles, ...nonceSources(res)].join(' ');
  const framers = framing && framing.origins.length > 0 ? { ...framing, sources: ["'self'", ...framing.origins].join(' ') } : null;
  const framed = (req: IncomingMessage, res: ServerResponse) => framers?.framable(req, res) === true;
  const frameAncestors = (req: IncomingMessage, res: ServerResponse) =>
    framers && framers.framable(req, res) ? framers.sources : "'none'";
  const https = config.publicUrl.startsWith('https:');
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // 'strict-dynamic' trusts what a hashed (or nonced) script loads (route chunks, consented
        // tags); 'self' is only read by browsers too old to know 'strict-dynamic'.
        'script-src': [scriptSources, "'strict-dynamic'", "'self'"],
        'style-src': [styleSources],
        // Style attributes (an aspect ratio, a label's colour from the CMS) cannot run code;
        // style elements and sheets still need 'self' or the nonce.
        'style-src-attr': ["'unsafe-inline'"],
        // Images come through the site (/assets, the optimiser); remote ones only from ASSET_HOSTS,
        // and the consent tag's measurement pixels from its hosts.
        'img-src': ["'self'", 'data:', 'blob:', ...config.assetHosts, ...consentConnectSources(config)],
        'font-src': ["'self'"],
        // The analytics host and the tag manager, when configured (consent, spec 001 §7), and the
        // real store, whose cart API the basket calls (spec 000 §7; the embedded store is 'self').
        'connect-src': ["'self'", ...consentConnectSources(config), ...(config.storeUrl ? [new URL(config.storeUrl).origin] : [])],
        // Preview audio: the site's own, or the store's media hosts (MEDIA_HOSTS, for Ochre).
        'media-src': ["'self'", 'blob:', ...config.mediaHosts],
        // Embedded players load on the visitor's request, from the hosts in FRAME_HOSTS only.
        'frame-src': ["'self'", ...config.frameHosts],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        // The e-mail sign-up service's own form posts to its origin.
        'form-action': ["'self'", ...(config.emailFormsUrl ? [config.emailFormsUrl] : [])],
        // Nobody, except the CMS's preview pane for responses in preview (FramingRule).
        'frame-ancestors': [frameAncestors],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        // Violations are logged (server/api/csp-report.ts): report-to for current browsers,
        // report-uri for those without the Reporting API.
        'report-to': [CSP_REPORT_GROUP],
        'report-uri': [CSP_REPORT_PATH],
      },
    },
    strictTransportSecurity: { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below: DENY unless the response may be framed.
    xFrameOptions: false,
  });
  // Names the CSP's report-to group (the Reporting API reads absolute or same-origin addresses).
  return (req, res, next) => {
    res.setHeader('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    if (!framed(req, res)) res.setHeader('X-Frame-Options', 'DENY');
    helmetHeaders(req, res, next);
  };
}
