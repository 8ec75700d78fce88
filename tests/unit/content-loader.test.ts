import { createContentLoader } from '../../server/sources/content/content-loader';
import type { ContentSource } from '../../server/sources/content/content-source';

/** A source that records each call and answers items whose id is in `known`. */
function recordingSource(known: Record<string, string[]>) {
  const calls: string[] = [];
  const item = (collection: string, id: string) => ({ id, collection });
  const source = {
    list: async (collection: string, query: unknown) => (calls.push(`list ${collection} ${JSON.stringify(query)}`), []),
    getById: async (collection: string, id: string) => (
      calls.push(`getById ${collection} ${id}`),
      known[collection]?.includes(id) ? item(collection, id) : null
    ),
    getByIds: async (collection: string, ids: readonly string[], { preview }: { preview: boolean }) => {
      calls.push(`getByIds ${collection} ${ids.join(',')}${preview ? ' preview' : ''}`);
      return new Map(ids.filter((id) => known[collection]?.includes(id)).map((id) => [id, item(collection, id)]));
    },
    getSiteSettings: async () => (calls.push('getSiteSettings'), {}),
    getCookieConfiguration: async () => ({}),
    getFile: async () => null,
  } as unknown as ContentSource;
  return { source, calls };
}

const publicRead = { preview: false };

describe('the per-request content loader', () => {
  it('gathers single-item reads of one tick into one read per collection', async () => {
    const { source, calls } = recordingSource({ artists: ['1', '2', '3'], posts: ['7'] });
    const content = createContentLoader(source);
    const items = await Promise.all([
      content.getById('artists', '1', publicRead),
      content.getById('posts', '7', publicRead),
      content.getById('artists', '3', publicRead),
      content.getById('artists', '9', publicRead),
    ]);
    expect(items.map((item) => item?.id ?? null)).toEqual(['1', '7', '3', null]);
    expect(calls.sort()).toEqual(['getByIds artists 1,3,9', 'getByIds posts 7']);
  });

  it('reads an item asked twice in a request once, and keeps public and preview reads apart', async () => {
    const { source, calls } = recordingSource({ artists: ['1'] });
    const content = createContentLoader(source);
    await content.getById('artists', '1', publicRead);
    await content.getById('artists', '1', publicRead);
    await content.getById('artists', '1', { preview: true });
    expect(calls).toEqual(['getByIds artists 1', 'getByIds artists 1 preview']);
  });

  it('answers getByIds from the same batches, leaving out ids that name nothing', async () => {
    const { source, calls } = recordingSource({ artists: ['1', '2'] });
    const content = createContentLoader(source);
    const [many, one] = await Promise.all([
      content.getByIds('artists', ['2', '5'], publicRead),
      content.getById('artists', '1', publicRead),
    ]);
    expect([...many.keys()]).toEqual(['2']);
    expect(one?.id).toBe('1');
    expect(calls).toEqual(['getByIds artists 2,5,1']);
  });

  it('reads the same listing once per request, but asks again after a failure', async () => {
    const { source, calls } = recordingSource({});
    let fail = true;
    const list = source.list.bind(source);
    source.list = (async (...args: Parameters<ContentSource['list']>) => {
      if (fail) {
        fail = false;
        calls.push('list failed');
        throw new Error('content service down');
      }
      return list(...args);
    }) as ContentSource['list'];
    const content = createContentLoader(source);
    const query = { filter: { type: { _eq: 'ep' } }, limit: 4 };
    await expect(content.list('product_groups', query, publicRead)).rejects.toThrow('content service down');
    await content.list('product_groups', query, publicRead);
    await content.list('product_groups', { ...query }, publicRead);
    await content.list('product_groups', { ...query, limit: 8 }, publicRead);
    expect(calls).toEqual([
      'list failed',
      'list product_groups {"filter":{"type":{"_eq":"ep"}},"limit":4}',
      'list product_groups {"filter":{"type":{"_eq":"ep"}},"limit":8}',
    ]);
  });

  it('makes a fresh loader remember nothing of another request', async () => {
    const { source, calls } = recordingSource({ artists: ['1'] });
    await createContentLoader(source).getById('artists', '1', publicRead);
    await createContentLoader(source).getById('artists', '1', publicRead);
    expect(calls).toEqual(['getByIds artists 1', 'getByIds artists 1']);
  });

  it('hands a failed batch read to every item of it', async () => {
    const { source } = recordingSource({});
    source.getByIds = async () => {
      throw new Error('content service down');
    };
    const content = createContentLoader(source);
    const reads = [content.getById('artists', '1', publicRead), content.getById('artists', '2', publicRead)];
    for (const read of reads) await expect(read).rejects.toThrow('content service down');
  });
});
