import { applyPreviewUrls, PREVIEW_PATHS, previewUrl, previewUrls } from '../../cms/lib/apply-preview';
import type { DirectusAdmin } from '../../cms/lib/directus-admin';
import { artistHref, eventHref, postHref, productGroupHref, productHref } from '../../shared/lib/catalog/item-links';
import { matchSiteRoutes } from '../../shared/app/routes';
import { collectionFields } from '../../server/sources/content/model';

const SECRET = 'preview-link-secret-for-tests';

/** A Directus template filled as Directus fills it: each `{{field.path}}` replaced by its value. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{([\w.]+)\}\}/g, (_, field: string) => values[field] ?? `(no ${field})`);

describe("the CMS's preview URL of each collection that has pages (decision 0096)", () => {
  it("leads to the same page as the site's own links", () => {
    expect(fill(PREVIEW_PATHS.product_groups, { slug: 'night-drive' })).toBe(productGroupHref('night-drive'));
    expect(fill(PREVIEW_PATHS.products, { 'group.slug': 'night-drive', slug: 'night-drive-vinyl' })).toBe(
      productHref('night-drive', 'night-drive-vinyl'),
    );
    expect(fill(PREVIEW_PATHS.artists, { slug: 'aurora-vale' })).toBe(artistHref('aurora-vale'));
    expect(fill(PREVIEW_PATHS.posts, { slug: 'studio-notes' })).toBe(postHref('studio-notes'));
    expect(fill(PREVIEW_PATHS.events, { slug: 'winter-tour' })).toBe(eventHref('winter-tour'));
    // A page's path is its address.
    expect(fill(PREVIEW_PATHS.pages, { path: '/about' })).toBe('/about');
  });

  it('opens the page kind of each collection', () => {
    const pageOf = (path: string) => matchSiteRoutes(path).at(-1)?.pageModule;
    expect(pageOf(fill(PREVIEW_PATHS.product_groups, { slug: 'a' }))).toBe('product-group-page');
    expect(pageOf(fill(PREVIEW_PATHS.products, { 'group.slug': 'a', slug: 'b' }))).toBe('product-page');
    expect(pageOf(fill(PREVIEW_PATHS.artists, { slug: 'a' }))).toBe('artist-page');
    expect(pageOf(fill(PREVIEW_PATHS.posts, { slug: 'a' }))).toBe('post-page');
    expect(pageOf(fill(PREVIEW_PATHS.events, { slug: 'a' }))).toBe('event-page');
    expect(pageOf(fill(PREVIEW_PATHS.pages, { path: '/about' }))).toBe('content-page');
  });

  it('names fields the collections have, a relation and its field for a product', () => {
    const fieldsOf = (collection: string) =>
      collectionFields[collection as keyof typeof collectionFields] as Record<string, { kind: object }>;
    for (const [collection, template] of Object.entries(PREVIEW_PATHS)) {
      for (const [, path] of template.matchAll(/\{\{([\w.]+)\}\}/g)) {
        const [field, relatedField] = path!.split('.');
        const kind = fieldsOf(collection)[field!]?.kind as { kind: string; related?: string } | undefined;
        expect(kind).toBeDefined();
        if (relatedField) {
          expect(kind!.kind).toBe('manyToOne');
          expect(fieldsOf(kind!.related!)[relatedField]).toBeDefined();
        }
      }
    }
  });

  it('enters preview through the site with the secret, and names the page as its path', () => {
    expect(previewUrl('https://label.example', SECRET, PREVIEW_PATHS.product_groups)).toBe(
      `https://label.example/api/preview?secret=${SECRET}&path=/products/{{slug}}`,
    );
    // A trailing slash on the site's address, and a secret with characters a query would misread.
    expect(previewUrl('http://127.0.0.1:3000/', 'a&b#c+d%e{{f}}/g', '{{path}}')).toBe(
      'http://127.0.0.1:3000/api/preview?secret=a%26b%23c%2Bd%25e%7B%7Bf%7D%7D%2Fg&path={{path}}',
    );
  });

  it('covers exactly the collections with pages', () => {
    expect(Object.keys(previewUrls('https://label.example', SECRET)).sort()).toEqual(
      ['artists', 'events', 'pages', 'posts', 'product_groups', 'products'].sort(),
    );
  });
});

describe('applying the preview URLs', () => {
  /** A Directus that holds collection settings and records the calls it gets. */
  function fakeDirectus(previewUrlsNow: Record<string, string | null>) {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const admin = {
      async request(method: string, path: string, body?: unknown) {
        calls.push({ method, path, body });
        const collection = decodeURIComponent(path.replace(/^\/collections\//, ''));
        if (method === 'GET') return { collection, meta: { collection, preview_url: previewUrlsNow[collection] ?? null, icon: 'x' } };
        previewUrlsNow[collection] = (body as { meta: { preview_url: string } }).meta.preview_url;
        return { collection };
      },
      async get(path: string) {
        return this.request('GET', path);
      },
    };
    return { admin: admin as unknown as DirectusAdmin, calls, previewUrlsNow };
  }

  it('writes each missing or different preview URL and only those, and never logs the secret', async () => {
    const wanted = previewUrls('https://label.example', SECRET);
    const directus = fakeDirectus({ artists: wanted.artists!, pages: 'https://old.example/preview/{{path}}' });
    const lines: string[] = [];
    const result = await applyPreviewUrls(directus.admin, { siteUrl: 'https://label.example', previewSecret: SECRET }, (l) =>
      lines.push(l),
    );
    const patched = directus.calls.filter((call) => call.method === 'PATCH');
    expect(patched.map((call) => call.path).sort()).toEqual(
      ['/collections/events', '/collections/pages', '/collections/posts', '/collections/product_groups', '/collections/products'].sort(),
    );
    // Only the preview URL: the collection's other settings stay as the label made them.
    for (const call of patched) expect(Object.keys(call.body as object)).toEqual(['meta']);
    for (const call of patched) expect(Object.keys((call.body as { meta: object }).meta)).toEqual(['preview_url']);
    expect(directus.previewUrlsNow).toEqual(wanted);
    expect(result).toEqual({ updated: 5, unchanged: 1 });
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).toContain('https://label.example/api/preview');

    // Again: nothing to write.
    const again = await applyPreviewUrls(directus.admin, { siteUrl: 'https://label.example', previewSecret: SECRET });
    expect(again).toEqual({ updated: 0, unchanged: 6 });
    expect(directus.calls.filter((call) => call.method === 'PATCH')).toHaveLength(5);
  });
});
