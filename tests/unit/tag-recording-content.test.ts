import { recordingContentTags } from '../../server/cache/tag-recording-content';
import type { ContentSource } from '../../server/sources/content/content-source';

/** A count ties the page to what a listing with the same query would: its collection and the fields it names. */
describe('tags a count records', () => {
  it('records the listing tags of its query, before it reads', async () => {
    const tags: string[] = [];
    const source = {
      count: async () => {
        tags.push('(read)');
        return 4;
      },
    } as unknown as ContentSource;
    const counted = await recordingContentTags(source, (tag) => tags.push(tag)).count(
      'product_groups',
      { filter: { _and: [{ artist: { id: { _eq: '23' } } }, { reference_type: { _eq: 'release' } }] }, search: 'tide' },
      { preview: false },
    );
    expect(counted).toBe(4);
    expect(tags).toEqual([
      'c:product_groups',
      'c:product_groups:artist',
      'c:product_groups:reference_type',
      'c:product_groups:search',
      '(read)',
    ]);
  });
});
