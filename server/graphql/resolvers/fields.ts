import type {
  Artist,
  Event,
  Page,
  Playlist,
  Post,
  Product,
  ProductGroup,
  RadioShow,
  SiteSettings,
} from '../../sources/content/content-source';
import { inStock } from '../../../shared/lib/cart/sold-out';
import { FILE_ID, ownAssetAddress } from '../../../shared/lib/images/asset-address';
import { artistHref, eventHref, postHref, productGroupHref, productHref } from '../../../shared/lib/catalog/item-links';
import type { GraphQLContext } from '../context';
import { sanitizeBlocks } from '../rich-text/sanitize-blocks';
import { withoutSlots } from './block-unions';
import { resolveBlocks } from './page-blocks';
import { storePrices } from './store-prices';

/** An image block's file as the content holds it: a content file's id, or an address. */
interface ImageBlockFile {
  id?: string | null;
  url?: string | null;
}

/** The file's version where files have one (Directus's, decision 0097); null otherwise. */
const versionOf = (id: string, { sources }: GraphQLContext) =>
  sources.fileVersions && FILE_ID.test(id) ? sources.fileVersions.versionOf(id) : Promise.resolve(null);

/** A file's own address, with its version when it has one: a replaced file gets a new address. */
const assetUrl = async (id: string | undefined, context: GraphQLContext) => (id ? ownAssetAddress(id, await versionOf(id, context)) : null);

/**
 * A picture field as pages read it, "an asset id or an address": the file's id, or its versioned
 * address once the file has a version, which the pages' image addresses then carry (decision 0097).
 */
async function pictureOf(id: string | null | undefined, context: GraphQLContext) {
  if (!id) return id ?? null;
  const version = await versionOf(id, context);
  return version ? ownAssetAddress(id, version) : id;
}
const picture =
  <F extends string>(field: F) =>
  (parent: { [K in F]?: string | null }, _args: unknown, context: GraphQLContext) =>
    pictureOf(parent[field], context);

/** A content page's hero (JSON) with its picture as pages read it. */
export async function pageHero({ hero }: Page, _args: unknown, context: GraphQLContext) {
  return hero?.image ? { ...hero, image: await pictureOf(hero.image, context) } : (hero ?? null);
}

/** Gallery ids → images with url and size; files that do not exist drop out. */
async function imageRefs(ids: string[] | undefined, context: GraphQLContext) {
  const files = await Promise.all((ids ?? []).map((id) => context.sources.content.getFile(id)));
  const images = files.filter((file) => file !== null && file.kind === 'image');
  return Promise.all(
    images.map(async (file) => ({ id: file!.id, url: await assetUrl(file!.id, context), width: file!.width, height: file!.height })),
  );
}

/** Derived fields of content types: site addresses, image URLs (with their files' versions) and sized gallery images. */
export const fieldResolvers = {
  labels: {
    logo: picture('logo'),
  },
  artists: {
    href: (artist: Artist) => artistHref(artist.slug),
    image: picture('image'),
    image_url: (artist: Artist, _args: unknown, context: GraphQLContext) => assetUrl(artist.image, context),
    // Every field of page blocks has its slots resolved, so each slot's item is what its type says.
    bio: (artist: Artist, _args: unknown, { sources, preview }: GraphQLContext) => resolveBlocks(artist.bio, sources.content, { preview }),
    images: (artist: Artist, _args: unknown, context: GraphQLContext) => imageRefs(artist.images, context),
  },
  product_groups: {
    href: (group: ProductGroup) => productGroupHref(group.slug),
    cover_image: picture('cover_image'),
    image_url: (group: ProductGroup, _args: unknown, context: GraphQLContext) => assetUrl(group.cover_image, context),
    description: (group: ProductGroup, _args: unknown, { sources, preview }: GraphQLContext) =>
      resolveBlocks(group.description, sources.content, { preview }),
    images: (group: ProductGroup, _args: unknown, context: GraphQLContext) => imageRefs(group.images, context),
  },
  products: {
    href: (product: Product) => (product.group ? productHref(product.group.slug, product.slug) : productGroupHref(product.slug)),
    // The store's price and availability per currency, the content's as the fallback (decision 0035).
    prices: (product: Product, _args: unknown, context: GraphQLContext) => storePrices(product, context),
    // Pages say "Sold out" before any click (decision 0079); the store still refuses an add it cannot fill.
    in_stock: (product: Product) => inStock(product.stock),
  },
  posts: {
    href: (post: Post) => postHref(post.slug),
    cover_image: picture('cover_image'),
    image_url: (post: Post, _args: unknown, context: GraphQLContext) => assetUrl(post.cover_image, context),
    // Posts and events carry slots too (banners, accordions...): resolved like a page's.
    blocks: (post: Post, _args: unknown, { sources, preview }: GraphQLContext) => resolveBlocks(post.blocks, sources.content, { preview }),
  },
  events: {
    href: (event: Event) => eventHref(event.slug),
    cover_image: picture('cover_image'),
    image_url: (event: Event, _args: unknown, context: GraphQLContext) => assetUrl(event.cover_image, context),
    blocks: (event: Event, _args: unknown, { sources, preview }: GraphQLContext) =>
      resolveBlocks(event.blocks, sources.content, { preview }),
  },
  playlists: {
    cover_image: picture('cover_image'),
    image_url: (playlist: Playlist, _args: unknown, context: GraphQLContext) => assetUrl(playlist.cover_image, context),
  },
  // The settings hold the products' ids (content-source.ts): read through the request's loader, so
  // the basket's list is one read, with the public rules of any read.
  PromotedProduct: {
    product: ({ product }: SiteSettings['promotedProducts'][number], _args: unknown, { sources, preview }: GraphQLContext) =>
      sources.content.getById('products', product, { preview }),
  },
  site_settings: {
    footerContentBlocks: (settings: SiteSettings) =>
      settings.footerContentBlocks.map(({ contentBlock }) => ({
        contentBlock: { ...contentBlock, blocks: withoutSlots(sanitizeBlocks(contentBlock.blocks)) },
      })),
  },
  radioShows: {
    cover_image: picture('cover_image'),
    showLogo: picture('showLogo'),
    image_url: (show: RadioShow, _args: unknown, context: GraphQLContext) => assetUrl(show.cover_image, context),
  },
  // A search row's picture as pages read pictures: the file's id, or its versioned address.
  SearchResult: {
    image: picture('image'),
  },
  // An image block's file is "a content file id or an address": once the file has a version, its
  // versioned address, which the block draws as it is (the id would make it draw the plain one).
  ImageData: {
    file: async ({ file }: { file?: ImageBlockFile | null }, _args: unknown, context: GraphQLContext) => {
      const version = file?.id ? await versionOf(file.id, context) : null;
      return version ? { ...file, id: null, url: ownAssetAddress(file!.id!, version) } : (file ?? null);
    },
  },
  // The pictures of what pages' slots embed.
  Banner: { image: picture('image') },
  FeaturedItem: { image: picture('image') },
  CollectionEntry: { image: picture('image') },
};
