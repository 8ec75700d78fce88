import type {
  Artist,
  Collections,
  Event,
  Post,
  Product,
  ProductGroup,
  SiteSettings,
  Tag,
  Track,
} from './content-source';
import type { ContentFiles, CookieConfigurationRecord, PageRecord, SiteSettingsRecord } from './model';

/** Validated content as read from the files. */
export interface ContentData {
  files: ContentFiles;
  settings: SiteSettingsRecord;
  cookies: CookieConfigurationRecord;
  pages: PageRecord[];
}

/** Items a visitor may see: editorial content when published, store items when active. */
const PUBLISHED_STATE: Partial<Record<keyof Collections, string>> = {
  artists: 'published',
  posts: 'published',
  events: 'published',
  playlists: 'published',
  radioShows: 'published',
  pages: 'published',
  product_groups: 'active',
  products: 'active',
};

export function publishedStateOf(collection: keyof Collections): string | undefined {
  return PUBLISHED_STATE[collection];
}

/** Collections as arrays of resolved items, plus lookups by id. */
export interface ContentGraph {
  collections: { [C in keyof Collections]: Collections[C][] };
  byId: { [C in keyof Collections]: Map<string, Collections[C]> };
  settings: SiteSettings;
}

/**
 * Resolves relation ids to objects, Directus-style (many-to-one → object or null, to-many → array,
 * plus the reverse relations filters walk: product_groups.products/tracks, artists.product_groups,
 * tags.posts). `audience` decides which items exist: `public` drops unpublished items everywhere,
 * relations included, so a draft can never surface through a published item.
 */
export function buildContentGraph(data: ContentData, audience: 'public' | 'preview'): ContentGraph {
  const visible = <T extends { status?: string }>(collection: keyof Collections, items: T[]): T[] => {
    const state = PUBLISHED_STATE[collection];
    return audience === 'preview' || !state ? items : items.filter((item) => item.status === state);
  };
  const { files } = data;

  const labels = files.labels.map((label) => ({ ...label }));
  const labelById = mapById(labels);
  const artists: Artist[] = visible('artists', files.artists).map((artist) => ({ ...artist, product_groups: [] }));
  const artistById = mapById(artists);
  const artistsOf = (ids: string[] = []) => ids.map((id) => artistById.get(id)).filter(isPresent);

  const productGroups: ProductGroup[] = visible('product_groups', files.product_groups).map((group) => ({
    ...group,
    artist: (group.artist && artistById.get(group.artist)) || null,
    featured_artists: artistsOf(group.featured_artists),
    label: (group.label && labelById.get(group.label)) || null,
    products: [],
    tracks: [],
  }));
  const groupById = mapById(productGroups);
  for (const group of productGroups) group.artist?.product_groups.push(group);

  const products: Product[] = visible('products', files.products)
    .map((product) => ({ ...product, group: groupById.get(product.group) ?? null }))
    .filter((product) => product.group !== null);
  for (const product of products) product.group!.products.push(product);

  const tracks: Track[] = files.tracks
    .map((track) => ({
      ...track,
      artist: (track.artist && artistById.get(track.artist)) || null,
      product_group: groupById.get(track.product_group) ?? null,
    }))
    .filter((track) => track.product_group !== null);
  for (const track of tracks) track.product_group!.tracks.push(track);
  for (const group of productGroups) group.tracks.sort((a, b) => a.position - b.position);

  const tags: Tag[] = files.tags.map((tag) => ({ ...tag, posts: [] }));
  const tagById = mapById(tags);
  const posts: Post[] = visible('posts', files.posts).map((post) => ({
    ...post,
    tags: post.tags.map((id) => tagById.get(id)).filter(isPresent),
    artists: artistsOf(post.artists),
  }));
  for (const post of posts) for (const tag of post.tags) tag.posts.push(post);

  const events: Event[] = visible('events', files.events).map((event) => ({ ...event, artists: artistsOf(event.artists) }));

  const collections: ContentGraph['collections'] = {
    labels,
    artists,
    product_groups: productGroups,
    products,
    tracks,
    tags,
    posts,
    events,
    playlists: visible('playlists', files.playlists),
    radioShows: visible('radioShows', files.radioShows),
    pages: visible('pages', data.pages),
    banners: files.banners,
    accordions: files.accordions,
    contact_forms: files.contact_forms,
    email_forms: files.email_forms,
    item_collections: files.item_collections,
    custom_items: files.custom_items,
    jobs_accounts: files.jobs_accounts,
  };
  const byId = Object.fromEntries(
    Object.entries(collections).map(([name, items]) => [name, mapById(items as { id: string }[])]),
  ) as unknown as ContentGraph['byId'];
  return { collections, byId, settings: data.settings };
}

function mapById<T extends { id: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function isPresent<T>(value: T | undefined | null): value is T {
  return value !== undefined && value !== null;
}
