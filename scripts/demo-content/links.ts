import type { Link } from '../../server/sources/content/model';

/** Menus and anchor lists written as [url, text] pairs. */
export function links(...pairs: [url: string, text: string][]): Link[] {
  return pairs.map(([url, text]) => ({ url, text }));
}
