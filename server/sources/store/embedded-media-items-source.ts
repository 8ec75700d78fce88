import type { ContentSource } from '../content/content-source';
import type { MediaItem, MediaItemsSource } from './media-items-source';

/**
 * Preview audio of the demo label: each track's generated clip, looked up by track id, or every
 * track of a release (reference_type release) in running order.
 */
export function createEmbeddedMediaItemsSource(content: ContentSource): MediaItemsSource {
  return {
    async mediaItems({ reference_type, reference_id, service, type, limit }) {
      if (service !== 'ochre' || type !== 'audio') return [];
      const tracks =
        reference_type === 'release'
          ? ((await content.getById('product_groups', reference_id, { preview: false }))?.tracks ?? [])
          : [await content.getById('tracks', reference_id, { preview: false })].filter((t) => t !== null);
      return tracks
        .filter((track) => track.preview)
        .slice(0, limit)
        .map((track): MediaItem => ({
          id: `media-${track.id}`,
          reference_type,
          reference_id,
          service,
          type,
          title: track.title,
          artist: track.artist?.name ?? track.product_group?.artist?.name ?? null,
          url: `/assets/${track.preview}`,
          duration_seconds: track.duration_seconds,
        }));
    },
  };
}
