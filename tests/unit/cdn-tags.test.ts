import { CDN_TAG_HEADER_MAX_BYTES, cdnPurgeTags, cdnTagHeader, cdnTagsOfPage, EVERY_PAGE_TAG } from '../../server/cache/cdn-tags';
import { CDN_PURGE_ATTEMPTS, purgeCdn } from '../../server/cache/purge-cdn';
import pino from 'pino';

describe("a stored page's tags for the CDN", () => {
  const tags = ['i:product_groups:7', 'c:product_groups', 'f:cover-7'];

  it('go in the header the CDN reads, with its separator, after the tag every page carries', () => {
    expect(cdnTagHeader('fastly', tags)).toEqual({ 'Surrogate-Key': 'page i:product_groups:7 c:product_groups f:cover-7' });
    expect(cdnTagHeader('cloudflare', tags)).toEqual({ 'Cache-Tag': 'page,i:product_groups:7,c:product_groups,f:cover-7' });
  });

  it('become broader past the cap: the collection instead of each item, any file instead of each', () => {
    const many = Array.from({ length: 2_000 }, (_, id) => `i:posts:${id}`).concat(['c:posts', 'f:a', 'f:b', 'settings']);
    const carried = cdnTagsOfPage(many);
    expect(carried).toEqual([EVERY_PAGE_TAG, 'i:posts', 'c:posts', 'f', 'settings']);
    expect(cdnTagsOfPage(many).join(' ').length).toBeLessThanOrEqual(CDN_TAG_HEADER_MAX_BYTES);
    expect(cdnTagsOfPage(tags)).toEqual([EVERY_PAGE_TAG, ...tags]);
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
