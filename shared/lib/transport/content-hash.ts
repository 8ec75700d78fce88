/**
 * A short name for a text's content (FNV-1a, 32 bits, base 36): enough to give a build file a new
 * address whenever it changes, so it can be cached for good. Not for anything secret.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
