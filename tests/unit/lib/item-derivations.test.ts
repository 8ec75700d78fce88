import {
  RELEASES_PATH,
  isExternalLabel,
  isFeaturedLabel,
  itemArtist,
  itemArtistHref,
  itemDescriptor,
  itemHref,
  itemImage,
  itemLabel,
  itemTitle,
  itemTypeLabel,
  labelHref,
} from '../../../shared/lib/catalog/item-derivations';

describe('link address', () => {
  it('is url, else href', () => {
    expect(itemHref({ url: 'https://radio.example/show/1', href: '/x' })).toBe('https://radio.example/show/1');
    expect(itemHref({ href: '/products/hourglass-2' })).toBe('/products/hourglass-2');
    expect(itemHref({ url: '', href: '/events/a' })).toBe('/events/a');
    expect(itemHref({ url: '  ', href: null })).toBeNull();
    expect(itemHref({})).toBeNull();
  });

  it('title is title, else name', () => {
    expect(itemTitle({ title: 'Hourglass 2', name: 'x' })).toBe('Hourglass 2');
    expect(itemTitle({ name: 'Sera Lumin' })).toBe('Sera Lumin');
    expect(itemTitle({})).toBe('');
  });
});

describe('release artist and label', () => {
  const label = { name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main' };

  it("links the artist through the artist's href, its own or its group's", () => {
    expect(itemArtistHref({ artist: { name: 'A', href: '/artists/a' } })).toBe('/artists/a');
    expect(itemArtistHref({ group: { artist: { name: 'B', href: '/artists/b' } } })).toBe('/artists/b');
    expect(itemArtist({ artist: { name: 'A' }, group: { artist: { name: 'B' } } })).toEqual({ name: 'A' });
    expect(itemArtistHref({ artist: { name: 'No page' } })).toBeNull();
    expect(itemArtistHref({})).toBeNull();
  });

  it('reads the label, or the group label', () => {
    expect(itemLabel({ label })).toBe(label);
    expect(itemLabel({ group: { label } })).toBe(label);
    expect(itemLabel({ label: null, group: null })).toBeNull();
  });

  it('knows a featured label', () => {
    expect(isFeaturedLabel(label)).toBe(true);
    expect(isFeaturedLabel({ ...label, isFeatured: false })).toBe(false);
    expect(isFeaturedLabel({ name: 'x' })).toBe(false);
    expect(isFeaturedLabel(null)).toBe(false);
  });

  it('knows an external label: kind external, or a website', () => {
    expect(isExternalLabel({ kind: 'external' })).toBe(true);
    expect(isExternalLabel({ kind: 'sister', website: 'https://sister.example' })).toBe(true);
    expect(isExternalLabel({ kind: 'sister', website: '' })).toBe(false);
    expect(isExternalLabel(label)).toBe(false);
    expect(isExternalLabel(undefined)).toBe(false);
  });

  it('links an external label to its website, any other to its releases', () => {
    expect(RELEASES_PATH).toBe('/releases');
    expect(labelHref({ kind: 'external', slug: 'copperfern-recordings', website: 'https://copperfern.example' })).toBe(
      'https://copperfern.example',
    );
    expect(labelHref(label)).toBe('/releases?label=lumen-tide');
    expect(labelHref({ slug: 'a b' }, '/shop')).toBe('/shop?label=a%20b');
    expect(labelHref({ kind: 'external' })).toBeNull();
    expect(labelHref({ name: 'No slug' })).toBeNull();
    expect(labelHref(null)).toBeNull();
  });
});

describe('type label of an item', () => {
  it('uses the collection, then the product fields', () => {
    expect(itemTypeLabel({ title: 'x' }, 'radioShows')).toBe('Radio');
    expect(itemTypeLabel({ type: 'ep' }, 'product_groups')).toBe('E.P.');
    expect(itemTypeLabel({ universe: 'merch' }, 'product_groups')).toBe('Merch');
    expect(itemTypeLabel({ type_label: 'Video' }, 'custom_items')).toBe('Video');
    expect(itemTypeLabel({ __typename: 'radioShows' })).toBe('Radio');
    expect(itemTypeLabel({ __typename: 'radioShows' }, 'posts')).toBe('Features');
  });
});

describe('descriptor', () => {
  it('is the format plus the variant', () => {
    expect(itemDescriptor({ format: 'Vinyl', variant: '12”' })).toBe('Vinyl, 12”');
    expect(itemDescriptor({ format: 'T-Shirt', variant: 'XL' })).toBe('T-Shirt, XL');
    expect(itemDescriptor({ format: 'MP3' })).toBe('MP3');
    expect(itemDescriptor({ format: 'CD', variant: '' })).toBe('CD');
  });

  it('is the short description for bundles, plus the variant', () => {
    const bundle = { format: 'Bundle', short_description: 'LP, tee and tote' };
    expect(itemDescriptor(bundle)).toBe('LP, tee and tote');
    expect(itemDescriptor({ ...bundle, variant: 'M' })).toBe('LP, tee and tote, M');
    expect(itemDescriptor({ format: 'Box', group: { universe: 'bundle', short_description: 'The set' } })).toBe('The set');
    expect(itemDescriptor({ format: 'Bundle' })).toBe('Bundle');
  });

  it('prefers the descriptor the item carries', () => {
    expect(itemDescriptor({ descriptor: 'Limited', format: 'Vinyl' })).toBe('Limited');
  });

  it('is empty with nothing to describe', () => {
    expect(itemDescriptor({})).toBe('');
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
    expect(itemImage(all)).toBe('hero');
    expect(itemImage({ ...all, heroCoverImage: null })).toBe('cover');
    expect(itemImage({ ...all, heroCoverImage: null, cover_image: '' })).toBe('coverImage');
    expect(itemImage({ ...all, heroCoverImage: null, cover_image: null, coverImage: undefined })).toBe('image');
    expect(itemImage({ image_url: '/assets/url', images })).toBe('/assets/url');
  });

  it('takes the widest of images', () => {
    expect(itemImage({ images })).toBe('/assets/large');
    expect(itemImage({ images: [{ url: '/assets/nowidth' }, { url: '/assets/w', width: 10 }] })).toBe('/assets/w');
    expect(itemImage({ images: [null, { url: '' }, { url: '/assets/only' }] })).toBe('/assets/only');
  });

  it('falls back to the group cover for a product with no image of its own', () => {
    expect(itemImage({ group: { cover_image: 'release-cover' } })).toBe('release-cover');
    expect(itemImage({ group: { cover_image: { id: 'file-id' } } })).toBe('file-id');
    expect(itemImage({ image: 'own', group: { cover_image: 'release-cover' } })).toBe('own');
    expect(itemImage({ images, group: { cover_image: 'release-cover' } })).toBe('/assets/large');
    expect(itemImage({ group: {} })).toBeNull();
  });

  it('reads file objects by id or url', () => {
    expect(itemImage({ cover_image: { id: 'abc' } })).toBe('abc');
    expect(itemImage({ image: { url: 'https://img.example/a.jpg' } })).toBe('https://img.example/a.jpg');
    expect(itemImage({ image: {}, image_url: '/assets/b' })).toBe('/assets/b');
  });

  it('is null without an image', () => {
    expect(itemImage({})).toBeNull();
    expect(itemImage({ images: [] })).toBeNull();
  });
});
