import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import express, { type Router } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import { ownAssetOf } from '../../shared/lib/images/asset-address';
import { defaultImageQuality, imageQualities, imageWidths } from '../../shared/lib/images/image-widths';
import { ByteLru } from '../media/byte-lru';
import { createGuardedFetch, type FetchLike } from '../media/guarded-fetch';
import { preferredImageFormat } from '../media/negotiate-format';
import { isForbiddenAddress } from '../media/private-address';
import { createBoundedTransforms, TransformQueueFullError, type BoundedTransforms } from '../media/bounded-transforms';
import { isTransformableImage, outputTypes } from '../media/transform-image';
import type { AssetSource } from '../sources/assets/asset-source';
import { discardBody, readCappedBody } from '../sources/http/capped-fetch';
import { immutableCacheControl, parameterError } from './assets';
import { etagOf, sendMedia, type MediaBody } from './media-response';
import { answerContentUnavailable, contentUnavailable } from './source-unavailable-answer';

export interface ImageOptimiserOptions {
  source: AssetSource;
  /** Origins (`https://images.example`, port included when not the default) remote images may come from. */
  allowedHosts: readonly string[];
  fetchImpl?: FetchLike;
  /** All addresses of a host name; dns.lookup by default. */
  resolveHost?: (hostname: string) => Promise<string[]>;
  logger?: Logger;
  /** Memory for optimised images; least recently used ones are dropped beyond it. */
  cacheBytes?: number;
  /** The process's transform line and disk cache (shared with /assets); one of its own otherwise. */
  transforms?: BoundedTransforms;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Remote images can change at their origin; a day is what browsers and our cache keep them. */
export const remoteCacheControl = 'public, max-age=86400';
const remoteTtlMs = 86_400_000;

const querySchema = Joi.object({
  url: Joi.string().min(1).max(2048).required(),
  w: Joi.number()
    .integer()
    .valid(...imageWidths)
    .required(),
  q: Joi.number()
    .integer()
    .valid(...imageQualities)
    .default(defaultImageQuality),
});

type ImageRef = { kind: 'own'; id: string; version: string | null } | { kind: 'remote'; url: URL };

class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CachedImage extends MediaBody {
  expires: number;
}

/**
 * `GET /_next/image?url=&w=&q=`: a resized, re-encoded copy of one of our assets or of an image on
 * an allowed host, at one of the widths components use (shared/lib/images/image-widths.ts). The path is
 * kept so image links already shared keep working.
 *
 * It must not become an open proxy: remote URLs must be on a configured origin, that origin's
 * host must resolve to public addresses only (checked again at connect time, see guarded-fetch),
 * redirects are not followed, answers must be raster images of at most 10 MB, fetched within 5 s.
 */
export function imageOptimiserRouter(options: ImageOptimiserOptions): Router {
  const { source, logger } = options;
  const allowedOrigins = new Set(options.allowedHosts.map((host) => new URL(host).origin));
  const fetchImpl = options.fetchImpl ?? createGuardedFetch();
  const resolveHost =
    options.resolveHost ?? (async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address));
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const transforms = options.transforms ?? createBoundedTransforms({ concurrency: 1, maxQueue: 100, logger });
  const cache = new ByteLru<CachedImage>(options.cacheBytes ?? 32 * 1024 * 1024, (image) => image.bytes.length);
  const router = express.Router();

  router.get('/_next/image', async (req, res) => {
    const { value, error } = querySchema.validate(req.query, { abortEarly: true, convert: true, errors: { label: false } });
    if (error) {
      res.status(400).json({ error: parameterError(error) });
      return;
    }
    const { url: rawUrl, w: width, q: quality } = value as { url: string; w: number; q: number };
    const wanted = preferredImageFormat(req.get('Accept'));
    res.vary('Accept');

    try {
      const ref = await versioned(parseImageUrl(rawUrl, allowedOrigins));
      const subject = ref.kind === 'own' ? `own:${ref.id}${ref.version ? `?v=${ref.version}` : ''}` : `remote:${ref.url.href}`;
      const key = [subject, width, quality, wanted ?? 'source'].join('|');
      const cached = cache.get(key);
      if (cached && cached.expires < Date.now()) cache.delete(key);
      // A prefetch (the media warm-up sends one) gives way to visitors in the transform line; a
      // visitor who needs the very variant a prefetch is waiting to make lets it go at once.
      const background = isPrefetch(req.get('Sec-Purpose') ?? req.get('Purpose'));
      const lineKey = `optimiser|${key}`;
      if (!background) transforms.promote(lineKey);
      const image = await cache.getOrCompute(key, async () => {
        const read = () => (ref.kind === 'own' ? readOwnAsset(ref.id, ref.version) : fetchRemote(ref.url));
        // Remote images may change at their origin: kept in memory for a day, never on disk.
        const result = await transforms.run(
          lineKey,
          read,
          { width, withoutEnlargement: true, format: wanted ?? 'source', quality },
          { onDisk: ref.kind === 'own' },
          { background },
        );
        return {
          bytes: result.bytes,
          type: outputTypes[result.format],
          etag: etagOf(result.bytes),
          expires: ref.kind === 'own' ? Number.POSITIVE_INFINITY : Date.now() + remoteTtlMs,
        };
      });
      sendMedia(req, res, image, { cacheControl: ref.kind === 'own' ? immutableCacheControl : remoteCacheControl });
    } catch (caught) {
      if (caught instanceof TransformQueueFullError) {
        res.status(503).set('Retry-After', '1').json({ error: caught.message });
        return;
      }
      // An own image not made before, while the content service is unavailable (made ones are kept).
      const unavailable = contentUnavailable(caught);
      if (unavailable) {
        answerContentUnavailable(res, unavailable);
        return;
      }
      if (!(caught instanceof ClientError)) throw caught;
      res.status(caught.status).json({ error: caught.message });
    }
  });

  /** An own file by the version its bytes are kept under: the asset route's rule (decision 0097). */
  async function versioned(ref: ImageRef): Promise<ImageRef> {
    if (ref.kind !== 'own') return ref;
    // Where files have no versions, one asked for changes nothing (and makes no entries of its own).
    return { ...ref, version: source.versionFor ? await source.versionFor(ref.id, ref.version) : null };
  }

  async function readOwnAsset(id: string, version: string | null): Promise<Buffer> {
    const asset = await source.getAsset(id, version);
    if (!asset) throw new ClientError(404, 'Asset not found');
    if (!isTransformableImage(asset.type)) throw new ClientError(400, `The asset is not an image (${asset.type})`);
    return asset.bytes;
  }

  async function fetchRemote(url: URL): Promise<Buffer> {
    await assertPublicHost(url.hostname);
    let response: Response;
    try {
      response = await fetchImpl(url.href, {
        signal: AbortSignal.timeout(timeoutMs),
        // For a plain fetch passed in: a redirect could lead anywhere, so it ends the request.
        redirect: 'manual',
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      });
    } catch (failure) {
      logger?.warn({ err: failure, url: url.href }, 'remote image fetch failed');
      if (isTimeout(failure)) throw new ClientError(504, 'The image host did not answer in time');
      if ((failure as { code?: string }).code === 'EFORBIDDENADDRESS') {
        throw new ClientError(400, 'The image host resolves to a non-public address');
      }
      throw new ClientError(502, 'The image host could not be reached');
    }
    if (response.status >= 300 && response.status < 400) {
      await discardBody(response);
      throw new ClientError(502, `The image host answered with a redirect (${response.status}); redirects are not followed`);
    }
    if (response.status !== 200) {
      await discardBody(response);
      throw new ClientError(502, `The image host answered with status ${response.status}`);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/^image\//i.test(type) || !isTransformableImage(type)) {
      await discardBody(response);
      throw new ClientError(502, `The image host did not answer with a raster image (${type || 'no type'})`);
    }
    let image: Buffer | null;
    try {
      // Refused unread when the declared length is over the cap; reading stops at the cap otherwise.
      image = await readCappedBody(response, maxBytes);
    } catch (failure) {
      if (isTimeout(failure)) throw new ClientError(504, 'The image host did not answer in time');
      throw new ClientError(502, 'The image host broke off the answer');
    }
    if (image === null) throw new ClientError(502, `The image is larger than ${megabytes(maxBytes)}`);
    return image;
  }

  async function assertPublicHost(hostname: string): Promise<void> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (isIP(bare)) addresses = [bare];
    else {
      try {
        addresses = await resolveHost(bare);
      } catch {
        throw new ClientError(502, 'The image host name could not be resolved');
      }
    }
    if (addresses.length === 0 || addresses.some(isForbiddenAddress)) {
      throw new ClientError(400, 'The image host resolves to a non-public address');
    }
  }

  return router;
}

/** Our own `/assets/{id}` (with its version, `?v=`, or without), or an absolute http(s) URL on an allowed origin; nothing else. */
export function parseImageUrl(raw: string, allowedOrigins: ReadonlySet<string>): ImageRef {
  // URL parsing silently drops tabs and newlines; refuse them rather than guess what was meant.
  if ([...raw].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) {
    throw new ClientError(400, 'url contains characters that are not allowed');
  }
  if (raw.startsWith('/')) {
    const own = ownAssetOf(raw);
    if (!own) throw new ClientError(400, 'url must be /assets/{id} or an absolute URL on an allowed host');
    return { kind: 'own', ...own };
  }
  if (!/^https?:\/\//i.test(raw)) throw new ClientError(400, 'url must be /assets/{id} or an absolute http(s) URL');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ClientError(400, 'url is not a valid URL');
  }
  if (url.username || url.password) throw new ClientError(400, 'url must not contain credentials');
  if (!allowedOrigins.has(url.origin)) throw new ClientError(400, `url host is not allowed: ${url.origin}`);
  return { kind: 'remote', url };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** `Sec-Purpose: prefetch` (and the older `Purpose: prefetch`): nobody is looking at it yet. */
export function isPrefetch(purpose: string | undefined): boolean {
  return !!purpose && /(^|[\s;,])prefetch($|[\s;,])/i.test(purpose);
}
