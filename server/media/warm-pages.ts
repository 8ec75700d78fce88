import type { Logger } from 'pino';
import { pageImageUrls } from '../../shared/lib/images/page-image-urls';

/** Enough for a phone's and a desktop's first view of the home page (3 and 5 images today). */
export const WARM_IMAGES_PER_PAGE = 12;

/** What Chromium, Firefox and Safari send for images; the optimiser answers all of them AVIF. */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

export interface WarmPagesOptions {
  /** The site itself, e.g. http://127.0.0.1:3000. */
  origin: string;
  paths: readonly string[];
  logger: Logger;
  imagesPerPage?: number;
  /** Per request: a page render, or an image waiting behind visitors' in the transform line. */
  timeoutMs?: number;
  /** Checked between requests: a process shutting down stops warming. */
  shouldStop?: () => boolean;
  fetchImpl?: typeof fetch;
}

export interface WarmResult {
  pages: number;
  images: number;
  failed: number;
  ms: number;
}

/**
 * Makes the first images of a few pages before a visitor asks: each page is requested from the
 * site itself and the image variants its first images name (every srcset width, in the format
 * browsers get) are requested in turn, so they are made once and kept in the image caches (memory
 * and IMAGE_CACHE_DIR). One request at a time: it never holds more than one place in the transform
 * line, and a visitor asking for a variant being made waits for that same job (the optimiser keeps
 * one job per variant), never a second. Failures are logged and skipped; it never throws.
 */
export async function warmPages(options: WarmPagesOptions): Promise<WarmResult> {
  const { origin, paths, logger } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const started = Date.now();
  const result: WarmResult = { pages: 0, images: 0, failed: 0, ms: 0 };

  /** The page's HTML, or '' for an image (its bytes are read and dropped); null when it failed. */
  const get = async (path: string, accept: string): Promise<string | null> => {
    try {
      const response = await fetchImpl(new URL(path, origin), {
        // A prefetch: the image optimiser lets visitors' images go first.
        headers: { accept, 'sec-purpose': 'prefetch', 'user-agent': 'label-site media warm-up', 'x-request-id': 'media-warm-up' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = accept === 'text/html' ? await response.text() : (await response.arrayBuffer(), '');
      if (response.ok) return body;
      throw new Error(`answered ${response.status}`);
    } catch (error) {
      result.failed += 1;
      logger.warn({ err: error, path }, 'media warm-up request failed');
      return null;
    }
  };

  for (const path of paths) {
    if (options.shouldStop?.()) break;
    const html = await get(path, 'text/html');
    if (html === null) continue;
    result.pages += 1;
    for (const image of pageImageUrls(html, options.imagesPerPage ?? WARM_IMAGES_PER_PAGE)) {
      if (options.shouldStop?.()) break;
      if ((await get(image, BROWSER_IMAGE_ACCEPT)) !== null) result.images += 1;
    }
  }
  result.ms = Date.now() - started;
  logger.info(result, 'media warmed');
  return result;
}
