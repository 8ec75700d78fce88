import { translateFilter } from '../../server/sources/content/directus/directus-filter';
import { listPath } from '../../server/sources/content/directus/directus-query';

/**
 * The site's filter variable in Directus's dialect, with the embedded source's meaning
 * (server/sources/content/query/filter.ts): junctions read through, hidden related items hidden,
 * unset variables no condition.
 */

const publicly = { publicOnly: true };
const inPreview = { publicOnly: false };

describe('filter translation', () => {
  it('passes scalar conditions through, shorthand included', () => {
    expect(translateFilter({ type: { _eq: 'ep' }, 'year(release_date)': { _eq: 2024 } }, 'product_groups', publicly)).toEqual({
      _and: [{ type: { _eq: 'ep' } }, { 'year(release_date)': { _eq: 2024 } }],
    });
    expect(translateFilter({ type: 'ep' }, 'product_groups', publicly)).toEqual({ type: { _eq: 'ep' } });
    expect(translateFilter({ date: { _gte: '$NOW' } }, 'events', publicly)).toEqual({ date: { _gte: '$NOW' } });
  });

  it('reads many-to-many relations through their junction, publicly only visible items', () => {
    expect(translateFilter({ featured_artists: { _some: { id: { _eq: '7' } } } }, 'product_groups', publicly)).toEqual({
      featured_artists: { _some: { _and: [{ artists_id: { status: { _eq: 'published' } } }, { artists_id: { id: { _eq: '7' } } }] } },
    });
    expect(translateFilter({ featured_artists: { _some: { id: { _eq: '7' } } } }, 'product_groups', inPreview)).toEqual({
      featured_artists: { _some: { artists_id: { id: { _eq: '7' } } } },
    });
    // The reverse side (a tag's posts) goes through the same junction the other way.
    expect(translateFilter({ posts: { _some: { status: { _eq: 'published' } } } }, 'tags', inPreview)).toEqual({
      posts: { _some: { posts_id: { status: { _eq: 'published' } } } },
    });
    // A nested condition without a quantifier is an implicit _some.
    expect(translateFilter({ tags: { name: { _eq: 'Radio' } } }, 'posts', publicly)).toEqual({
      tags: { _some: { tags_id: { name: { _eq: 'Radio' } } } },
    });
  });

  it('reads one-to-many relations directly, hiding inactive items publicly', () => {
    expect(translateFilter({ products: { _none: { distribution: { _eq: 'physical' } } } }, 'product_groups', publicly)).toEqual({
      products: {
        _none: {
          _and: [
            { _and: [{ status: { _eq: 'active' } }, { group: { status: { _eq: 'active' } } }] },
            { distribution: { _eq: 'physical' } },
          ],
        },
      },
    });
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

  it('spreads a group on a many-to-one item over the field, inside _some and _none too', () => {
    // Directus 11.6 reads `artists_id: { _and: [...] }` inside `_some` as a value and matches nothing.
    expect(translateFilter({ artists: { _some: { slug: { _eq: 'b' } } } }, 'events', publicly)).toEqual({
      artists: { _some: { _and: [{ artists_id: { status: { _eq: 'published' } } }, { artists_id: { slug: { _eq: 'b' } } }] } },
    });
    const published = { status: { _eq: 'published' } };
    expect(translateFilter({ product_groups: { _none: { artist: { _eq: '3' } } } }, 'artists', publicly)).toEqual({
      product_groups: {
        _none: { _and: [{ status: { _eq: 'active' } }, { _and: [{ artist: published }, { artist: { id: { _eq: '3' } } }] }] },
      },
    });
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

  it('publicly: only published items, the site filter, search over the embedded fields, id last in the sort', () => {
    const params = paramsOf(
      listPath(
        'posts',
        { filter: { type: { _eq: 'news' } }, search: 'mix', sort: ['-date_published'], limit: 8, offset: 16 },
        { preview: false },
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

  it('in preview: drafts by default, the status list when given; Directus default limit otherwise', () => {
    const preview = paramsOf(listPath('pages', {}, { preview: true }));
    expect(JSON.parse(preview.get('filter')!)).toEqual({ status: { _in: ['published', 'draft', 'active', 'inactive'] } });
    expect(preview.get('limit')).toBe('100');
    expect(preview.get('sort')).toBe('id');
    const archived = paramsOf(listPath('pages', { status: ['archived'] }, { preview: true }));
    expect(JSON.parse(archived.get('filter')!)).toEqual({ status: { _in: ['archived'] } });
  });

  it('a public product needs an active group; a track a visible group', () => {
    expect(JSON.parse(paramsOf(listPath('products', {}, { preview: false })).get('filter')!)).toEqual({
      _and: [{ status: { _eq: 'active' } }, { group: { status: { _eq: 'active' } } }],
    });
    expect(JSON.parse(paramsOf(listPath('tracks', {}, { preview: false })).get('filter')!)).toEqual({
      product_group: { status: { _eq: 'active' } },
    });
  });

  it('asks for every nested list, in the model order', () => {
    const deep = JSON.parse(paramsOf(listPath('product_groups', {}, { preview: false })).get('deep')!);
    expect(deep.tracks).toMatchObject({ _limit: -1, _sort: ['position', 'id'] });
    expect(deep.featured_artists).toMatchObject({ _limit: -1, _sort: ['sort', 'id'] });
    expect(deep.products).toMatchObject({ _limit: -1, _sort: ['id'] });
  });
});
