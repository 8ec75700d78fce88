import { Router } from 'express';
import type { StoreAccessTokens } from '../sources/store/ochre-token-provider';

export const STORE_ACCESS_PATH = '/api/auth/ochre/access';

/**
 * POST /api/auth/ochre/access (spec 001 §3 "Store access token", §7): the store's bearer token for
 * the browser, `{ accessToken, expiresAt }` (ISO 8601). The token comes from the shared provider
 * (client credentials, cached until 60 s before expiry, one request for concurrent callers), so the
 * client id and secret never leave the server and asking often costs nothing. Without Ochre the
 * embedded store's twin token is served (its retail API accepts it); with no token source at all,
 * 404. The token is never logged (bodies are not).
 */
export function storeAccessEndpoint(tokens: StoreAccessTokens | null): Router {
  const router = Router();

  router.post(STORE_ACCESS_PATH, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!tokens) {
      res.status(404).json({ details: ['Store access is not configured: the embedded store needs no token'] });
      return;
    }
    try {
      const token = await tokens.current();
      res.json({ accessToken: token.accessToken, expiresAt: new Date(token.expiresAt).toISOString() });
    } catch (error) {
      // The error carries the auth address and status only (OchreAuthError), never a credential.
      req.log.warn({ err: error }, 'store access token unavailable');
      res.status(502).json({ details: ['The store could not be reached. Please try again.'] });
    }
  });

  router.all(STORE_ACCESS_PATH, (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ details: ['Use POST'] });
  });

  return router;
}
