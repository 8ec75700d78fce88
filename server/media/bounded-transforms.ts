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
  run(
    key: string,
    input: () => Promise<Buffer>,
    options: TransformOptions,
    keep?: { onDisk: boolean },
    priority?: { background: boolean },
  ): Promise<TransformedBytes>;
  /** A visitor needs `key`, which background work is waiting to make: it goes in line now. */
  promote(key: string): void;
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
  /** Visitors' transforms reading their original, running or waiting. */
  let visitors = 0;
  /** Background work waiting for visitors to be served, by key: calling one lets it go. */
  const waiting = new Map<string, (() => void)[]>();

  /** Background work gives way: it starts (and reads its original) only once no visitor waits. */
  function afterVisitors(key: string): Promise<void> {
    if (visitors === 0) return Promise.resolve();
    return new Promise((resolve) => waiting.set(key, [...(waiting.get(key) ?? []), resolve]));
  }
  function visitorDone(): void {
    visitors -= 1;
    if (visitors > 0) return;
    const released = [...waiting.values()].flat();
    waiting.clear();
    for (const go of released) go();
  }

  return {
    promote(key) {
      const released = waiting.get(key) ?? [];
      waiting.delete(key);
      for (const go of released) go();
    },
    async run(key, input, transformOptions, keep = { onDisk: true }, priority = { background: false }) {
      const disk = keep.onDisk ? diskCache : null;
      const kept = await disk?.get(key);
      if (kept) return kept;
      if (priority.background) await afterVisitors(key);
      else visitors += 1;
      try {
        return await transformInLine(key, input, transformOptions, disk);
      } finally {
        if (!priority.background) visitorDone();
      }
    },
  };

  async function transformInLine(
    key: string,
    input: () => Promise<Buffer>,
    transformOptions: TransformOptions,
    disk: TransformDiskCache | null | undefined,
  ): Promise<TransformedBytes> {
    // The original is read before taking a slot: a slow remote host must not hold the line.
    const original = await input();
    // Counted and queued in one step (no await between), so the bound is exact.
    if (inLine >= concurrency + options.maxQueue)
      throw new TransformQueueFullError('Too many images are being prepared: try again shortly');
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
  }
}
