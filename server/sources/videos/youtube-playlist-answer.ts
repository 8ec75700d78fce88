import Joi from 'joi';
import { VIDEO_THUMBNAIL_SIZES } from '../../../shared/lib/images/page-image-sizes';
import type { PlaylistItem, PlaylistPage, VideoThumbnail } from './videos-source';

/** YouTube's sizes, used when an answer leaves a thumbnail's width or height out. */
type Size = keyof typeof VIDEO_THUMBNAIL_SIZES;

const thumbnailSchema = Joi.object({
  // Rendered as an image on https pages: only https addresses.
  url: Joi.string()
    .uri({ scheme: ['https'] })
    .required(),
  width: Joi.number().integer().min(1),
  height: Joi.number().integer().min(1),
}).unknown(true);

/** One playlistItems resource (part=snippet), as far as the site reads it. */
const itemSchema = Joi.object({
  snippet: Joi.object({
    title: Joi.string().allow('').required(),
    thumbnails: Joi.object({ default: thumbnailSchema, medium: thumbnailSchema, high: thumbnailSchema }).unknown(true).required(),
    resourceId: Joi.object({ videoId: Joi.string().min(1) }).unknown(true),
  })
    .unknown(true)
    .required(),
  contentDetails: Joi.object({ videoId: Joi.string().min(1) }).unknown(true),
}).unknown(true);

interface RawThumbnail {
  url: string;
  width?: number;
  height?: number;
}

interface YouTubePlaylistItem {
  snippet: { title: string; thumbnails: Partial<Record<Size, RawThumbnail>>; resourceId?: { videoId?: string } };
  contentDetails?: { videoId?: string };
}

/**
 * A playlistItems answer in the twin's shape. Malformed items are dropped, and so are items with no
 * thumbnail at all: that is how YouTube lists private and deleted videos, which cannot be played.
 */
export function playlistPageFromAnswer(body: unknown): PlaylistPage {
  const answer = (body ?? {}) as { items?: unknown; nextPageToken?: unknown };
  const items = Array.isArray(answer.items) ? answer.items.flatMap(toPlaylistItems) : [];
  const nextPageToken = typeof answer.nextPageToken === 'string' && answer.nextPageToken ? answer.nextPageToken : null;
  return { items, nextPageToken };
}

function toPlaylistItems(entry: unknown): PlaylistItem[] {
  const { value, error } = itemSchema.validate(entry);
  if (error) return [];
  const item = value as YouTubePlaylistItem;
  // part=snippet names the video in resourceId; contentDetails only comes with part=contentDetails.
  const videoId = item.contentDetails?.videoId ?? item.snippet.resourceId?.videoId;
  const { thumbnails } = item.snippet;
  const nearest = (order: Size[]) => order.map((size) => thumbnails[size]).find(Boolean);
  const found = {
    default: nearest(['default', 'medium', 'high']),
    medium: nearest(['medium', 'high', 'default']),
    high: nearest(['high', 'medium', 'default']),
  };
  if (!videoId || !found.default || !found.medium || !found.high) return [];
  return [
    {
      contentDetails: { videoId },
      snippet: {
        title: item.snippet.title,
        thumbnails: { default: sized(found.default, 'default'), medium: sized(found.medium, 'medium'), high: sized(found.high, 'high') },
      },
    },
  ];
}

function sized(thumbnail: RawThumbnail, size: Size): VideoThumbnail {
  const { width, height } = VIDEO_THUMBNAIL_SIZES[size];
  return { url: thumbnail.url, width: thumbnail.width ?? width, height: thumbnail.height ?? height };
}

/** The first `reason` of a Google API error answer (invalidPageToken, playlistNotFound, ...). */
export function googleErrorReason(body: unknown): string | undefined {
  const errors = (body as { error?: { errors?: { reason?: unknown }[] } } | null)?.error?.errors;
  const reason = Array.isArray(errors) ? errors[0]?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}
