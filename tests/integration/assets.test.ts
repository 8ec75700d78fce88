import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { assetsRouter } from '../../server/api/assets';
import { createBoundedTransforms } from '../../server/media/bounded-transforms';
import type { TransformOptions } from '../../server/media/transform-image';
import type { AssetSource } from '../../server/sources/assets/asset-source';
import { createEmbeddedAssetSource } from '../../server/sources/assets/embedded-asset-source';
import { createTestSite } from '../support/test-site';

const fixture = path.resolve(__dirname, '..', 'fixtures', 'media', 'files.json');
const cover = '7c1e4f0a-3b2d-4e8f-9a61-0d5c2b7e9f13'; // 320×320
const logo = '9f4a2c7e-1d6b-4b83-a0f5-3e8c7d2b6a91'; // 300×100, transparent
const audio = 'c3d8e1f6-4b9a-4c27-9d5e-8a2f1b7c0e46'; // 2 s WAV
const audioSize = 44 + 2 * 22_050 * 2;

/** Supertest buffers image/* bodies but not audio/*; this collects any body as bytes. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('GET /assets/:id', () => {
  let app: Express;
  let source: AssetSource;

  beforeAll(async () => {
    source = await createEmbeddedAssetSource(fixture);
    app = express();
    app.use(assetsRouter({ source }));
    // Stands in for the static build handler mounted after the router.
    app.use('/assets', (req, res) => res.status(418).type('text/plain').send(`static ${req.path}`));
  });

  const get = (url: string) => request(app).get(url).buffer(true).parse(binary);

  describe('images', () => {
    it('re-encodes the original as JPEG at quality 75 when no parameter is given', async () => {
      const res = await get(`/assets/${cover}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/); // strong: no W/
      expect(res.headers['content-disposition']).toBe('inline; filename="night-drive.jpg"');
      expect(res.headers.vary).toBeUndefined();
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
      const explicit = await get(`/assets/${cover}?format=jpg&quality=75`);
      expect(explicit.body.equals(res.body)).toBe(true);
    });

    it('answers HEAD with the headers only', async () => {
      const res = await request(app).head(`/assets/${cover}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    });

    // Sizes the site allows (shared/lib/images/asset-transform-limits.ts: widths, and heights at its shapes); others are snapped.
    it.each([
      ['width=128', 128, 128],
      ['height=64', 64, 64],
      ['width=162&height=91', 162, 91],
      ['width=162&height=91&fit=cover', 162, 91],
      ['width=162&height=91&fit=contain', 162, 91],
      ['width=162&height=91&fit=inside', 91, 91],
      ['width=162&height=91&fit=outside', 162, 162],
      // Another shape is answered at the nearest one the site uses (2:1 → 40:21).
      ['width=162&height=81', 162, 85],
      ['width=1024', 1024, 1024],
      ['width=1024&withoutEnlargement=false', 1024, 1024],
      ['width=1024&withoutEnlargement=true', 320, 320],
      ['width=128&withoutEnlargement=true', 128, 128],
    ])('resizes with %s to %i×%i', async (query, width, height) => {
      const res = await get(`/assets/${cover}?${query}`);
      expect(res.status).toBe(200);
      expect(await sharp(res.body).metadata()).toMatchObject({ width, height });
    });

    // The site's pages ask /assets/{id} for JPEG only (modern formats come from the optimiser):
    // every format a Directus address names is answered as JPEG, never a costly AVIF (decision 0083).
    it.each(['jpg', 'jpeg', 'png', 'webp', 'avif'])('answers format=%s as JPEG', async (format) => {
      const res = await get(`/assets/${cover}?format=${format}&width=64`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe('inline; filename="night-drive.jpg"');
      expect(res.headers.vary).toBeUndefined();
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'jpeg', width: 64 });
    });

    it("answers every format and quality with the site's one variant: the same bytes", async () => {
      const site = await get(`/assets/${cover}?width=128`);
      for (const query of ['format=webp&quality=10', 'format=avif&quality=100', 'format=png', 'format=jpeg&quality=95', 'format=auto']) {
        const res = await get(`/assets/${cover}?width=128&${query}`).set('Accept', 'image/avif,image/webp,*/*');
        expect({ query, status: res.status, type: res.headers['content-type'] }).toEqual({ query, status: 200, type: 'image/jpeg' });
        expect(res.body.equals(site.body)).toBe(true);
      }
    });

    it.each([['image/avif,image/webp,*/*'], ['image/webp,*/*'], ['image/*,*/*;q=0.8'], [undefined]])(
      'answers format=auto with Accept %p as JPEG, the same for every Accept (no Vary)',
      async (accept) => {
        const req = get(`/assets/${cover}?format=auto&width=64`);
        if (accept) req.set('Accept', accept);
        const res = await req;
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers.vary).toBeUndefined();
      },
    );

    it('flattens transparency onto white, whatever format is asked', async () => {
      for (const query of ['', '?format=png']) {
        const jpeg = await sharp((await get(`/assets/${logo}${query}`)).body)
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(jpeg.info.channels).toBe(3);
        expect([...jpeg.data.subarray(0, 3)].every((v) => v > 245)).toBe(true); // a white corner
      }
    });

    it('answers 304 to a matching If-None-Match, 200 otherwise', async () => {
      const first = await get(`/assets/${cover}?width=64`);
      const again = await get(`/assets/${cover}?width=64`).set('If-None-Match', first.headers.etag!);
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      const other = await get(`/assets/${cover}?width=64`).set('If-None-Match', '"something-else"');
      expect(other.status).toBe(200);
    });

    it('serves a repeated transformation from its cache: same bytes, source asked once more only for the lookup', async () => {
      const spy = jest.spyOn(source, 'getAsset');
      const a = await get(`/assets/${cover}?width=90&format=jpg`);
      const b = await get(`/assets/${cover}?format=jpg&width=90&quality=75`);
      expect(b.body.equals(a.body)).toBe(true);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(spy).toHaveBeenCalledTimes(2);
      spy.mockRestore();
    });

    it.each([
      ['fit=fill', 'Invalid parameter fit: must be one of [cover, contain, inside, outside]'],
      ['width=0', 'Invalid parameter width: must be greater than or equal to 1'],
      ['width=4001', 'Invalid parameter width: must be less than or equal to 4000'],
      ['height=-5', 'Invalid parameter height: must be greater than or equal to 1'],
      ['width=abc', 'Invalid parameter width: must be a number'],
      ['width=1.5', 'Invalid parameter width: must be an integer'],
      ['width=', 'Invalid parameter width: must be a number'],
      ['quality=0', 'Invalid parameter quality: must be greater than or equal to 1'],
      ['quality=101', 'Invalid parameter quality: must be less than or equal to 100'],
      ['format=gif', 'Invalid parameter format: must be one of [jpg, jpeg, png, webp, avif, auto]'],
      ['withoutEnlargement=maybe', 'Invalid parameter withoutEnlargement: must be a boolean'],
      ['width=10&width=20', 'Invalid parameter width: given more than once'],
      ['key=thumbnail', 'Unknown parameter key'],
    ])('answers 400 to %s', async (query, error) => {
      const res = await request(app).get(`/assets/${cover}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    });
  });

  describe('audio', () => {
    it('serves the WAV as it is, advertising byte ranges', async () => {
      const res = await get(`/assets/${audio}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-disposition']).toBe('inline; filename="night-drive-preview.wav"');
      expect(res.body.length).toBe(audioSize);
      expect(res.body.toString('ascii', 0, 4)).toBe('RIFF');
      const original = await source.getAsset(audio);
      expect(res.body.equals(original!.bytes)).toBe(true);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, audioSize - 1],
      ['bytes=-50', audioSize - 50, audioSize - 1],
      ['bytes=1000-999999999', 1000, audioSize - 1],
    ])('answers Range %s with 206 and the bytes asked for', async (range, start, end) => {
      const res = await get(`/assets/${audio}`).set('Range', range);
      const original = (await source.getAsset(audio))!.bytes;
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${audioSize}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(res.body.equals(original.subarray(start, end + 1))).toBe(true);
    });

    it.each([`bytes=${audioSize}-`, 'bytes=-0'])('answers an unsatisfiable Range %s with 416', async (range) => {
      const res = await request(app).get(`/assets/${audio}`).set('Range', range);
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${audioSize}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'Range not satisfiable' });
    });

    it.each(['bytes=0-1,5-9', 'bytes=9-5', 'pages=1-2'])('sends the whole file for a Range it ignores (%s)', async (range) => {
      const res = await get(`/assets/${audio}`).set('Range', range);
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(audioSize);
    });

    it('sends the whole file when If-Range names another version', async () => {
      const full = await get(`/assets/${audio}`);
      const same = await get(`/assets/${audio}`).set('Range', 'bytes=0-9').set('If-Range', full.headers.etag!);
      expect(same.status).toBe(206);
      const stale = await get(`/assets/${audio}`).set('Range', 'bytes=0-9').set('If-Range', '"old"');
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBe(audioSize);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const full = await get(`/assets/${audio}`);
      const again = await get(`/assets/${audio}`).set('If-None-Match', full.headers.etag!);
      expect(again.status).toBe(304);
    });

    it.each(['width=100', 'format=webp', 'quality=50', 'fit=cover', 'height=10', 'withoutEnlargement=true'])(
      'refuses transformation parameters (%s) with 400',
      async (query) => {
        const res = await request(app).get(`/assets/${audio}?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/^Transformation parameters apply to images only \(audio\/wav\)/);
      },
    );
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await request(app).get('/assets/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Asset not found' });
  });

  it.each(['/assets/entry-ABC123.js', '/assets/styles-XYZ.css', '/assets/chunks/chunk-SHARED.js', '/assets/manifest.json'])(
    'leaves build files such as %s to the static handler',
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(418);
      expect(res.text).toBe(`static ${url.replace('/assets', '')}`);
    },
  );
});

describe('the demo video clip at /assets/{id}', () => {
  const contentDir = path.resolve(__dirname, '..', '..', 'content');
  const videos = JSON.parse(readFileSync(path.join(contentDir, 'videos.json'), 'utf8')) as { videoId: string }[];
  const clip = readFileSync(path.join(contentDir, 'media', 'lumen-tide-sessions.webm'));
  let app: Express;

  beforeAll(async () => {
    app = express();
    app.use(assetsRouter({ source: await createEmbeddedAssetSource(path.join(contentDir, 'files.json')) }));
  });

  const get = (url: string) => request(app).get(url).buffer(true).parse(binary);

  it('is a small VP8/Vorbis WebM, committed with the content', () => {
    expect(clip.length).toBeLessThan(300 * 1024);
    expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    const text = clip.toString('latin1');
    expect(text).toContain('webm');
    expect(text).toContain('V_VP8');
    expect(text).toContain('A_VORBIS');
  });

  it('every demo video names it: served whole as video/webm, immutable, with byte ranges', async () => {
    expect(videos.length).toBeGreaterThan(0);
    for (const { videoId } of videos.slice(0, 3)) {
      const res = await get(`/assets/${videoId}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(clip)).toBe(true);
    }
    const part = await get(`/assets/${videos[0]!.videoId}`).set('Range', 'bytes=100-1099');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${clip.length}`);
    expect(part.body.equals(clip.subarray(100, 1100))).toBe(true);
  });

  it('takes no image parameters', async () => {
    const res = await request(app).get(`/assets/${videos[0]!.videoId}?width=320`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Transformation parameters apply to images only (video/webm): width');
  });
});

describe('the variants /assets/{id} makes of one image', () => {
  it("are the site's shapes as JPEG at the site's quality, whatever heights, qualities and formats are asked", async () => {
    const made: TransformOptions[] = [];
    const transforms = createBoundedTransforms({
      concurrency: 1,
      maxQueue: 100,
      // Stands in for sharp: what matters here is what the server asks to make, not the pixels.
      transform: async (_input, options) => {
        made.push(options);
        return { bytes: Buffer.from(JSON.stringify(options)), format: options.format === 'source' ? 'jpeg' : options.format };
      },
    });
    const app = express();
    app.use(assetsRouter({ source: await createEmbeddedAssetSource(fixture), transforms }));
    const formats = ['jpg', 'png', 'webp', 'avif', 'auto', 'jpeg'];
    const qualities = [1, 10, 50, 75, 90, 100, 33];
    for (let i = 0; i < 50; i += 1) {
      const height = 1 + i * 40; // 1 … 1961: fifty distinct heights
      const query = `width=2000&height=${height}&format=${formats[i % formats.length]}&quality=${qualities[i % qualities.length]}`;
      const res = await request(app).get(`/assets/${cover}?${query}`).set('Accept', 'image/avif,image/webp,*/*');
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
    const variants = new Set(made.map((options) => JSON.stringify(options)));
    // Each made once, each at one of the pages' shapes (square, social card, 16:9, 4:3), as JPEG at quality 75.
    expect(made).toHaveLength(variants.size);
    expect(new Set(made.map(({ width, height }) => `${width}×${height}`))).toEqual(
      new Set(['2000×2000', '2000×1050', '2000×1125', '2000×1500']),
    );
    expect(new Set(made.map(({ format, quality }) => `${format} ${quality}`))).toEqual(new Set(['jpeg 75']));
    expect(variants.size).toBe(4);
  });

  it("answers every image address the site's own pages write with 200, at the size it answered before", async () => {
    const { app } = await createTestSite();
    const html = async (path: string) => (await request(app).get(path).expect(200)).text;
    const firstLink = (page: string, prefix: string) => new RegExp(`href="(${prefix}/[^"#?/]+)"`).exec(page)?.[1];
    const home = await html('/');
    const pages = [
      home,
      await html(firstLink(await html('/releases'), '/products')!), // a release
      await html(firstLink(home, '/artists')!),
      await html(firstLink(await html('/news'), '/features')!), // a post
    ];
    // Transformed addresses in attributes and in the page's data (islands' props are JSON in an
    // attribute: its quotes come as &quot;), on the site or on PUBLIC_URL.
    const addresses = new Set(
      pages.flatMap((page) =>
        [
          ...page
            .replace(/&amp;|\\u0026/g, '&')
            .replace(/&quot;/g, '"')
            .matchAll(/(?:https:\/\/label\.test)?(\/assets\/[0-9a-f-]{36}\?[^"\s<\\]+)/g),
        ].map((match) => match[1]!),
      ),
    );
    // The sizes pages ask for (width×height in the address) and the size answered, as before.
    const answeredFor: Record<string, string> = {
      '686×686': '686×686', // artist portrait
      '800×800': '800×800', // release cover
      '1200×630': '1200×630', // social card of posts and events
      '320×180': '322×181', // video thumbnails (the embedded twin asks for YouTube's sizes)
      '480×360': '360×270',
    };
    const seen = new Set<string>();
    for (const address of addresses) {
      const params = new URL(address, 'https://label.test').searchParams;
      const asked = `${params.get('width')}×${params.get('height')}`;
      seen.add(asked);
      const res = await request(app).get(address).buffer(true).parse(binary);
      const { width, height } = await sharp(res.body).metadata();
      expect({ address, status: res.status, size: `${width}×${height}` }).toEqual({ address, status: 200, size: answeredFor[asked] });
    }
    expect([...seen].sort()).toEqual(Object.keys(answeredFor).sort());
  }, 120_000);
});
