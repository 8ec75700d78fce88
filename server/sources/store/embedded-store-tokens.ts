import { randomBytes } from 'node:crypto';
import { TOKEN_RENEWAL_MARGIN_MS, type AccessToken, type StoreAccessTokens } from './ochre-token-provider';

/** How long a twin token lives: short, like a client-credentials token, so a leaked one soon lapses. */
export const EMBEDDED_TOKEN_LIFETIME_MS = 15 * 60_000;

/** The twin's tokens: handed out by POST /api/auth/ochre/access, checked by its retail API. */
export interface EmbeddedStoreTokens extends StoreAccessTokens {
  /** True for a token this twin issued that has not expired. */
  accepts(token: string): boolean;
}

/**
 * The embedded store's stand-in for Ochre's token endpoint (decision 0035): random opaque tokens
 * kept in memory with their expiry, renewed like Ochre's, so the browser and the retail API take
 * the same path with or without the real store.
 */
export function createEmbeddedStoreTokens(options: { now?: () => number } = {}): EmbeddedStoreTokens {
  const now = options.now ?? Date.now;
  const issued = new Map<string, number>();
  let latest: AccessToken | null = null;

  const issue = (): AccessToken => {
    // Expired tokens are forgotten as new ones are made: the map holds a handful at most.
    for (const [token, expiresAt] of issued) if (expiresAt <= now()) issued.delete(token);
    latest = { accessToken: randomBytes(24).toString('base64url'), expiresAt: now() + EMBEDDED_TOKEN_LIFETIME_MS };
    issued.set(latest.accessToken, latest.expiresAt);
    return latest;
  };

  return {
    async current() {
      return latest && latest.expiresAt - TOKEN_RENEWAL_MARGIN_MS > now() ? latest : issue();
    },
    async refresh(rejected) {
      return latest && latest.accessToken !== rejected && latest.expiresAt - TOKEN_RENEWAL_MARGIN_MS > now() ? latest : issue();
    },
    accepts(token) {
      const expiresAt = issued.get(token);
      return expiresAt !== undefined && expiresAt > now();
    },
  };
}

export function isEmbeddedStoreTokens(tokens: StoreAccessTokens | null): tokens is EmbeddedStoreTokens {
  return tokens !== null && typeof (tokens as Partial<EmbeddedStoreTokens>).accepts === 'function';
}
