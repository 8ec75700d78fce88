import type {
  Artist,
  ContentSource,
  Event,
  Playlist,
  Post,
  Product,
  ProductGroup,
  RadioShow,
  SiteSettings,
} from '../../sources/content/content-source';
import { inStock } from '../../../shared/lib/cart/sold-out';
import { artistHref, eventHref, postHref, productGroupHref, productHref } from '../../../shared/lib/catalog/item-links';
import type { GraphQLContext } from '../context';
import { sanitizeBlocks } from '../rich-text/sanitize-blocks';
import { withoutSlots } from './block-unions';
import { resolveBlocks } from './page-blocks';
import { storePrices } from './store-prices';

const assetUrl = (id: string | undefined) => (id ? `/assets/${id}` : null);

/** Gallery ids → images with url and size; files that do not exist drop out. */
async function imageRefs(ids: string[] | undefined, content: ContentSource) {
  const files = await Promise.all((ids ?? []).map((id) => content.getFile(id)));
  return files
    .filter((file) => file !== null && file.kind === 'image')
    .map((file) => ({ id: file!.id, url: `/assets/${file!.id}`, width: file!.width, height: file!.height }));
}

/** Derived fields of content types: site addresses, image URLs and sized gallery images. */
export const fieldResolvers = {
  artists: {
    href: (artist: Artist) => artistHref(artist.slug),
    image_url: (artist: Artist) => assetUrl(artist.image),
    // Every field of page blocks has its slots resolved, so each slot's item is what its type says.
    bio: (artist: Artist, _args: unknown, { sources, preview }: GraphQLContext) => resolveBlocks(artist.bio, sources.content, { preview }),
    images: (artist: Artist, _args: unknown, { sources }: GraphQLContext) => imageRefs(artist.images, sources.content),
  },
  product_groups: {
    href: (group: ProductGroup) => productGroupHref(group.slug),
    image_url: (group: ProductGroup) => assetUrl(group.cover_image),
    description: (group: ProductGroup, _args: unknown, { sources, preview }: GraphQLContext) =>
      resolveBlocks(group.description, sources.content, { preview }),
    images: (group: ProductGroup, _args: unknown, { sources }: GraphQLContext) => imageRefs(group.images, sources.content),
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
    image_url: (post: Post) => assetUrl(post.cover_image),
    // Posts and events carry slots too (banners, accordions...): resolved like a page's.
    blocks: (post: Post, _args: unknown, { sources, preview }: GraphQLContext) => resolveBlocks(post.blocks, sources.content, { preview }),
  },
  events: {
    href: (event: Event) => eventHref(event.slug),
    image_url: (event: Event) => assetUrl(event.cover_image),
    blocks: (event: Event, _args: unknown, { sources, preview }: GraphQLContext) =>
      resolveBlocks(event.blocks, sources.content, { preview }),
  },
  playlists: {
    image_url: (playlist: Playlist) => assetUrl(playlist.cover_image),
  },
  site_settings: {
    footerContentBlocks: (settings: SiteSettings) =>
      settings.footerContentBlocks.map(({ contentBlock }) => ({
        contentBlock: { ...contentBlock, blocks: withoutSlots(sanitizeBlocks(contentBlock.blocks)) },
      })),
  },
  radioShows: {
    image_url: (show: RadioShow) => assetUrl(show.cover_image),
  },
};
