import { storedPageCacheControl } from '../../server/cache/stored-page-cache-control';

describe('Cache-Control of stored pages', () => {
  it('keeps shared caches out by default: browsers revalidate with the ETag', () => {
    expect(storedPageCacheControl(0, 0)).toBe('private, no-cache');
    expect(storedPageCacheControl(0, 600)).toBe('private, no-cache');
  });

  it('lets a shared cache keep a page for the configured time, and serve it stale while it revalidates', () => {
    expect(storedPageCacheControl(30, 300)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(storedPageCacheControl(30, 0)).toBe('public, max-age=0, s-maxage=30');
  });
});
