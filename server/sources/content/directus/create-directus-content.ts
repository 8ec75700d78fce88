import type { Logger } from 'pino';
import type { DirectusSettings } from '../../../config';
import type { AssetSource } from '../../assets/asset-source';
import type { FileVersions } from '../../assets/file-versions';
import type { ContentSource } from '../content-source';
import { createDirectusActivityLog, type ContentActivityLog } from './directus-activity';
import { createDirectusAssetSource } from './directus-asset-source';
import { createDirectusClient } from './directus-client';
import { createDirectusContentSource } from './directus-content-source';
import { createDirectusFileVersions } from './directus-file-versions';
import { siteCollections } from './directus-schema-model';
import { createDirectusTwinRecords, type TwinRecords } from './directus-twin-records';

/**
 * The content and asset sources of a label's Directus, its files' versions, the twins' demo
 * records and its activity log, sharing one service-account session.
 */
export function createDirectusContent(
  settings: DirectusSettings,
  options: {
    assetCacheBytes: number;
    /** The content circuit for file downloads (SourceGuards.contentCall); none by default. */
    guardFiles?: <T>(call: () => Promise<T>) => Promise<T>;
    logger?: Logger;
  },
): { content: ContentSource; assets: AssetSource; fileVersions: FileVersions; twinRecords: TwinRecords; activity: ContentActivityLog } {
  const client = createDirectusClient({ endpoint: { baseUrl: settings.url, timeoutMs: settings.timeoutMs }, credentials: settings.credentials });
  const fileVersions = createDirectusFileVersions({ client, guard: options.guardFiles, logger: options.logger });
  return {
    content: createDirectusContentSource({ url: settings.url, credentials: settings.credentials, timeoutMs: settings.timeoutMs, client }),
    assets: createDirectusAssetSource({ client, cacheBytes: options.assetCacheBytes, guard: options.guardFiles, versions: fileVersions }),
    fileVersions,
    twinRecords: createDirectusTwinRecords(client),
    activity: createDirectusActivityLog(client, siteCollections()),
  };
}
