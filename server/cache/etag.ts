import { createHash } from 'node:crypto';

/**
 * A weak validator of a stored page. Weak because no two responses are byte-identical (each has its
 * own nonce) even when the page is the same; it is computed over the stored document, placeholder
 * included, so it changes exactly when the page does.
 */
export function pageEtag(storedHtml: string): string {
  return `W/"${createHash('sha256').update(storedHtml).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against an ETag, with the weak comparison HTTP uses for GET (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
