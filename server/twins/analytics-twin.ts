import { Router, type Request, type Response } from 'express';
import { COOKIES_PATH, REGISTER_CONSENT_PATH, SNIPPETS_PATH, type ConsentMap } from '../../shared/lib/consent/consent';
import type { ConsentSource } from '../sources/consent/consent-source';

/** Content can change at any time; a minute is what browsers and shared caches keep it. */
const publicCacheControl = 'public, max-age=60';

class QueryError extends Error {}

/**
 * Reads `?a=true&ma=false`: only configured params, each once, each `true` or `false`. With
 * `everyParam`, each configured param must be there (the registration carries one per param).
 */
function consentQuery(req: Request, params: readonly string[], everyParam: boolean): ConsentMap {
  const consent: ConsentMap = {};
  for (const [name, value] of Object.entries(req.query)) {
    if (!params.includes(name)) throw new QueryError(`Unknown consent param: ${name}`);
    if (value !== 'true' && value !== 'false') throw new QueryError(`Consent param ${name} must be true or false`);
    consent[name] = value === 'true';
  }
  const missing = everyParam ? params.filter((param) => !(param in consent)) : [];
  if (missing.length > 0) throw new QueryError(`Missing consent params: ${missing.join(', ')}`);
  return consent;
}

/**
 * The analytics host's embedded twin, in its dialect (spec 001 §7), mounted only when no
 * ANALYTICS_HOST is configured. A real host is called from the page's origin, so the twin answers
 * cross-origin calls too (nothing here is personal and no credentials are read).
 */
export function analyticsTwin(options: { consent: ConsentSource }): Router {
  const router = Router();
  router.use([COOKIES_PATH, REGISTER_CONSENT_PATH, SNIPPETS_PATH], (_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });

  const handle =
    (answer: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response, next: (error?: unknown) => void) => {
      try {
        await answer(req, res);
      } catch (error) {
        if (error instanceof QueryError) {
          res.status(400).set('Cache-Control', 'no-store').json({ error: error.message });
          return;
        }
        next(error);
      }
    };
  const configuredParams = async () => (await options.consent.cookieConfiguration()).preferences.items.map((item) => item.param);

  router.get(
    COOKIES_PATH,
    handle(async (_req, res) => {
      res.set('Cache-Control', publicCacheControl).json(await options.consent.cookieConfiguration());
    }),
  );

  router.get(
    REGISTER_CONSENT_PATH,
    handle(async (req, res) => {
      const consent = consentQuery(req, await configuredParams(), true);
      await options.consent.registerConsent(consent);
      // The twin keeps no record of its own: this log line, with the request id, is it.
      req.log.info({ consent }, 'cookie consent registered');
      res.set('Cache-Control', 'no-store').status(204).end();
    }),
  );

  router.get(
    SNIPPETS_PATH,
    handle(async (req, res) => {
      const consent = consentQuery(req, await configuredParams(), false);
      const accepted = Object.keys(consent).filter((param) => consent[param]);
      res.set('Cache-Control', publicCacheControl).json(await options.consent.snippets(accepted));
    }),
  );

  return router;
}
