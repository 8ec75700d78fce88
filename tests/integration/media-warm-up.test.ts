/**
 * The media warm-up against the real image optimiser (decision 0039): a visitor racing it for the
 * same variant waits for the one job (one transform), and after it the variants are on disk, so a
 * restarted process answers them without transforming or generating anything.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { imageOptimiserRouter, isPrefetch } from '../../server/api/image-optimiser';
import { createBoundedTransforms } from '../../server/media/bounded-transforms';
import { createTransformDiskCache } from '../../server/media/transform-disk-cache';
import { transformImage } from '../../server/media/transform-image';
import { BROWSER_IMAGE_ACCEPT, warmPages } from '../../server/media/warm-pages';
import type { AssetSource } from '../../server/sources/assets/asset-source';
import { createEmbeddedAssetSource } from '../../server/sources/assets/embedded-asset-source';

const fixture = path.resolve(__dirname, '..', 'fixtures', 'media', 'files.json');
const cover = '7c1e4f0a-3b2d-4e8f-9a61-0d5c2b7e9f13';
const variant = (w: number) => `/_next/image?url=%2Fassets%2F${cover}&w=${w}&q=75`;
const logger = pino({ level: 'silent' });

/** One process's media stack over `cacheDir`, counting transforms and originals read. */
async function startSite(cacheDir: string) {
  const embedded = await createEmbeddedAssetSource(fixture);
  const counts = { transforms: 0, originals: 0 };
  const source: AssetSource = {
    getAsset: (id) => {
      counts.originals += 1;
      return embedded.getAsset(id);
    },
  };
  const transforms = createBoundedTransforms({
    concurrency: 1,
    maxQueue: 100,
    diskCache: createTransformDiskCache({ dir: cacheDir, maxBytes: 64 * 1024 * 1024 }),
    transform: (input, options) => {
      counts.transforms += 1;
      return transformImage(input, options);
    },
  });
  const app = express();
  app.use(imageOptimiserRouter({ source, allowedHosts: [], logger, transforms }));
  app.get('/', (_req, res) =>
    res.type('html').send(`<img src="${variant(640).replace(/&/g, '&amp;')}" srcset="${variant(162)} 162w, ${variant(640)} 640w"/>`),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, counts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('media warm-up', () => {
  let cacheDir: string;
  beforeAll(async () => (cacheDir = await mkdtemp(path.join(os.tmpdir(), 'warm-up-'))));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('a visitor asking for a variant the warm-up is making waits for that one job; a restart reads the variants from disk', async () => {
    const first = await startSite(cacheDir);
    try {
      const [warmed, visitor] = await Promise.all([
        warmPages({ origin: first.origin, paths: ['/'], logger }),
        fetch(`${first.origin}${variant(162)}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } }),
      ]);
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('content-type')).toBe('image/avif');
      expect(warmed).toMatchObject({ pages: 1, images: 2, failed: 0 });
      // Two variants, each made once, though the visitor and the warm-up both asked for the first.
      expect(first.counts.transforms).toBe(2);
    } finally {
      await first.close();
    }

    const restarted = await startSite(cacheDir);
    try {
      const answer = await fetch(`${restarted.origin}${variant(640)}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(answer.status).toBe(200);
      expect(restarted.counts).toEqual({ transforms: 0, originals: 0 });
    } finally {
      await restarted.close();
    }
  });
});

describe('isPrefetch', () => {
  it('knows Sec-Purpose: prefetch and the older Purpose: prefetch, with or without parameters', () => {
    expect(isPrefetch('prefetch')).toBe(true);
    expect(isPrefetch('prefetch;prerender')).toBe(true);
    expect(isPrefetch('Prefetch')).toBe(true);
    expect(isPrefetch(undefined)).toBe(false);
    expect(isPrefetch('')).toBe(false);
    expect(isPrefetch('notprefetching')).toBe(false);
  });
});
