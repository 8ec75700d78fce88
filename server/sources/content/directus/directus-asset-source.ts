import { ByteLru } from '../../../media/byte-lru';
import type { AssetSource, StoredAsset } from '../../assets/asset-source';
import type { FileVersions } from '../../assets/file-versions';
import type { DirectusClient } from './directus-client';

export interface DirectusAssetSourceOptions {
  client: DirectusClient;
  /** Memory for originals fetched from Directus; least recently used ones are dropped beyond it. */
  cacheBytes: number;
  /** Largest file fetched. */
  maxBytes?: number;
  /**
   * Runs each download through the content circuit (docs/decisions/0025): an outage becomes
   * SourceUnavailableError. Files already in memory are answered without it, so a file fetched
   * before an outage is still served during it.
   */
  guard?: <T>(call: () => Promise<T>) => Promise<T>;
  /** The files' versions (decision 0097): a replaced file's bytes are kept apart from the old ones. */
  versions?: FileVersions;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The bytes behind the site's `/assets/{id}` when content lives in Directus: the original from
 * Directus's `/assets/{id}` with the service account (docs/decisions/0020). The site's asset route
 * applies Directus's transformation parameters itself, so pages keep one origin for images (CSP,
 * image optimiser) and Directus need not be public. A replaced file keeps its id but gets a new
 * version (decision 0097): originals are kept in memory by id and version, a new version is
 * downloaded anew, and concurrent requests for one file share one download.
 */
export function createDirectusAssetSource(options: DirectusAssetSourceOptions): AssetSource {
  const cache = new ByteLru<StoredAsset>(options.cacheBytes, (asset) => asset.bytes.length);
  const missing = Symbol('missing');
  const guard = options.guard ?? (<T>(call: () => Promise<T>) => call());

  return {
    versionFor: options.versions && ((id, asked) => options.versions!.versionFor(id, asked)),
    async getAsset(id, version) {
      if (!UUID.test(id)) return null;
      try {
        return await cache.getOrCompute(version ? `${id}?v=${version}` : id, async () => {
          const file = await guard(() => options.client.getBytes(`/assets/${encodeURIComponent(id)}`, options.maxBytes ?? DEFAULT_MAX_BYTES));
          // Not cached: a file may be uploaded later under this id.
          if (!file) throw missing;
          return { id, type: file.type, filename: file.filename ?? id, bytes: file.bytes, ...(file.modified ? { modified: file.modified } : {}) };
        });
      } catch (error) {
        if (error === missing) return null;
        throw error;
      }
    },
  };
}
