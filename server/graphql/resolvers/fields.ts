import type { Artist, Event, Post, Product, ProductGroup } from '../../sources/content/content-source';
import { artistHref, eventHref, postHref, productGroupHref, productHref } from '../../../shared/lib/item-links';

/** Derived and defaulted fields of content types. */
export const fieldResolvers = {
  artists: {
    href: (artist: Artist) => artistHref(artist.slug),
    images: (artist: Artist) => artist.images ?? [],
  },
  product_groups: {
    href: (group: ProductGroup) => productGroupHref(group.slug),
    images: (group: ProductGroup) => group.images ?? [],
  },
  products: {
    href: (product: Product) => (product.group ? productHref(product.group.slug, product.slug) : productGroupHref(product.slug)),
  },
  posts: {
    href: (post: Post) => postHref(post.slug),
  },
  events: {
    href: (event: Event) => eventHref(event.slug),
  },
};
