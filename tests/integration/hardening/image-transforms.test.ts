import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createEmbeddedAssetSource } from '../../../server/sources/assets/embedded-asset-source';
import type { AssetSource } from '../../../server/sources/assets/asset-source';
import { createTestSite } from '../../support/test-site';

/** Issue 11, item 3: /assets/{id} makes only the sizes the site uses, once, and keeps them on disk. */
const fixture = path.resolve(__dirname, '..', '..', 'fixtures', 'media', 'files.json');
const cover = '7c1e4f0a-3b2d-4e8f-9a61-0d5c2b7e9f13'; // 320×320

let assets: AssetSource;
let imageDir: string;

beforeAll(async () => {
  assets = await createEmbeddedAssetSource(fixture);
});
beforeEach(() => {
  imageDir = mkdtempSync(path.join(os.tmpdir(), 'hardening-images-'));
});
afterEach(() => rmSync(imageDir, { recursive: true, force: true }));

const site = (env: Record<string, string> = {}) =>
  createTestSite({ env: { NODE_ENV: 'production', IMAGE_CACHE_DIR: imageDir, ...env }, sources: { assets } });

/** Supertest buffers image/* bodies as Buffers. */
const image = async (app: Awaited<ReturnType<typeof site>>['app'], query: string) =>
  request(app).get(`/assets/${cover}?${query}`).buffer(true);

describe('image transforms on the production app', () => {
  it("answers an odd width at the nearest allowed width, and an odd quality at the site's quality", async () => {
    const { app } = await site();
    const odd = await image(app, 'width=100&quality=1&format=webp');
    expect(odd.status).toBe(200);
    expect(await sharp(odd.body).metadata()).toMatchObject({ width: 128, height: 128 });
    const allowed = await image(app, 'width=128&quality=50&format=webp');
    expect(allowed.body.equals(odd.body)).toBe(true);
  });

  it('never makes more than 2000 pixels a side: a 3950-wide request is answered at 2000', async () => {
    const { app } = await site();
    const res = await image(app, 'width=3950&height=1975&format=jpg&quality=100');
    expect(res.status).toBe(200);
    // Its 2:1 at the nearest shape the site uses, the social card's 40:21 (decision 0082).
    expect(await sharp(res.body).metadata()).toMatchObject({ width: 2000, height: 1050 });
  });

  it('keeps a wide image within 2000 pixels a side when only its height is asked', async () => {
    const { app } = await site();
    const logo = '9f4a2c7e-1d6b-4b83-a0f5-3e8c7d2b6a91'; // 300×100
    const res = await request(app).get(`/assets/${logo}?height=1600&format=png`).buffer(true);
    expect(res.status).toBe(200);
    const { width, height } = await sharp(res.body).metadata();
    expect(width).toBe(2000);
    expect(height * width).toBeLessThanOrEqual(4_000_000);
  });

  it('refuses a transform still too large after snapping, and makes nothing', async () => {
    const { app } = await site();
    const res = await request(app).get(`/assets/${cover}?width=64&height=4000`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/taller than 2000 pixels/);
    expect(readdirSync(imageDir)).toEqual([]);
  });

  it('keeps each variant on disk, where a restarted app finds it instead of making it again', async () => {
    const first = await site();
    const made = await image(first.app, 'width=162');
    expect(made.status).toBe(200);
    const files = readdirSync(imageDir);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.jpeg$/)]);
    // Swap the kept file for a recognisable image: the next app must answer it as it is.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(imageDir, files[0]!), marker);
    const restarted = await site();
    const again = await image(restarted.app, 'width=162');
    expect(again.status).toBe(200);
    expect(again.body.equals(marker)).toBe(true);
  });

  it('queues transforms beyond IMAGE_TRANSFORM_CONCURRENCY and answers 503 beyond IMAGE_TRANSFORM_QUEUE', async () => {
    // A 4000-pixel original of noise takes long enough to decode and resize that all four are in line at once.
    const noise = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const slowToMake: AssetSource = {
      getAsset: async (id) => {
        const asset = await assets.getAsset(id);
        return asset && { ...asset, bytes: noise };
      },
    };
    const { app } = await createTestSite({
      env: {
        NODE_ENV: 'production',
        IMAGE_CACHE_DIR: imageDir,
        IMAGE_TRANSFORM_CONCURRENCY: '1',
        IMAGE_TRANSFORM_QUEUE: '0',
        IMAGE_CACHE_MB: '0',
      },
      sources: { assets: slowToMake },
    });
    const widths = [1600, 1536, 1280, 1024];
    const answers = await Promise.all(widths.map((width) => request(app).get(`/assets/${cover}?width=${width}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const refused = answers.find((res) => res.status === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({ error: 'Too many images are being prepared: try again shortly' });
  }, 30_000);
});
