import { isTrackingParam, MAX_CACHEABLE_URL_LENGTH, normaliseQuery, pageCacheKey } from '../../server/cache/cache-key';
import { etagMatches, pageEtag } from '../../server/cache/etag';
import { NONCE_PLACEHOLDER, withNonce } from '../../server/cache/nonce-placeholder';

describe('the page cache key', () => {
  it('is the locale, the route path and the normalised query', () => {
    expect(pageCacheKey('/about')).toEqual({ key: '-:/about', routePath: '/about', renderUrl: '/about' });
    expect(pageCacheKey('/gb/about')).toEqual({ key: 'gb:/about', routePath: '/about', renderUrl: '/gb/about' });
    expect(pageCacheKey('/us')).toEqual({ key: 'us:/', routePath: '/', renderUrl: '/us' });
    expect(pageCacheKey('/releases?sort=name&format=ep')).toEqual({
      key: '-:/releases?format=ep&sort=name',
      routePath: '/releases',
      renderUrl: '/releases?format=ep&sort=name',
    });
  });

  it('drops tracking parameters, so a campaign link shares the page', () => {
    const plain = pageCacheKey('/about');
    for (const url of ['/about?utm_source=news&utm_medium=email', '/about?fbclid=abc', '/about?gclid=x&UTM_Campaign=y', '/about?']) {
      expect(pageCacheKey(url)).toEqual(plain);
    }
    expect(pageCacheKey('/releases?utm_source=x&format=ep')?.key).toBe('-:/releases?format=ep');
  });

  it('sorts by name but keeps the order of a repeated parameter (the first value counts)', () => {
    expect(normaliseQuery('?b=2&a=1&b=1')).toBe('?a=1&b=2&b=1');
    expect(normaliseQuery('b=1&b=2')).not.toBe(normaliseQuery('b=2&b=1'));
    expect(normaliseQuery('')).toBe('');
  });

  it('keeps ordinary parameters apart', () => {
    expect(pageCacheKey('/releases?page=2')?.key).not.toBe(pageCacheKey('/releases?page=3')?.key);
    expect(pageCacheKey('/gb/releases')?.key).not.toBe(pageCacheKey('/us/releases')?.key);
    expect(pageCacheKey('/fr/about')?.routePath).toBe('/fr/about'); // not a locale
  });

  it('refuses addresses too long to be worth keeping', () => {
    expect(pageCacheKey(`/search?q=${'x'.repeat(MAX_CACHEABLE_URL_LENGTH)}`)).toBeNull();
    expect(pageCacheKey('about')).toBeNull();
  });

  it('knows the tracking parameters', () => {
    expect(['utm_source', 'utm_term', 'gclid', 'fbclid', 'msclkid', 'mc_eid'].every(isTrackingParam)).toBe(true);
    expect(['page', 'format', 'utm', 'sort'].some(isTrackingParam)).toBe(false);
  });
});

describe('stored pages and nonces', () => {
  it('swaps the placeholder nonce attribute for the response nonce, nothing else', () => {
    const stored = `<script nonce="${NONCE_PLACEHOLDER}">x</script><link nonce="${NONCE_PLACEHOLDER}"/><p>${NONCE_PLACEHOLDER}</p>`;
    const served = withNonce(stored, 'abcdefghijklmnopqrstuvwx');
    expect(served).toBe(
      `<script nonce="abcdefghijklmnopqrstuvwx">x</script><link nonce="abcdefghijklmnopqrstuvwx"/><p>${NONCE_PLACEHOLDER}</p>`,
    );
    expect(NONCE_PLACEHOLDER).toHaveLength(24); // a nonce's length: served pages keep their size
  });

  it('gives a weak ETag that changes with the page and matches If-None-Match lists', () => {
    const etag = pageEtag('<p>a</p>');
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag('<p>b</p>')).not.toBe(etag);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(etag.slice(2), etag)).toBe(true); // weak comparison
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
