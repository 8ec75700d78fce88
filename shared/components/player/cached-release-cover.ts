import type { ApolloClient } from '@apollo/client';
import { RELEASE_COVER } from '../../graphql/player';
import { itemImage } from '../../lib/item-derivations';

/**
 * The release's cover as its tile already loaded it into the Apollo cache, or null: the media
 * items carry no image, and the bar should not wait for one.
 */
export function cachedReleaseCover(client: ApolloClient | undefined, referenceId: string): string | null {
  if (!client) return null;
  const id = client.cache.identify({ __typename: 'product_groups', id: referenceId });
  if (!id) return null;
  const cached = client.cache.readFragment({
    id,
    fragment: RELEASE_COVER,
    returnPartialData: true,
  });
  return cached ? itemImage(cached) : null;
}
