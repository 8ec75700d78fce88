import {
  resolveRelationConditions,
  translateFilter,
  type DirectusFilter,
  type FilterContext,
} from '../../server/sources/content/directus/directus-filter';
import { listPath } from '../../server/sources/content/directus/directus-query';

/**
 * The site's filter variable in Directus's dialect, with the embedded source's meaning
 * (server/sources/content/query/filter.ts): junctions read through, hidden related items hidden,
 * unset variables no condition.
 */

const publicly = { publicOnly: true };
const inPreview = { publicOnly: false };

type ColumnRead = [collection: string, filter: DirectusFilter, field: string];

/**
 * The filter translated and its relation conditions resolved, each read answered in turn from
 * `answers` (the ids found); the reads made are returned beside it.
 */
async function resolved(filter: unknown, collection: string, context: FilterContext, answers: unknown[][] = []) {
  const reads: ColumnRead[] = [];
  const result = await resolveRelationConditions(translateFilter(filter, collection, context), async (...read) => {
    reads.push(read);
    return answers[reads.length - 1] ?? [];
  });
  return { result, reads };
}

const noColumnReads = () => Promise.reject(new Error('no relation condition here'));

describe('filter translation', () => {
  it('passes scalar conditions through, shorthand included', () => {
    expect(translateFilter({ type: { _eq: 'ep' }, 'year(release_date)': { _eq: 2024 } }, 'product_groups', publicly)).toEqual({
      _and: [{ type: { _eq: 'ep' } }, { 'year(release_date)': { _eq: 2024 } }],
    });
    expect(translateFilter({ type: 'ep' }, 'product_groups', publicly)).toEqual({ type: { _eq: 'ep' } });
    expect(translateFilter({ date: { _gte: '$NOW' } }, 'events', publicly)).toEqual({ date: { _gte: '$NOW' } });
  });

  it('reads a many-to-many condition in its junction: the items with a matching, visible related item', async () => {
    const published = { status: { _eq: 'published' } };
    expect(await resolved({ featured_artists: { _some: { id: { _eq: '7' } } } }, 'product_groups', publicly, [[4, 5, 4, null]])).toEqual({
      result: { id: { _in: [4, 5] } },
      reads: [
        [
          'product_groups_featured_artists',
          { _and: [{ artists_id: published }, { artists_id: { id: { _eq: '7' } } }] },
          'product_groups_id',
        ],
      ],
    });
    expect(await resolved({ featured_artists: { _some: { id: { _eq: '7' } } } }, 'product_groups', inPreview, [[4]])).toEqual({
      result: { id: { _in: [4] } },
      reads: [['product_groups_featured_artists', { artists_id: { id: { _eq: '7' } } }, 'product_groups_id']],
    });
    // The reverse side (a tag's posts) reads the same junction the other way.
    expect(await resolved({ posts: { _some: { status: { _eq: 'published' } } } }, 'tags', inPreview, [[2]])).toEqual({
      result: { id: { _in: [2] } },
      reads: [['posts_tags', { posts_id: published }, 'tags_id']],
    });
    // A nested condition without a quantifier is an implicit _some.
    expect((await resolved({ tags: { name: { _eq: 'Radio' } } }, 'posts', publicly, [[9]])).reads).toEqual([
      ['posts_tags', { tags_id: { name: { _eq: 'Radio' } } }, 'posts_id'],
    ]);
  });

  it('reads a one-to-many condition in the related items, publicly only active ones; _none keeps the others', async () => {
    const { result, reads } = await resolved({ products: { _none: { distribution: { _eq: 'physical' } } } }, 'product_groups', publicly, [
      [3, 3, 8],
    ]);
    expect(result).toEqual({ id: { _nin: [3, 8] } });
    expect(reads).toEqual([
      [
        'products',
        {
          _and: [
            { _and: [{ status: { _eq: 'active' } }, { group: { status: { _eq: 'active' } } }] },
            { distribution: { _eq: 'physical' } },
          ],
        },
        'group',
      ],
    ]);
  });

  it('with no item found: _some matches no item, _none every item', async () => {
    expect((await resolved({ tags: { _some: { name: { _eq: 'None' } } } }, 'posts', publicly, [[]])).result).toEqual({
      id: { _null: true },
    });
    expect((await resolved({ tags: { _none: { name: { _eq: 'None' } } } }, 'posts', publicly, [[]])).result).toEqual({
      id: { _nnull: true },
    });
  });

  it('resolves a condition nested in another first, and keeps what sits beside them', async () => {
    // Artists with a visible release that features artist 5: the releases first, then their artists.
    const filter = {
      _and: [{ name: { _icontains: 'a' } }, { product_groups: { _some: { featured_artists: { _some: { id: { _eq: '5' } } } } } }],
    };
    const { result, reads } = await resolved(filter, 'artists', inPreview, [[11, 12], [2]]);
    expect(reads).toEqual([
      ['product_groups_featured_artists', { artists_id: { id: { _eq: '5' } } }, 'product_groups_id'],
      ['product_groups', { id: { _in: [11, 12] } }, 'artist'],
    ]);
    expect(result).toEqual({ _and: [{ name: { _icontains: 'a' } }, { id: { _in: [2] } }] });
  });

  it('treats a hidden many-to-one item as none', () => {
    const visible = { status: { _eq: 'published' } };
    expect(translateFilter({ artist: { slug: { _eq: 'a' } } }, 'product_groups', publicly)).toEqual({
      _and: [{ artist: visible }, { artist: { slug: { _eq: 'a' } } }],
    });
    expect(translateFilter({ artist: { _eq: '3' } }, 'product_groups', publicly)).toEqual({
      _and: [{ artist: visible }, { artist: { id: { _eq: '3' } } }],
    });
    expect(translateFilter({ artist: { _null: true } }, 'product_groups', publicly)).toEqual({
      _or: [{ artist: { _null: true } }, { artist: { status: { _neq: 'published' } } }],
    });
    expect(translateFilter({ artist: { _nnull: true } }, 'product_groups', publicly)).toEqual({ artist: visible });
    // Labels have no workflow: compared as they are.
    expect(translateFilter({ label: { _null: true } }, 'product_groups', publicly)).toEqual({ label: { _null: true } });
    expect(translateFilter({ artist: { _null: true } }, 'product_groups', inPreview)).toEqual({ artist: { _null: true } });
  });

  it("spreads a group on a many-to-one item over the field, in a relation condition's read too", async () => {
    // Spread, as every Directus reads a many-to-one group the same way (see `overOne`).
    expect((await resolved({ artists: { _some: { slug: { _eq: 'b' } } } }, 'events', publicly, [[1]])).reads).toEqual([
      ['events_artists', { _and: [{ artists_id: { status: { _eq: 'published' } } }, { artists_id: { slug: { _eq: 'b' } } }] }, 'events_id'],
    ]);
    const published = { status: { _eq: 'published' } };
    expect((await resolved({ product_groups: { _none: { artist: { _eq: '3' } } } }, 'artists', publicly, [[1]])).reads).toEqual([
      [
        'product_groups',
        { _and: [{ status: { _eq: 'active' } }, { _and: [{ artist: published }, { artist: { id: { _eq: '3' } } }] }] },
        'artist',
      ],
    ]);
  });

  it('drops conditions on unset variables, as the embedded source does', () => {
    expect(translateFilter({ slug: { _eq: undefined } }, 'product_groups', publicly)).toBeNull();
    // An `_or` branch that matches everything makes the whole `_or` match everything.
    expect(translateFilter({ _or: [{ slug: { _eq: 'a' } }, { id: { _eq: undefined } }] }, 'product_groups', publicly)).toBeNull();
    expect(translateFilter({ _and: [{ slug: { _eq: 'a' } }, { id: { _eq: undefined } }] }, 'product_groups', publicly)).toEqual({
      slug: { _eq: 'a' },
    });
    expect(translateFilter({ id: { _in: ['1', undefined] } }, 'product_groups', publicly)).toEqual({ id: { _in: ['1'] } });
    // A nested group left empty still needs a related item.
    expect(translateFilter({ artist: { slug: { _eq: undefined } } }, 'product_groups', inPreview)).toEqual({
      artist: { id: { _nnull: true } },
    });
  });
});

describe('list requests', () => {
  const paramsOf = (path: string) => new URL(path, 'http://directus.test').searchParams;

  it('publicly: only published items, the site filter, search over the embedded fields, id last in the sort', async () => {
    const params = paramsOf(
      await listPath(
        'posts',
        { filter: { type: { _eq: 'news' } }, search: 'mix', sort: ['-date_published'], limit: 8, offset: 16 },
        { preview: false },
        noColumnReads,
      ),
    );
    expect(JSON.parse(params.get('filter')!)).toEqual({
      _and: [
        { status: { _eq: 'published' } },
        { type: { _eq: 'news' } },
        { _or: [{ title: { _icontains: 'mix' } }, { slug: { _icontains: 'mix' } }, { summary: { _icontains: 'mix' } }] },
      ],
    });
    expect(params.get('sort')).toBe('-date_published,id');
    expect([params.get('limit'), params.get('offset')]).toEqual(['8', '16']);
    expect(params.get('fields')!.split(',')).toEqual(
      expect.arrayContaining(['*', 'tags.tags_id.*', 'artists.artists_id.*', 'artists.artists_id.images.directus_files_id']),
    );
  });

  it('in preview: drafts by default, the status list when given; Directus default limit otherwise', async () => {
    const preview = paramsOf(await listPath('pages', {}, { preview: true }, noColumnReads));
    expect(JSON.parse(preview.get('filter')!)).toEqual({ status: { _in: ['published', 'draft', 'active', 'inactive'] } });
    expect(preview.get('limit')).toBe('100');
    expect(preview.get('sort')).toBe('id');
    const archived = paramsOf(await listPath('pages', { status: ['archived'] }, { preview: true }, noColumnReads));
    expect(JSON.parse(archived.get('filter')!)).toEqual({ status: { _in: ['archived'] } });
  });

  it('a public product needs an active group; a track a visible group', async () => {
    expect(JSON.parse(paramsOf(await listPath('products', {}, { preview: false }, noColumnReads)).get('filter')!)).toEqual({
      _and: [{ status: { _eq: 'active' } }, { group: { status: { _eq: 'active' } } }],
    });
    expect(JSON.parse(paramsOf(await listPath('tracks', {}, { preview: false }, noColumnReads)).get('filter')!)).toEqual({
      product_group: { status: { _eq: 'active' } },
    });
  });

  it('asks for every nested list, in the model order', async () => {
    const deep = JSON.parse(paramsOf(await listPath('product_groups', {}, { preview: false }, noColumnReads)).get('deep')!);
    expect(deep.tracks).toMatchObject({ _limit: -1, _sort: ['position', 'id'] });
    expect(deep.featured_artists).toMatchObject({ _limit: -1, _sort: ['sort', 'id'] });
    expect(deep.products).toMatchObject({ _limit: -1, _sort: ['id'] });
  });
});
