import type { ProductGroupProfileFragment, ProductGroupsBySlugQueryVariables } from '../graphql/generated/operation-types';

/** A release or product group as its page reads it (the ProductGroupProfile fragment). */
export type ProductGroupProfile = ProductGroupProfileFragment;
/** One format or size of it. */
export type ProductGroupProduct = ProductGroupProfile['products'][number];

/**
 * /products/{slug} also answers the listing and basket shapes /products/{id}-{slugified title}:
 * an exact slug wins, else the leading id.
 */
export function addressVariables(segment: string): ProductGroupsBySlugQueryVariables {
  return { slug: segment, id: /^(\d+)-/.exec(segment)?.[1] ?? null };
}

export function pickGroup(groups: readonly ProductGroupProfile[] | undefined, segment: string): ProductGroupProfile | undefined {
  if (!groups) return undefined;
  return groups.find((group) => group.slug === segment) ?? groups.find((group) => group.id === addressVariables(segment).id);
}

/** /products/{group}/{product}: the product's slug, or the listing shape {id}-{format}. */
export function pickProduct(group: ProductGroupProfile, segment: string): ProductGroupProduct | undefined {
  const id = /^(\d+)-/.exec(segment)?.[1];
  return group.products.find((product) => product.slug === segment) ?? group.products.find((product) => product.id === id);
}
