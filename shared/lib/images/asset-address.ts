/** A file id of the site: Directus files are UUIDs, and the embedded source uses the same shape. */
const FILE_ID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const FILE_ID = new RegExp(`^${FILE_ID_PATTERN}$`, 'i');

const OWN_ASSET = new RegExp(`^/assets/${FILE_ID_PATTERN}$`, 'i');

/** The address of one of the site's own files (`/assets/{id}`), exactly: no query, no other path. */
export const isOwnAssetAddress = (address: string) => OWN_ASSET.test(address);
