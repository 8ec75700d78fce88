import { CDN_TAG_HEADER_MAX_BYTES, cdnPurgeTags, cdnTagHeader, cdnTagsOfPage, EVERY_PAGE_TAG, pathTag } from '../../server/cache/cdn-tags';
import { CDN_PURGE_ATTEMPTS, purgeCdn } from '../../server/cache/purge-cdn';
import pino from 'pino';

describe("a stored page's tags for the CDN", () => {
  const tags = ['i:product_groups:7', 'c:product_groups', 'f:cover-7'];

  it("go in the header the CDN reads, with its separator, after the tag every page carries and the page's address", () => {
    expect(cdnTagHeader('fastly', tags, '/products/dawn')).toEqual({
      'Surrogate-Key': 'page p:_products_dawn i:product_groups:7 c:product_groups f:cover-7',
    });
    expect(cdnTagHeader('cloudflare', tags, '/')).toEqual({ 'Cache-Tag': 'page,p:_,i:product_groups:7,c:product_groups,f:cover-7' });
  });

  it("write the page's address in tag text, short enough for both CDNs", () => {
    expect(pathTag('/artists/sera-lumin')).toBe('p:_artists_sera-lumin');
    expect(pathTag('/search/ä b')).toBe('p:_search___b');
    expect(pathTag(`/${'x'.repeat(500)}`)).toHaveLength(200);
  });

  it('become broader past the cap: the collection instead of each item, any file instead of each', () => {
    const many = Array.from({ length: 2_000 }, (_, id) => `i:posts:${id}`).concat(['c:posts', 'f:a', 'f:b', 'settings']);
    const carried = cdnTagsOfPage(many, '/news');
    expect(carried).toEqual([EVERY_PAGE_TAG, 'p:_news', 'i:posts', 'c:posts', 'f', 'settings']);
    expect(carried.join(' ').length).toBeLessThanOrEqual(CDN_TAG_HEADER_MAX_BYTES);
    expect(cdnTagsOfPage(tags, '/news')).toEqual([EVERY_PAGE_TAG, 'p:_news', ...tags]);
  });

  it('are purged with the broader tag that stands for each on long pages', () => {
    expect(cdnPurgeTags(['i:posts:7', 'i:posts:8', 'c:posts:title', 'f:x']).sort()).toEqual(
      ['i:posts:7', 'i:posts:8', 'i:posts', 'c:posts:title', 'f:x', 'f'].sort(),
    );
  });
});

describe('purging the CDN', () => {
  const log = pino({ level: 'silent' });
  const waits: number[] = [];
  const wait = async (ms: number) => void waits.push(ms);
  beforeEach(() => (waits.length = 0));

  it('retries a failed purge twice, then gives up without throwing', async () => {
    const purge = jest.fn().mockRejectedValue(new Error('HTTP 503'));
    expect(await purgeCdn({ purge }, ['i:posts:1'], log, wait)).toBe(false);
    expect(purge).toHaveBeenCalledTimes(CDN_PURGE_ATTEMPTS);
    expect(waits).toEqual([250, 1_000]);
  });

  it('stops at the first success', async () => {
    const purge = jest.fn().mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue(undefined);
    expect(await purgeCdn({ purge }, ['i:posts:1'], log, wait)).toBe(true);
    expect(purge).toHaveBeenCalledTimes(2);
  });
});
