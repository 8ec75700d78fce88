import pLimit from 'p-limit';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { TransformDiskCache } from './transform-disk-cache';
import { transformImage, type OutputFormat, type TransformOptions } from './transform-image';

/** More transforms are waiting than IMAGE_TRANSFORM_QUEUE allows: answered 503, try again shortly. */
export class TransformQueueFullError extends Error {
  override name = 'TransformQueueFullError';
}

export interface TransformedBytes {
  bytes: Buffer;
  format: OutputFormat;
}

export interface BoundedTransforms {
  /**
   * The image for `key` (a full description of the source and the options): from the disk cache,
   * or transformed when a slot is free. `input` is read only when the image must be made.
   */
  run(key: string, input: () => Promise<Buffer>, options: TransformOptions, keep?: { onDisk: boolean }): Promise<TransformedBytes>;
}

export interface BoundedTransformsOptions {
  /** Transforms running at once (IMAGE_TRANSFORM_CONCURRENCY); the rest wait in line. */
  concurrency: number;
  /** Transforms waiting at most (IMAGE_TRANSFORM_QUEUE); one more is refused. */
  maxQueue: number;
  /** Where made variants are kept across restarts; none → memory caches only. */
  diskCache?: TransformDiskCache | null;
  logger?: Logger;
  /** The transform itself; sharp's (transformImage) unless a test stands in for it. */
  transform?: (input: Buffer, options: TransformOptions) => Promise<TransformedBytes>;
}

/**
 * Image transforms behind one per-process line: at most `concurrency` run, each on one libvips
 * thread, so a burst of large encodes queues instead of taking every core from page renders.
 */
export function createBoundedTransforms(options: BoundedTransformsOptions): BoundedTransforms {
  // One thread per transform: the concurrency limit is then the number of cores transforms may use.
  sharp.concurrency(1);
  const concurrency = Math.max(1, options.concurrency);
  const limit = pLimit(concurrency);
  /** Transforms running or waiting. */
  let inLine = 0;
  const { diskCache, logger } = options;
  const transform = options.transform ?? transformImage;

  return {
    async run(key, input, transformOptions, keep = { onDisk: true }) {
      const disk = keep.onDisk ? diskCache : null;
      const kept = await disk?.get(key);
      if (kept) return kept;
      // The original is read before taking a slot: a slow remote host must not hold the line.
      const original = await input();
      // Counted and queued in one step (no await between), so the bound is exact.
      if (inLine >= concurrency + options.maxQueue) throw new TransformQueueFullError('Too many images are being prepared: try again shortly');
      inLine += 1;
      return limit(async () => {
        const started = Date.now();
        const result = await transform(original, transformOptions);
        logger?.debug({ key, ms: Date.now() - started, bytes: result.bytes.length }, 'image transformed');
        const made = { bytes: result.bytes, format: result.format };
        // A full disk must not fail the answer: the image is still sent, just made again next time.
        await disk?.put(key, made).catch((error: unknown) => logger?.warn({ err: error }, 'transformed image not kept on disk'));
        return made;
      }).finally(() => {
        inLine -= 1;
      });
    },
  };
}
