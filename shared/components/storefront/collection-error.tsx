import { COLLECTION_ERROR_TEXT } from '../../lib/catalog/storefront-texts';

/** A collection's or a playlist's failed query (spec 001 §8), under whatever it still shows. */
export function CollectionError() {
  return (
    <p role="alert" className="mt-6 text-sm text-red-300">
      {COLLECTION_ERROR_TEXT}
    </p>
  );
}
