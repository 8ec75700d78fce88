import express, { type Router } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import { ByteLru } from '../media/byte-lru';
import { fileVersionPattern } from '../../shared/lib/images/asset-address';
import { ASSET_TRANSFORM_FORMAT, boundedTransformSize, MAX_TRANSFORM_SIDE } from '../../shared/lib/images/asset-transform-limits';
import { createBoundedTransforms, TransformQueueFullError, type BoundedTransforms } from '../media/bounded-transforms';
import { isTransformableImage, outputTypes } from '../media/transform-image';
import type { AssetSource } from '../sources/assets/asset-source';
import { etagOf, sendMedia, type MediaBody } from './media-response';
import { answerContentUnavailable, contentUnavailable } from './source-unavailable-answer';

export interface AssetsRouterOptions {
  source: AssetSource;
  logger?: Logger;
  /** Memory for transformed images; least recently used ones are dropped beyond it. */
  cacheBytes?: number;
  /** The process's transform line and disk cache (shared with the optimiser); one of its own otherwise. */
  transforms?: BoundedTransforms;
}

/**
 * An address never changes its bytes: a new file gets a new id, a replaced one a new version
 * (`v`, decision 0097). So a year, immutable.
 */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

const transformParameters = ['fit', 'width', 'height', 'quality', 'format', 'withoutEnlargement'] as const;

const dimension = Joi.number().integer().min(1).max(4000);
const querySchema = Joi.object({
  fit: Joi.string().valid('cover', 'contain', 'inside', 'outside'),
  width: dimension,
  height: dimension,
  quality: Joi.number().integer().min(1).max(100).default(75),
  format: Joi.string().valid('jpg', 'jpeg', 'png', 'webp', 'avif', 'auto').default('jpg'),
  withoutEnlargement: Joi.boolean(),
  // The file's version (decision 0097), after the spec's transformation parameters.
  v: Joi.string().pattern(fileVersionPattern()),
});

interface AssetQuery {
  fit?: 'cover' | 'contain' | 'inside' | 'outside';
  width?: number;
  height?: number;
  quality: number;
  format: 'jpg' | 'jpeg' | 'png' | 'webp' | 'avif' | 'auto';
  withoutEnlargement?: boolean;
  v?: string;
}

/**
 * `GET /assets/{id}`: files by id with Directus's transformation parameters, so links written for
 * Directus work against the embedded source and back. Ids with a dot are build files
 * (`entry-ABC123.js`) and pass through untouched to the static handler. `v` names the file's version
 * (decision 0097): each version's bytes are kept apart; an older or unknown version is answered
 * with the file's current bytes, under the current version's entries, so no made-up `v` makes
 * new work.
 *
 * Images are always re-encoded as JPEG at quality 75, whatever format and quality are asked: that
 * is all the site's pages ask this route for (modern formats come from the optimiser), and no
 * client can make it encode costly variants (decision 0083). The multi-megabyte PNG originals
 * never reach a browser. Audio and other files are sent as they
 * are, with byte ranges for seeking players.
 */
export function assetsRouter(options: AssetsRouterOptions): Router {
  const { source, logger } = options;
  const transforms = options.transforms ?? createBoundedTransforms({ concurrency: 1, maxQueue: 100, logger });
  const cache = new ByteLru<MediaBody>(options.cacheBytes ?? 32 * 1024 * 1024, (body) => body.bytes.length);
  // Hashing a whole preview per request would cost more than sending it; keyed weakly so the
  // source's own cache still decides how long the bytes live.
  const rawEtags = new WeakMap<Buffer, string>();
  const router = express.Router();

  router.get('/assets/:id', async (req, res, next) => {
    const { id } = req.params;
    if (id.includes('.')) return next();

    const { value, error } = querySchema.validate(req.query, { abortEarly: true, convert: true, errors: { label: false } });
    if (error) {
      res.status(400).json({ error: parameterError(error) });
      return;
    }
    const query = value as AssetQuery;

    let asset;
    let version: string | null;
    try {
      version = (await source.versionFor?.(id, query.v ?? null)) ?? null;
      asset = await source.getAsset(id, version);
    } catch (error) {
      // Directus down or its circuit open: not "not found", and not a server error either.
      const unavailable = contentUnavailable(error);
      if (!unavailable) throw error;
      answerContentUnavailable(res, unavailable);
      return;
    }
    if (!asset) {
      res.status(404).json({ error: 'Asset not found' });
      return;
    }

    if (!isTransformableImage(asset.type)) {
      const given = transformParameters.filter((name) => req.query[name] !== undefined);
      if (given.length > 0) {
        res.status(400).json({ error: `Transformation parameters apply to images only (${asset.type}): ${given.join(', ')}` });
        return;
      }
      let etag = rawEtags.get(asset.bytes);
      if (!etag) rawEtags.set(asset.bytes, (etag = etagOf(asset.bytes)));
      const body = { bytes: asset.bytes, type: asset.type, etag };
      sendMedia(req, res, body, { cacheControl: immutableCacheControl, filename: asset.filename, ranges: true });
      return;
    }

    // Only the widths, shapes, format and quality the site uses are made (the nearest is answered;
    // decisions 0082, 0083): `format` is validated as Directus has it, then answered as JPEG.
    const size = boundedTransformSize(query);
    if (!size.ok) {
      res.status(400).json({ error: size.error });
      return;
    }
    const format = ASSET_TRANSFORM_FORMAT;
    // Normalised so equivalent requests share one entry: fit means nothing without both sides.
    // One side asked: the other is held to the longest allowed side (fit inside), so a panorama
    // resized by its height cannot come out wider than the bound.
    const oneSide = (size.width === undefined) !== (size.height === undefined);
    const width = oneSide ? (size.width ?? MAX_TRANSFORM_SIDE) : size.width;
    const height = oneSide ? (size.height ?? MAX_TRANSFORM_SIDE) : size.height;
    const fit = oneSide ? 'inside' : width !== undefined && height !== undefined ? (query.fit ?? 'cover') : undefined;
    const quality = size.quality;
    const withoutEnlargement = query.withoutEnlargement ?? false;
    // The version's own entries (here, on disk) once the file was replaced; the same as ever without one.
    const file = version ? `${id}?v=${version}` : id;
    const key = [file, width ?? '', height ?? '', fit ?? '', withoutEnlargement ? 1 : 0, format, quality].join('|');

    let body: MediaBody;
    try {
      body = await cache.getOrCompute(key, async () => {
        const result = await transforms.run(`asset|${key}`, async () => asset.bytes, {
          width,
          height,
          fit,
          withoutEnlargement,
          format,
          quality,
        });
        return { bytes: result.bytes, type: outputTypes[format], etag: etagOf(result.bytes) };
      });
    } catch (error) {
      if (!(error instanceof TransformQueueFullError)) throw error;
      res.status(503).set('Retry-After', '1').json({ error: error.message });
      return;
    }
    sendMedia(req, res, body, {
      cacheControl: immutableCacheControl,
      filename: asset.filename.replace(/\.[^.]+$/, '.jpg'),
    });
  });

  return router;
}

/** One line naming the parameter and the rule, e.g. "Invalid parameter width: must be ...". */
export function parameterError(error: Joi.ValidationError): string {
  const detail = error.details[0];
  const name = detail?.path.join('.') || 'query';
  if (detail?.type === 'object.unknown') return `Unknown parameter ${name}`;
  if (detail?.type === 'array.base' || Array.isArray(detail?.context?.value)) return `Invalid parameter ${name}: given more than once`;
  return `Invalid parameter ${name}: ${detail?.message ?? 'is invalid'}`;
}
