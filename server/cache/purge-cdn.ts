import type { Logger } from 'pino';
import type { CdnPurge } from '../sources/cdn/cdn-purge';

/** Attempts of one purge, and the pause before each retry: a CDN's API hiccup is brief. */
export const CDN_PURGE_ATTEMPTS = 3;
export const CDN_PURGE_RETRY_MS = [250, 1_000] as const;

/**
 * Purges the CDN by these tags, retrying twice; never throws. A purge that still fails is logged:
 * the CDN then serves the old page until its `s-maxage`, and the origin already has the new one.
 */
export async function purgeCdn(cdn: CdnPurge, tags: readonly string[], log: Logger, wait = pause): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await cdn.purge(tags);
      log.info({ tags: tags.length }, 'CDN purged');
      return true;
    } catch (error) {
      if (attempt >= CDN_PURGE_ATTEMPTS) {
        log.error({ err: error, tags: tags.length }, 'CDN purge failed: it serves the old pages until they expire there');
        return false;
      }
      await wait(CDN_PURGE_RETRY_MS[attempt - 1]!);
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
