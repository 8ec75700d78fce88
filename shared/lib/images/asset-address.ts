/** A file id of the site: Directus files are UUIDs, and the embedded source uses the same shape. */
const FILE_ID_PATTERN = '[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}';
/** A file's version: when its bytes were last uploaded, in base-36 epoch milliseconds (decision 0097). */
const FILE_VERSION_PATTERN = '[0-9a-z]{1,16}';

export const FILE_ID = new RegExp(`^${FILE_ID_PATTERN}$`, 'i');

const OWN_ASSET = new RegExp(`^/assets/${FILE_ID_PATTERN}$`, 'i');

/** The address of one of the site's own files (`/assets/{id}`), exactly: no query, no other path. Embeds name files so. */
export const isOwnAssetAddress = (address: string) => OWN_ASSET.test(address);

/**
 * One of the site's own files as an image address: `/assets/{id}`, with `?v={version}` when the
 * content service versions its files, so a replaced file gets a new address (decision 0097).
 */
export const ownAssetAddress = (id: string, version: string | null) => (version ? `/assets/${id}?v=${version}` : `/assets/${id}`);

// Only the server reads versions: made when first used, so that browser bundles leave them out.
let versionedAsset: RegExp | undefined;

/** A file version as addresses carry it (`v`): the asset route's rule. */
export const fileVersionPattern = () => new RegExp(`^${FILE_VERSION_PATTERN}$`, 'i');

/** The id and version of exactly one of those two forms (what the optimiser takes): no other parameter, path or origin. */
export function ownAssetOf(address: string): { id: string; version: string | null } | null {
  versionedAsset ??= new RegExp(`^/assets/(${FILE_ID_PATTERN})(?:\\?v=(${FILE_VERSION_PATTERN}))?$`, 'i');
  const match = versionedAsset.exec(address);
  return match ? { id: match[1]!, version: match[2] ?? null } : null;
}
