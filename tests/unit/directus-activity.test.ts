import type { DirectusClient } from '../../server/sources/content/directus/directus-client';
import { createDirectusActivityLog } from '../../server/sources/content/directus/directus-activity';

/** A client that answers every GET with `data` and remembers what was asked. */
function answering(data: unknown) {
  const asked: URLSearchParams[] = [];
  const client: DirectusClient = {
    async getData(path) {
      const [route, query] = path.split('?');
      expect(route).toBe('/activity');
      asked.push(new URLSearchParams(query));
      return data;
    },
    async getBytes() {
      return null;
    },
  };
  return { client, asked };
}

describe("Directus's activity log", () => {
  it("reads the site's collections' creates, updates and deletes after an id, oldest first", async () => {
    const { client, asked } = answering([
      { id: 41, action: 'update', collection: 'posts', item: '3' },
      { id: 42, action: 'create', collection: 'directus_files', item: 'b1e5' },
      { id: 43, action: 'delete', collection: 'product_groups_artists', item: 17 },
    ]);
    const log = createDirectusActivityLog(client, ['posts', 'directus_files', 'product_groups_artists']);
    expect(await log.after(40, 500)).toEqual([
      { id: 41, action: 'update', collection: 'posts', key: '3' },
      { id: 42, action: 'create', collection: 'directus_files', key: 'b1e5' },
      { id: 43, action: 'delete', collection: 'product_groups_artists', key: '17' },
    ]);
    const query = asked[0]!;
    expect(JSON.parse(query.get('filter')!)).toEqual({
      _and: [
        { id: { _gt: 40 } },
        { collection: { _in: ['posts', 'directus_files', 'product_groups_artists'] }, action: { _in: ['create', 'update', 'delete'] } },
      ],
    });
    expect({ sort: query.get('sort'), limit: query.get('limit'), fields: query.get('fields') }).toEqual({
      sort: 'id',
      limit: '500',
      fields: 'id,action,collection,item',
    });
  });

  it('finds the newest entry, or none in an empty log', async () => {
    const newest = answering([{ id: 9000, action: 'update', collection: 'posts', item: '1' }]);
    expect(await createDirectusActivityLog(newest.client, ['posts']).latestId()).toBe(9000);
    expect(newest.asked[0]!.get('sort')).toBe('-id');
    expect(await createDirectusActivityLog(answering([]).client, ['posts']).latestId()).toBeNull();
  });

  it.each([
    ['an answer that is not a list', { id: 1 }],
    ['an entry without an id', [{ action: 'update', collection: 'posts', item: '1' }]],
    ['an action the site does not read', [{ id: 1, action: 'login', collection: 'posts', item: '1' }]],
    ['an entry without its item', [{ id: 1, action: 'update', collection: 'posts', item: null }]],
  ])('refuses %s rather than guess', async (_case, data) => {
    await expect(createDirectusActivityLog(answering(data).client, ['posts']).after(0, 10)).rejects.toThrow(
      'GET /activity failed (invalid-json',
    );
  });
});
