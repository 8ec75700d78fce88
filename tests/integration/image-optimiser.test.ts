import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { imageOptimiserRouter } from '../../server/api/image-optimiser';
import type { FetchLike } from '../../server/media/guarded-fetch';
import type { AssetSource } from '../../server/sources/assets/asset-source';
import { createEmbeddedAssetSource } from '../../server/sources/assets/embedded-asset-source';

const fixture = path.resolve(__dirname, '..', 'fixtures', 'media', 'files.json');
const cover = '7c1e4f0a-3b2d-4e8f-9a61-0d5c2b7e9f13'; // 320×320 PNG
const audio = 'c3d8e1f6-4b9a-4c27-9d5e-8a2f1b7c0e46';

/** Host names of the fake DNS: no test ever reaches a network; fetches go to a fake. */
const dns: Record<string, string[]> = {
  'images.example': ['93.184.215.14'],
  'cdn.example': ['2606:4700::1111'],
  'private.example': ['10.0.0.5'],
  'loopback.example': ['127.0.0.1'],
  'rebind.example': ['93.184.215.14', '127.0.0.1'],
  'v6-loopback.example': ['::1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'cgnat.example': ['100.64.1.1'],
  'ula.example': ['fd00::1'],
  'link-local-v6.example': ['fe80::1'],
  'multicast.example': ['224.0.0.1'],
  'unspecified.example': ['0.0.0.0'],
  'v6-unspecified.example': ['::'],
  'empty.example': [],
};
const allowedHosts = [
  ...Object.keys(dns)
    .filter((host) => host !== 'cdn.example')
    .map((host) => `https://${host}`),
  'http://cdn.example:8080',
  'https://nowhere.example',
  'http://127.0.0.1:9',
  'http://[::1]:9',
];

const url = (target: string, w = 640, extra = '') => `/_next/image?url=${encodeURIComponent(target)}&w=${w}${extra}`;

describe('GET /_next/image', () => {
  let app: Express;
  let source: AssetSource;
  let photo: Buffer;
  let transparent: Buffer;
  let fetches: { url: string; init: Parameters<FetchLike>[1] }[];

  const fakeFetch: FetchLike = async (target, init) => {
    fetches.push({ url: target, init });
    const { pathname } = new URL(target);
    const image = (bytes: Buffer, type: string) => new Response(new Uint8Array(bytes), { headers: { 'content-type': type } });
    switch (pathname) {
      case '/photo.jpg':
        return image(photo, 'image/jpeg');
      case '/logo.png':
        return image(transparent, 'image/png');
      case '/redirect':
        return new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } });
      case '/page':
        return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
      case '/vector.svg':
        return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
      case '/huge':
        return new Response(new Uint8Array(photo), {
          headers: { 'content-type': 'image/jpeg', 'content-length': String(11 * 1024 * 1024) },
        });
      case '/endless': {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            if (sent > 12) controller.close();
            else controller.enqueue(new Uint8Array(1024 * 1024));
          },
        });
        return new Response(body, { headers: { 'content-type': 'image/jpeg' } });
      }
      case '/slow':
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      case '/broken':
        throw new TypeError('fetch failed');
      default:
        return new Response('missing', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
  };

  beforeAll(async () => {
    source = await createEmbeddedAssetSource(fixture);
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    transparent = await sharp({ create: { width: 700, height: 300, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
      .png()
      .toBuffer();
    app = express();
    app.use(
      imageOptimiserRouter({
        source,
        allowedHosts,
        fetchImpl: fakeFetch,
        resolveHost: async (hostname) => {
          const addresses = dns[hostname];
          if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          return addresses;
        },
        timeoutMs: 200,
      }),
    );
  });
  beforeEach(() => (fetches = []));

  describe('own assets', () => {
    it('resizes /assets/{id} to the width asked for, immutable for a year, varying by Accept', async () => {
      const res = await request(app).get(url(`/assets/${cover}`, 162));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png'); // the source's format when nothing better is accepted
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'png', width: 162, height: 162 });
      expect(fetches).toEqual([]); // read from the source, no HTTP hop
    });

    it.each([
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,image/*,*/*;q=0.8', 'image/webp', 'webp'],
      ['image/png,image/*', 'image/png', 'png'],
    ])('negotiates the format from Accept %s', async (accept, type, format) => {
      const res = await request(app)
        .get(url(`/assets/${cover}`, 64))
        .set('Accept', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(await sharp(res.body).metadata()).toMatchObject({ format, width: 64 });
    });

    it('never enlarges beyond the source width', async () => {
      const res = await request(app).get(url(`/assets/${cover}`, 2000));
      expect(res.status).toBe(200);
      expect((await sharp(res.body).metadata()).width).toBe(320);
    });

    it('uses quality 75 by default and the allowed quality asked for', async () => {
      const get = (extra: string) =>
        request(app)
          .get(url(`/assets/${cover}`, 322, extra))
          .set('Accept', 'image/webp');
      const [byDefault, explicit, low, high] = await Promise.all([get(''), get('&q=75'), get('&q=50'), get('&q=100')]);
      expect(byDefault.body.equals(explicit.body)).toBe(true);
      expect(low.body.length).toBeLessThan(high.body.length);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await request(app).get(url(`/assets/${cover}`, 128));
      const again = await request(app)
        .get(url(`/assets/${cover}`, 128))
        .set('If-None-Match', first.headers.etag!);
      expect(again.status).toBe(304);
    });

    it('answers 404 for an unknown asset and 400 for one that is not an image', async () => {
      const unknown = await request(app).get(url('/assets/00000000-0000-4000-8000-000000000000'));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'Asset not found' });
      const sound = await request(app).get(url(`/assets/${audio}`));
      expect(sound.status).toBe(400);
      expect(sound.body).toEqual({ error: 'The asset is not an image (audio/wav)' });
    });
  });

  describe('parameters', () => {
    it.each([
      [`url=%2Fassets%2F${cover}&w=100`, 'Invalid parameter w: must be one of'],
      [`url=%2Fassets%2F${cover}&w=0`, 'Invalid parameter w: must be one of'],
      [`url=%2Fassets%2F${cover}&w=3840`, 'Invalid parameter w: must be one of'],
      [`url=%2Fassets%2F${cover}&w=abc`, 'Invalid parameter w: must be'],
      [`url=%2Fassets%2F${cover}`, 'Invalid parameter w: is required'],
      [`url=%2Fassets%2F${cover}&w=640&q=80`, 'Invalid parameter q: must be one of [50, 60, 75, 85, 90, 100]'],
      [`url=%2Fassets%2F${cover}&w=640&q=0`, 'Invalid parameter q: must be one of'],
      ['w=640', 'Invalid parameter url: is required'],
      ['url=&w=640', 'Invalid parameter url: is not allowed to be empty'],
      [`url=%2Fassets%2F${cover}&w=640&w=1024`, 'Invalid parameter w: given more than once'],
      [`url=%2Fassets%2F${cover}&w=640&format=png`, 'Unknown parameter format'],
    ])('answers 400 to %s', async (query, error) => {
      const res = await request(app).get(`/_next/image?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(error);
    });

    it.each([64, 128, 158, 162, 316, 322, 343, 360, 640, 644, 686, 720, 768, 828, 1024, 1080, 1280, 1392, 1536, 2000])(
      'accepts the allowed width %i',
      async (w) => {
        const res = await request(app).get(url(`/assets/${cover}`, w));
        expect(res.status).toBe(200);
        expect((await sharp(res.body).metadata()).width).toBe(Math.min(w, 320));
      },
    );
  });

  describe('what url may be', () => {
    it.each([
      ['//images.example/photo.jpg', 'url must be /assets/{id} or an absolute URL on an allowed host'],
      ['/\\images.example/photo.jpg', 'url contains characters that are not allowed'],
      ['/assets/../etc/passwd', 'url must be /assets/{id}'],
      [`/assets/${cover}.png`, 'url must be /assets/{id}'],
      [`/assets/${cover}?width=5`, 'url must be /assets/{id}'],
      ['/assets/', 'url must be /assets/{id}'],
      ['/graphql', 'url must be /assets/{id}'],
      ['javascript:alert(1)', 'url must be /assets/{id} or an absolute http(s) URL'],
      ['data:image/png;base64,iVBORw0KGgo=', 'url must be /assets/{id} or an absolute http(s) URL'],
      ['file:///etc/passwd', 'url must be /assets/{id} or an absolute http(s) URL'],
      ['ftp://images.example/photo.jpg', 'url must be /assets/{id} or an absolute http(s) URL'],
      ['images.example/photo.jpg', 'url must be /assets/{id} or an absolute http(s) URL'],
      ['https://evil.example/photo.jpg', 'url host is not allowed: https://evil.example'],
      ['https://images.example.evil.example/photo.jpg', 'url host is not allowed'],
      ['https://evil.example#https://images.example/photo.jpg', 'url host is not allowed'],
      ['http://images.example/photo.jpg', 'url host is not allowed: http://images.example'],
      ['https://images.example:8443/photo.jpg', 'url host is not allowed: https://images.example:8443'],
      ['http://cdn.example/photo.jpg', 'url host is not allowed: http://cdn.example'],
      ['https://user:secret@images.example/photo.jpg', 'url must not contain credentials'],
      ['https://images.example@evil.example/photo.jpg', 'url must not contain credentials'],
      ['https://images.example\\@evil.example/photo.jpg', 'url contains characters that are not allowed'],
      ['https://images.example/photo.jpg\n', 'url contains characters that are not allowed'],
      ['https://images.example/pho to.jpg', 'url contains characters that are not allowed'],
    ])('refuses %p with 400, fetching nothing', async (target, error) => {
      const res = await request(app).get(url(target));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(error);
      expect(fetches).toEqual([]);
    });
  });

  describe('remote images', () => {
    it('fetches from an allowed host once, without following redirects, and caches the result for a day', async () => {
      const res = await request(app).get(url('https://images.example/photo.jpg', 640));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.vary).toBe('Accept');
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(fetches).toHaveLength(1);
      expect(fetches[0]!.url).toBe('https://images.example/photo.jpg');
      expect(fetches[0]!.init.redirect).toBe('manual');
      expect(fetches[0]!.init.signal).toBeInstanceOf(AbortSignal);

      const again = await request(app).get(url('https://images.example/photo.jpg', 640));
      expect(again.body.equals(res.body)).toBe(true);
      expect(fetches).toHaveLength(1);
    });

    it('keeps PNG sources as PNG, or converts to what Accept prefers', async () => {
      const png = await request(app).get(url('https://images.example/logo.png', 360));
      expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', width: 360, hasAlpha: true });
      const webp = await request(app).get(url('https://images.example/logo.png', 360)).set('Accept', 'image/webp');
      expect(webp.headers['content-type']).toBe('image/webp');
    });

    it('allows an origin with an explicit port whose host has a public IPv6 address', async () => {
      const res = await request(app).get(url('http://cdn.example:8080/photo.jpg', 64));
      expect(res.status).toBe(200);
      expect(fetches.map((f) => f.url)).toEqual(['http://cdn.example:8080/photo.jpg']);
    });

    it('never enlarges a remote image', async () => {
      const res = await request(app).get(url('https://images.example/photo.jpg', 1080));
      expect((await sharp(res.body).metadata()).width).toBe(800);
    });

    it.each([
      'private.example',
      'loopback.example',
      'rebind.example',
      'v6-loopback.example',
      'mapped.example',
      'metadata.example',
      'cgnat.example',
      'ula.example',
      'link-local-v6.example',
      'multicast.example',
      'unspecified.example',
      'v6-unspecified.example',
      'empty.example',
    ])('refuses %s, an allowed host resolving to a non-public address, with 400', async (host) => {
      const res = await request(app).get(url(`https://${host}/photo.jpg`));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The image host resolves to a non-public address' });
      expect(fetches).toEqual([]);
    });

    it.each(['http://127.0.0.1:9/photo.jpg', 'http://[::1]:9/photo.jpg'])('refuses the allowed IP literal %s with 400', async (target) => {
      const res = await request(app).get(url(target));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The image host resolves to a non-public address' });
      expect(fetches).toEqual([]);
    });

    it('answers 502 when the host name does not resolve', async () => {
      const res = await request(app).get(url('https://nowhere.example/photo.jpg'));
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'The image host name could not be resolved' });
    });

    it.each([
      ['/redirect', 502, 'The image host answered with a redirect (302); redirects are not followed'],
      ['/page', 502, 'The image host did not answer with a raster image (text/html)'],
      ['/vector.svg', 502, 'The image host did not answer with a raster image (image/svg+xml)'],
      ['/missing', 502, 'The image host answered with status 404'],
      ['/huge', 502, 'The image is larger than 10 MB'],
      ['/endless', 502, 'The image is larger than 10 MB'],
      ['/broken', 502, 'The image host could not be reached'],
      ['/slow', 504, 'The image host did not answer in time'],
    ])('answers %s from the host with %i', async (pathname, status, error) => {
      const res = await request(app).get(url(`https://images.example${pathname}`));
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error });
      expect(fetches).toHaveLength(1); // a redirect's target is never fetched
    });
  });

  describe('with the real resolver and fetch', () => {
    let server: http.Server;
    let port: number;
    let hits = 0;

    beforeAll(async () => {
      server = http.createServer((_req, res) => {
        hits += 1;
        res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('is no proxy into this machine, even for hosts configured as allowed', async () => {
      const local = express();
      local.use(imageOptimiserRouter({ source, allowedHosts: [`http://127.0.0.1:${port}`, `http://localhost:${port}`] }));
      for (const target of [`http://127.0.0.1:${port}/photo.jpg`, `http://localhost:${port}/photo.jpg`]) {
        const res = await request(local).get(url(target));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'The image host resolves to a non-public address' });
      }
      expect(hits).toBe(0);
    });
  });
});
