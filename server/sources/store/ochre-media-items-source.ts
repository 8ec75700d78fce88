import { serviceUrl } from '../http/service-endpoint';
import type { MediaItemsSource } from './media-items-source';
import { mediaItemsFromAnswer } from './ochre-media-items-answer';
import { getOchreJson, type OchreEndpoint } from './ochre-request';

/**
 * Preview audio from Ochre (spec 000 §3, §7; spec 001 §7): GET {retail api}/content/media-items
 * ?reference_type=&reference_id=&service=&type=&limit= with the store's bearer token. The defaults
 * (track, ochre, audio, 99) are the GraphQL query's.
 */
export function createOchreMediaItemsSource(endpoint: OchreEndpoint): MediaItemsSource {
  return {
    async mediaItems(query) {
      const url = serviceUrl(endpoint, '/content/media-items');
      url.searchParams.set('reference_type', query.reference_type);
      url.searchParams.set('reference_id', query.reference_id);
      url.searchParams.set('service', query.service);
      url.searchParams.set('type', query.type);
      url.searchParams.set('limit', String(query.limit));
      const { status, body } = await getOchreJson(endpoint, url);
      return status === 404 ? [] : mediaItemsFromAnswer(body, query);
    },
  };
}
