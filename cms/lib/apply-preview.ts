import type { DirectusAdmin } from './directus-admin';

/**
 * Where each collection's items are on the site (shared/lib/catalog/item-links.ts, shared/app/routes.tsx),
 * as a Directus template: Directus fills `{{field}}` (a relation's field too, `{{group.slug}}`) with
 * the item's saved values when it opens its live preview pane. Slugs and page paths are URL-safe
 * (content-schema.ts), so the values need no encoding. Only collections whose items have pages.
 */
export const PREVIEW_PATHS = {
  product_groups: '/products/{{slug}}',
  products: '/products/{{group.slug}}/{{slug}}',
  artists: '/artists/{{slug}}',
  posts: '/features/{{slug}}',
  events: '/events/{{slug}}',
  pages: '{{path}}',
} as const;

/**
 * The preview link of one collection: the site's `/api/preview` with the shared secret, which sets the
 * preview cookie and redirects to the item's page (server/api/preview.ts).
 */
export function previewUrl(siteUrl: string, previewSecret: string, pathTemplate: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?secret=${encodeURIComponent(previewSecret)}&path=${pathTemplate}`;
}

/** Every routed collection's preview URL (`meta.preview_url`). */
export function previewUrls(siteUrl: string, previewSecret: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PREVIEW_PATHS).map(([collection, path]) => [collection, previewUrl(siteUrl, previewSecret, path)]),
  );
}

/**
 * Fills the preview URL of each collection with pages, so the item page in Directus shows the draft
 * in its live preview pane (decision 0096). Safe to run again: only a missing or different URL is
 * written, and only that setting of the collection. The URLs hold PREVIEW_SECRET, which is never
 * logged; rotating it means running this again with the new one.
 */
export async function applyPreviewUrls(
  admin: DirectusAdmin,
  options: { siteUrl: string; previewSecret: string },
  log: (line: string) => void = () => undefined,
): Promise<{ updated: number; unchanged: number }> {
  const result = { updated: 0, unchanged: 0 };
  for (const [collection, url] of Object.entries(previewUrls(options.siteUrl, options.previewSecret))) {
    const current = await admin.request<{ meta: { preview_url?: string | null } | null }>('GET', `/collections/${collection}`);
    if (current.meta?.preview_url === url) {
      result.unchanged++;
      continue;
    }
    await admin.request('PATCH', `/collections/${collection}`, { meta: { preview_url: url } });
    result.updated++;
  }
  const site = options.siteUrl.replace(/\/+$/, '');
  log(
    `preview: ${Object.keys(PREVIEW_PATHS).length} collections open their drafts through ${site}/api/preview (${result.updated} updated)`,
  );
  return result;
}
