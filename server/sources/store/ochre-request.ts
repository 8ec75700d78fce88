import { getJson, type JsonAnswer } from '../http/get-json';
import { callLimits, type ServiceEndpoint } from '../http/service-endpoint';
import { ServiceError } from '../http/service-error';
import type { StoreAccessTokens } from './ochre-token-provider';

/** The spec's text for a retail request without a token (spec 001 §8, "Missing store token"). */
export const MISSING_ACCESS_TOKEN_MESSAGE = 'accessToken is not defined, but is required when making a request';

/** Where the retail API is, how patiently it is called, and where its bearer token comes from. */
export interface OchreEndpoint extends ServiceEndpoint {
  tokens: StoreAccessTokens;
}

const SERVICE = 'Ochre retail API';

/** Throws the spec's ReferenceError when there is no token to send. */
export function requireAccessToken(accessToken: string | null | undefined): string {
  if (!accessToken) throw new ReferenceError(MISSING_ACCESS_TOKEN_MESSAGE);
  return accessToken;
}

/**
 * GET a retail API answer with `Authorization: Bearer {token}`. A 401 means the token was revoked
 * or expired early: it is refreshed once and the request retried once (spec 001 §4, §8); a second
 * 401 is the caller's failure. A 404 is an answer (nothing for that reference), not a failure.
 */
export async function getOchreJson(endpoint: OchreEndpoint, url: URL, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  let token = await endpoint.tokens.current();
  for (let attempt = 1; ; attempt += 1) {
    const accessToken = requireAccessToken(token.accessToken);
    try {
      return await getJson(url, {
        service: SERVICE,
        headers: { ...headers, authorization: `Bearer ${accessToken}` },
        answerStatuses: [404],
        ...callLimits(endpoint),
      });
    } catch (error) {
      if (attempt > 1 || !(error instanceof ServiceError) || error.status !== 401) throw error;
      token = await endpoint.tokens.refresh(accessToken);
    }
  }
}
