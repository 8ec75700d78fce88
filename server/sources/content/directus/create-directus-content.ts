import type { DirectusSettings } from '../../../config';
import type { AssetSource } from '../../assets/asset-source';
import type { ContentSource } from '../content-source';
import { createDirectusActivityLog, type ContentActivityLog } from './directus-activity';
import { createDirectusAssetSource } from './directus-asset-source';
import { createDirectusClient } from './directus-client';
import { createDirectusContentSource } from './directus-content-source';
import { siteCollections } from './directus-schema-model';
import { createDirectusTwinRecords, type TwinRecords } from './directus-twin-records';

/**
 * The content and asset sources of a label's Directus, the twins' demo records and its activity
 * log, sharing one service-account session.
 */
export function createDirectusContent(
  settings: DirectusSettings,
  options: {
    assetCacheBytes: number;
    /** The content circuit for file downloads (SourceGuards.contentCall); none by default. */
    guardFiles?: <T>(call: () => Promise<T>) => Promise<T>;
  },
): { content: ContentSource; assets: AssetSource; twinRecords: TwinRecords; activity: ContentActivityLog } {
  const client = createDirectusClient({ endpoint: { baseUrl: settings.url, timeoutMs: settings.timeoutMs }, credentials: settings.credentials });
  return {
    content: createDirectusContentSource({ url: settings.url, credentials: settings.credentials, timeoutMs: settings.timeoutMs, client }),
    assets: createDirectusAssetSource({ client, cacheBytes: options.assetCacheBytes, guard: options.guardFiles }),
    twinRecords: createDirectusTwinRecords(client),
    activity: createDirectusActivityLog(client, siteCollections()),
  };
}
