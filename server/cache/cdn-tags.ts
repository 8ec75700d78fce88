/**
 * A stored page's tags as a CDN reads them (decision 0094): Fastly's `Surrogate-Key` (separated by
 * spaces) or Cloudflare's `Cache-Tag` (separated by commas). The tags' text already suits both
 * (content-tags.ts). Both take about 16 KB, and a proxy in between (nginx's header buffer) must carry
 * it too, so a page whose tags are longer than the cap carries broader ones: an item's collection
 * instead of the item, and what a purge of the item also purges (`cdnPurgeTags`).
 */
import { tagText } from './content-tags';

export type CdnKind = 'fastly' | 'cloudflare';

/** The most a page's tag header holds. */
export const CDN_TAG_HEADER_MAX_BYTES = 8_000;

/** Every stored page carries it: purging it empties the CDN of the site's pages. */
export const EVERY_PAGE_TAG = 'page';

/**
 * The page's address (without locale, so every locale's copy carries it): what a revalidation of
 * paths (the preview toolbar, `{"paths": [...]}`) purges. `/about` → `p:_about`; two paths that
 * differ only where the tag text has `_` share it, and a purge of one purges both, which is harmless.
 */
export const pathTag = (routePath: string) => tagText(`p:${routePath}`);

export const CDN_TAG_HEADER: Record<CdnKind, { name: string; separator: string }> = {
  fastly: { name: 'Surrogate-Key', separator: ' ' },
  cloudflare: { name: 'Cache-Tag', separator: ',' },
};

/** `i:posts:7` → `i:posts` (any post), `f:abc` → `f` (any file); other tags stand for themselves. */
function broaderTag(tag: string): string {
  if (tag.startsWith('i:')) return tag.slice(0, tag.lastIndexOf(':'));
  if (tag.startsWith('f:')) return 'f';
  return tag;
}

/**
 * The tags a page carries to the CDN: its own, or broader ones when its own exceed the cap (a few
 * per collection at most, so always within it).
 */
export function cdnTagsOfPage(tags: readonly string[], routePath: string, maxBytes = CDN_TAG_HEADER_MAX_BYTES): string[] {
  const own = [EVERY_PAGE_TAG, pathTag(routePath), ...tags];
  if (own.join(' ').length <= maxBytes) return own;
  return [...new Set(own.map(broaderTag))];
}

/** The header that carries them, for the CDN configured. */
export function cdnTagHeader(kind: CdnKind, tags: readonly string[], routePath: string): Record<string, string> {
  const { name, separator } = CDN_TAG_HEADER[kind];
  return { [name]: cdnTagsOfPage(tags, routePath).join(separator) };
}

/** What to purge when these tags changed: each, and the broader tag that stands for it on long pages. */
export function cdnPurgeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.flatMap((tag) => [tag, broaderTag(tag)]))];
}
