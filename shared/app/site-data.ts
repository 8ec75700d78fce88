import type { QueryResults } from '../lib/transport/query-results';
import type { PublicEnv } from './public-env';

/**
 * What the server hands the hydrating browser, in one non-executable JSON block: the results its
 * queries rendered with (so no data is fetched twice), the public environment and the assets the
 * document links.
 */
export interface SiteData {
  env: PublicEnv;
  results: QueryResults;
  assets: DocumentAssets;
  /** When the server rendered: the browser's first render uses the same instant (badges, upcoming). */
  renderedAt: string;
}

export interface DocumentAssets {
  stylesheets: string[];
  /** Font files to preload. */
  fonts?: string[];
  /** Route chunks the page needs at once, linked as modulepreload. */
  modulePreloads: string[];
}

export const SITE_DATA_ELEMENT_ID = 'site-data';
