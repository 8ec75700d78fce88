/**
 * Cache-Control of stored pages (decision 0030). Off by default: browsers keep a page and revalidate
 * it with its ETag, and nothing between may keep it. With a shared max-age, a CDN or the balancer's
 * cache may keep it that long (less its Age) and serve it stale while it revalidates; browsers still
 * revalidate every time (max-age=0), so an edit reaches them as soon as it reaches the shared cache.
 */
export function storedPageCacheControl(sharedMaxAgeSeconds: number, sharedStaleSeconds: number): string {
  if (sharedMaxAgeSeconds <= 0) return 'private, no-cache';
  const stale = sharedStaleSeconds > 0 ? `, stale-while-revalidate=${sharedStaleSeconds}` : '';
  return `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}${stale}`;
}
