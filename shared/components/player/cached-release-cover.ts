import type { QueryEngine } from '../../app/site-query';
import { itemImage } from '../../lib/catalog/item-derivations';

/**
 * The release's cover as a tile or page already loaded it, or null: the media items carry no
 * image, and the bar should not wait for one.
 */
export function cachedReleaseCover(queries: QueryEngine, referenceId: string): string | null {
  const release = queries.cachedEntity('product_groups', referenceId);
  return release ? itemImage(release) : null;
}
