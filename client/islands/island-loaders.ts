import type { IslandLoader } from './hydrate-islands';

/**
 * Every island the site's pages may hold, by name, each in its own chunk (docs/decisions/0118).
 * A name the server writes and this list lacks is reported when the page runs (and by the tests).
 */
export const islandLoaders: Readonly<Record<string, IslandLoader>> = {};
