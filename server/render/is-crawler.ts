import { isbot } from 'isbot';

/** Crawlers get the complete document in one go (onAllReady) rather than a streamed shell. */
export function isCrawler(userAgent: string | undefined): boolean {
  return isbot(userAgent ?? '');
}
