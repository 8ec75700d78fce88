import { fieldsOfQuery, fileTag, isLookup, itemTag, listTag, tagsOfItem, tagText } from '../../server/cache/content-tags';

const tagsOf = (collection: string, item: unknown) => {
  const tags = new Set<string>();
  tagsOfItem(collection, item, (tag) => tags.add(tag));
  return [...tags].sort();
};

describe('the tags of an item read from the content source', () => {
  it('are its own, its files and the items it holds resolved, through the content model', () => {
    const artist = { id: 'a1', name: 'Nala', slug: 'nala', image: 'file-portrait', product_groups: [] };
    const release = {
      id: 'g1',
      title: 'Low Tide',
      artist,
      featured_artists: [{ id: 'a2', name: 'Ode', image: null }],
      label: { id: 'l1', name: 'Lumen', logo: 'file-logo' },
      cover_image: 'file-cover',
      products: [{ id: 'p1', group: null }],
      tracks: [{ id: 't1', artist, product_group: null, preview: 'file-audio' }],
    };
    expect(tagsOf('product_groups', release)).toEqual(
      [
        itemTag('product_groups', 'g1'),
        itemTag('artists', 'a1'),
        itemTag('artists', 'a2'),
        itemTag('labels', 'l1'),
        itemTag('products', 'p1'),
        itemTag('tracks', 't1'),
        fileTag('file-portrait'),
        fileTag('file-logo'),
        fileTag('file-cover'),
        fileTag('file-audio'),
      ].sort(),
    );
  });

  it('follows the rows of a many-to-many that keeps them, and relations given as bare ids', () => {
    const settings = { id: 'site', promotedProducts: [{ product: { id: 'p7', group: 'g7' } }, { product: 'p8' }] };
    expect(tagsOf('site_settings', settings)).toEqual(
      [itemTag('site_settings', 'site'), itemTag('products', 'p7'), itemTag('product_groups', 'g7'), itemTag('products', 'p8')].sort(),
    );
  });

  it('goes one step into the graph the sources resolve, and not into the items that merely point at one', () => {
    // The sources link items both ways: an artist holds its releases, each holding the artist again.
    const label = { id: 'l1', logo: 'logo-1' };
    const artist: Record<string, unknown> = { id: 'a1', image: 'portrait', product_groups: [] };
    const other = { id: 'g2', artist, label, cover_image: 'cover-2', tracks: [{ id: 't9', preview: 'audio-9' }] };
    const release = { id: 'g1', artist, cover_image: 'cover-1', tracks: [{ id: 't1', artist, preview: 'audio-1', product_group: other }] };
    artist.product_groups = [release, other];
    // An artist's releases point at it, but are not part of it.
    expect(tagsOf('artists', artist)).toEqual([itemTag('artists', 'a1'), fileTag('portrait')].sort());
    // An artist's releases point at it, but are not part of it.
    expect(tagsOf('artists', artist)).toEqual([itemTag('artists', 'a1'), fileTag('portrait')].sort());
    expect(tagsOf('product_groups', release)).toEqual(
      [
        itemTag('product_groups', 'g1'),
        fileTag('cover-1'),
        itemTag('artists', 'a1'),
        fileTag('portrait'),
        itemTag('tracks', 't1'),
        fileTag('audio-1'),
        itemTag('product_groups', 'g2'),
      ].sort(),
    );
  });

  it('are none for nothing found', () => {
    expect(tagsOf('posts', null)).toEqual([]);
  });
});

describe('the fields a list depends on', () => {
  it('are the fields its filter and sort name, through _and/_or, relations and functions', () => {
    const filter = {
      _and: [{ date: { _gte: '2026-01-01' } }, { _or: [{ artist: { slug: { _eq: 'nala' } } }, { 'year(date_published)': { _eq: 2026 } }] }],
    };
    expect(fieldsOfQuery(filter, ['-date', 'title', 'artist.name']).sort()).toEqual(['artist', 'date', 'date_published', 'title']);
  });

  it('are none for a list without filter or sort', () => {
    expect(fieldsOfQuery(undefined)).toEqual([]);
  });
});

describe('tag text', () => {
  it('keeps only what Redis, Surrogate-Key and Cache-Tag all accept', () => {
    expect(tagText(listTag('posts'))).toBe('c:posts');
    expect(tagText('i:posts:a b,c')).toBe('i:posts:a_b_c');
    expect(tagText(`i:x:${'y'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('a lookup by a unique field', () => {
  it('is an _eq on the id or a unique field, alone or under _or', () => {
    expect(isLookup('posts', { slug: { _eq: 'a' } })).toBe(true);
    expect(isLookup('product_groups', { _or: [{ slug: { _eq: 'a' } }, { id: { _eq: '7' } }] })).toBe(true);
  });

  it('is not a list: other operators, other fields, several conditions, no filter', () => {
    expect(isLookup('posts', { slug: { _neq: 'a' } })).toBe(false);
    expect(isLookup('posts', { type: { _eq: 'news' } })).toBe(false);
    expect(isLookup('posts', { slug: { _eq: 'a' }, type: { _eq: 'news' } })).toBe(false);
    expect(isLookup('posts', { _and: [{ slug: { _eq: 'a' } }] })).toBe(false);
    expect(isLookup('posts', undefined)).toBe(false);
  });
});
