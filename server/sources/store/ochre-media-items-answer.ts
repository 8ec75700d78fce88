import Joi from 'joi';
import { validEntries } from '../http/valid-entries';
import type { MediaItem, MediaItemsQuery } from './media-items-source';

const itemSchema = Joi.object({
  id: Joi.alternatives(Joi.string().min(1).max(200), Joi.number().integer().min(0)).required(),
  title: Joi.string().allow('').max(500).required(),
  artist: Joi.alternatives(Joi.string().max(500), Joi.object({ name: Joi.string().max(500).required() }).unknown(true)).allow(null),
  // Played by the browser on https pages: only https addresses.
  url: Joi.string()
    .uri({ scheme: ['https'] })
    .required(),
  duration_seconds: Joi.number().min(0).allow(null),
  duration: Joi.number().min(0).allow(null),
}).unknown(true);

interface RawItem {
  id: string | number;
  title: string;
  artist?: string | { name: string } | null;
  url: string;
  duration_seconds?: number | null;
  duration?: number | null;
}

/** A content/media-items answer (`results`) in the twin's shape; malformed entries are dropped. */
export function mediaItemsFromAnswer(body: unknown, query: MediaItemsQuery): MediaItem[] {
  const results = (body as { results?: unknown } | null)?.results;
  return validEntries(results, itemSchema, (item: RawItem): MediaItem => {
    const duration = item.duration_seconds ?? item.duration ?? null;
    return {
      id: String(item.id),
      reference_type: query.reference_type,
      reference_id: query.reference_id,
      service: query.service,
      type: query.type,
      title: item.title,
      artist: typeof item.artist === 'string' ? item.artist : (item.artist?.name ?? null),
      url: item.url,
      duration_seconds: duration === null ? null : Math.round(duration),
    };
  }).slice(0, query.limit);
}
