import type { CdnKind } from '../../cache/cdn-tags';
import { discardBody, transportFailure } from '../http/capped-fetch';

/**
 * Purging a CDN by tag (decision 0094), through its documented API:
 * - Fastly: `POST {api}/service/{service}/purge` with `{"surrogate_keys": [...]}` (256 per call),
 *   authenticated by `Fastly-Key`;
 * - Cloudflare: `POST {api}/zones/{zone}/purge_cache` with `{"tags": [...]}` (30 per call), by a
 *   bearer token.
 * Each call has a deadline; a call that fails throws a CdnPurgeError naming the status or the
 * transport failure, never the token.
 */
export interface CdnSettings {
  kind: CdnKind;
  apiUrl: string;
  /** Fastly's service id, or Cloudflare's zone id. */
  service: string;
  token: string;
  timeoutMs: number;
}

export interface CdnPurge {
  purge(tags: readonly string[]): Promise<void>;
}

export class CdnPurgeError extends Error {
  override name = 'CdnPurgeError';
}

const TAGS_PER_CALL: Record<CdnKind, number> = { fastly: 256, cloudflare: 30 };

export function createCdnPurge(settings: CdnSettings): CdnPurge {
  const { kind, apiUrl, service, token, timeoutMs } = settings;
  const call = async (tags: string[]) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const request: { url: string; headers: Record<string, string>; body: object } =
      kind === 'fastly'
        ? {
            url: `${apiUrl}/service/${encodeURIComponent(service)}/purge`,
            headers: { 'Fastly-Key': token },
            body: { surrogate_keys: tags },
          }
        : {
            url: `${apiUrl}/zones/${encodeURIComponent(service)}/purge_cache`,
            headers: { Authorization: `Bearer ${token}` },
            body: { tags },
          };
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: 'POST',
        headers: { ...request.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request.body),
        signal: deadline,
        redirect: 'error',
      });
    } catch (error) {
      const { failure, detail } = transportFailure(error, deadline, timeoutMs);
      throw new CdnPurgeError(`${kind} purge failed: ${failure} (${detail})`);
    }
    await discardBody(response);
    if (!response.ok) throw new CdnPurgeError(`${kind} purge failed: HTTP ${response.status}`);
  };
  return {
    async purge(tags) {
      const all = [...new Set(tags)];
      for (let start = 0; start < all.length; start += TAGS_PER_CALL[kind]) await call(all.slice(start, start + TAGS_PER_CALL[kind]));
    },
  };
}
