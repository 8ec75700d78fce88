import * as itemDerivations from '../../../shared/lib/catalog/item-derivations';

describe('link address', () => {
  it('is url, else href', () => {
    expect(itemDerivations.itemHref({ url: 'https://radio.example/show/1', href: '/x' })).toBe('https://radio.example/show/1');
    expect(itemDerivations.itemHref({ href: '/products/hourglass-2' })).toBe('/products/hourglass-2');
    expect(itemDerivations.itemHref({ url: '', href: '/events/a' })).toBe('/events/a');
    expect(itemDerivations.itemHref({ url: '  ', href: null })).toBeNull();
    expect(itemDerivations.itemHref({})).toBeNull();
  });

  it('title is title, else name', () => {
    expect(itemDerivations.itemTitle({ title: 'Hourglass 2', name: 'x' })).toBe('Hourglass 2');
    expect(itemDerivations.itemTitle({ name: 'Sera Lumin' })).toBe('Sera Lumin');
    expect(itemDerivations.itemTitle({})).toBe('');
  });
});

describe('release artist and label', () => {
  const label = { name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main' };

  it("links the artist through the artist's href, its own or its group's", () => {
    expect(itemDerivations.itemArtistHref({ artist: { name: 'A', href: '/artists/a' } })).toBe('/artists/a');
    expect(itemDerivations.itemArtistHref({ group: { artist: { name: 'B', href: '/artists/b' } } })).toBe('/artists/b');
    expect(itemDerivations.itemArtist({ artist: { name: 'A' }, group: { artist: { name: 'B' } } })).toEqual({ name: 'A' });
    expect(itemDerivations.itemArtistHref({ artist: { name: 'No page' } })).toBeNull();
    expect(itemDerivations.itemArtistHref({})).toBeNull();
  });

  it('reads the label, or the group label', () => {
    expect(itemDerivations.itemLabel({ label })).toBe(label);
    expect(itemDerivations.itemLabel({ group: { label } })).toBe(label);
    expect(itemDerivations.itemLabel({ label: null, group: null })).toBeNull();
  });

  it('knows a featured label', () => {
    expect(itemDerivations.isFeaturedLabel(label)).toBe(true);
    expect(itemDerivations.isFeaturedLabel({ ...label, isFeatured: false })).toBe(false);
    expect(itemDerivations.isFeaturedLabel({ name: 'x' })).toBe(false);
    expect(itemDerivations.isFeaturedLabel(null)).toBe(false);
  });

  it('knows an external label: kind external, or a website', () => {
    expect(itemDerivations.isExternalLabel({ kind: 'external' })).toBe(true);
    expect(itemDerivations.isExternalLabel({ kind: 'sister', website: 'https://sister.example' })).toBe(true);
    expect(itemDerivations.isExternalLabel({ kind: 'sister', website: '' })).toBe(false);
    expect(itemDerivations.isExternalLabel(label)).toBe(false);
    expect(itemDerivations.isExternalLabel(undefined)).toBe(false);
  });

  it('links an external label to its website, any other to its releases', () => {
    expect(itemDerivations.RELEASES_PATH).toBe('/releases');
    expect(itemDerivations.labelHref({ kind: 'external', slug: 'copperfern-recordings', website: 'https://copperfern.example' })).toBe(
      'https://copperfern.example',
    );
    expect(itemDerivations.labelHref(label)).toBe('/releases?label=lumen-tide');
    expect(itemDerivations.labelHref({ slug: 'a b' }, '/shop')).toBe('/shop?label=a%20b');
    expect(itemDerivations.labelHref({ kind: 'external' })).toBeNull();
    expect(itemDerivations.labelHref({ name: 'No slug' })).toBeNull();
    expect(itemDerivations.labelHref(null)).toBeNull();
  });
});

describe('type label of an item', () => {
  it('uses the collection, then the product fields', () => {
    expect(itemDerivations.itemTypeLabel({ title: 'x' }, 'radioShows')).toBe('Radio');
    expect(itemDerivations.itemTypeLabel({ type: 'ep' }, 'product_groups')).toBe('E.P.');
    expect(itemDerivations.itemTypeLabel({ universe: 'merch' }, 'product_groups')).toBe('Merch');
    expect(itemDerivations.itemTypeLabel({ type_label: 'Video' }, 'custom_items')).toBe('Video');
    expect(itemDerivations.itemTypeLabel({ __typename: 'radioShows' })).toBe('Radio');
    expect(itemDerivations.itemTypeLabel({ __typename: 'radioShows' }, 'posts')).toBe('Features');
  });
});

describe('descriptor', () => {
  it('is the format plus the variant', () => {
    expect(itemDerivations.itemDescriptor({ format: 'Vinyl', variant: '12”' })).toBe('Vinyl, 12”');
    expect(itemDerivations.itemDescriptor({ format: 'T-Shirt', variant: 'XL' })).toBe('T-Shirt, XL');
    expect(itemDerivations.itemDescriptor({ format: 'MP3' })).toBe('MP3');
    expect(itemDerivations.itemDescriptor({ format: 'CD', variant: '' })).toBe('CD');
  });

  it('is the short description for bundles, plus the variant', () => {
    const bundle = { format: 'Bundle', short_description: 'LP, tee and tote' };
    expect(itemDerivations.itemDescriptor(bundle)).toBe('LP, tee and tote');
    expect(itemDerivations.itemDescriptor({ ...bundle, variant: 'M' })).toBe('LP, tee and tote, M');
    expect(itemDerivations.itemDescriptor({ format: 'Box', group: { universe: 'bundle', short_description: 'The set' } })).toBe('The set');
    expect(itemDerivations.itemDescriptor({ format: 'Bundle' })).toBe('Bundle');
  });

  it('prefers the descriptor the item carries', () => {
    expect(itemDerivations.itemDescriptor({ descriptor: 'Limited', format: 'Vinyl' })).toBe('Limited');
  });

  it('is empty with nothing to describe', () => {
    expect(itemDerivations.itemDescriptor({})).toBe('');
  });
});

describe('image of an item', () => {
  const images = [
    { url: '/assets/small', width: 320 },
    { url: '/assets/large', width: 1600 },
    { url: '/assets/medium', width: 800 },
  ];

  it('takes heroCoverImage, cover_image, coverImage, image, image_url, images in that order', () => {
    const all = {
      heroCoverImage: 'hero',
      cover_image: 'cover',
      coverImage: 'coverImage',
      image: 'image',
      image_url: '/assets/url',
      images,
    };
    expect(itemDerivations.itemImage(all)).toBe('hero');
    expect(itemDerivations.itemImage({ ...all, heroCoverImage: null })).toBe('cover');
    expect(itemDerivations.itemImage({ ...all, heroCoverImage: null, cover_image: '' })).toBe('coverImage');
    expect(itemDerivations.itemImage({ ...all, heroCoverImage: null, cover_image: null, coverImage: undefined })).toBe('image');
    expect(itemDerivations.itemImage({ image_url: '/assets/url', images })).toBe('/assets/url');
  });

  it('takes the widest of images', () => {
    expect(itemDerivations.itemImage({ images })).toBe('/assets/large');
    expect(itemDerivations.itemImage({ images: [{ url: '/assets/nowidth' }, { url: '/assets/w', width: 10 }] })).toBe('/assets/w');
    expect(itemDerivations.itemImage({ images: [null, { url: '' }, { url: '/assets/only' }] })).toBe('/assets/only');
  });

  it('falls back to the group cover for a product with no image of its own', () => {
    expect(itemDerivations.itemImage({ group: { cover_image: 'release-cover' } })).toBe('release-cover');
    expect(itemDerivations.itemImage({ group: { cover_image: { id: 'file-id' } } })).toBe('file-id');
    expect(itemDerivations.itemImage({ image: 'own', group: { cover_image: 'release-cover' } })).toBe('own');
    expect(itemDerivations.itemImage({ images, group: { cover_image: 'release-cover' } })).toBe('/assets/large');
    expect(itemDerivations.itemImage({ group: {} })).toBeNull();
  });

  it('reads file objects by id or url', () => {
    expect(itemDerivations.itemImage({ cover_image: { id: 'abc' } })).toBe('abc');
    expect(itemDerivations.itemImage({ image: { url: 'https://img.example/a.jpg' } })).toBe('https://img.example/a.jpg');
    expect(itemDerivations.itemImage({ image: {}, image_url: '/assets/b' })).toBe('/assets/b');
  });

  it('is null without an image', () => {
    expect(itemDerivations.itemImage({})).toBeNull();
    expect(itemDerivations.itemImage({ images: [] })).toBeNull();
  });
});
