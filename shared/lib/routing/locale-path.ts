import { isLocale, type Locale } from '../catalog/prices';

export interface LocalePath {
  /** The locale named by the address, or null when it has no prefix. */
  locale: Locale | null;
  /** The router's basename: `/gb` for prefixed addresses, '' otherwise. */
  basename: string;
  /** The path the routes see, without the prefix. */
  path: string;
}

/**
 * An optional locale prefix (us, gb, eu) decides the price currency (spec 000 §9). Routes never see
 * it: the router runs with the prefix as its basename, so every link keeps the visitor's locale.
 */
export function splitLocalePath(pathname: string): LocalePath {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: null, basename: '', path: pathname || '/' };
  return { locale: match[1], basename: `/${match[1]}`, path: pathname.slice(3) || '/' };
}
