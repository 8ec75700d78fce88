import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { consentConnectSources } from '../sources/consent/browser-connect-sources';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../api/csp-report';

/**
 * A fresh nonce for every response. Pages are rendered with it and a cached page gets its stored
 * nonce swapped for the fresh one on the way out (docs/decisions/0003-csp-nonces.md), so the
 * policy never needs 'unsafe-inline' in script-src. base64url so it never needs HTML escaping.
 */
export function createNonce(): string {
  return randomBytes(18).toString('base64url');
}

export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = createNonce();
  next();
};

/** Names the CSP's report-to group (the Reporting API reads absolute or same-origin addresses). */
const reportingEndpoints: RequestHandler = (_req, res, next) => {
  res.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  next();
};

export function securityHeaders(config: Config): RequestHandler[] {
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const https = config.publicUrl.startsWith('https:');
  return [
    assignNonce,
    reportingEndpoints,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // 'strict-dynamic' trusts what a nonced script loads (route chunks, consented tags);
          // 'self' is only read by browsers too old to know 'strict-dynamic'.
          'script-src': [nonceSource, "'strict-dynamic'", "'self'"],
          'style-src': ["'self'", nonceSource],
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
          'frame-ancestors': ["'none'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
          // Violations are logged (server/api/csp-report.ts): report-to for current browsers,
          // report-uri for those without the Reporting API.
          'report-to': [CSP_REPORT_GROUP],
          'report-uri': [CSP_REPORT_PATH],
        },
      },
      strictTransportSecurity: { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }),
  ];
}
