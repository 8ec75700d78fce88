import type { TypedDocumentNode } from '@apollo/client';
import type { RichBlock } from '../blocks/block-types';
import { PRODUCT_GROUPS_BY_SLUG } from '../graphql/profiles';
import type { Price } from '../lib/prices';

export interface ProductGroupProduct {
  id: string;
  title: string;
  slug: string;
  href: string;
  format: string;
  variant: string | null;
  distribution: string;
  date_available: string | null;
  short_description: string | null;
  prices: Price[];
  items: { id: string; title: string; option_group: string }[];
}

export interface ProductGroupProfile {
  id: string;
  title: string;
  slug: string;
  href: string;
  reference_type: string;
  type: string | null;
  universe: string | null;
  release_date: string | null;
  date_available: string | null;
  cover_image: string | null;
  /** The gallery after the cover. */
  images: { id: string; url: string; width: number | null; height: number | null }[];
  short_description: string | null;
  catalogue_number: string | null;
  description: RichBlock[];
  artist: { id: string; name: string; href: string } | null;
  label: { id: string; name: string; slug: string; isFeatured: boolean; kind: string; website: string | null } | null;
  featured_artists: { id: string; name: string; href: string }[];
  products: ProductGroupProduct[];
  tracks: {
    id: string;
    position: number;
    title: string;
    duration_seconds: number;
    preview: string | null;
    artist: { name: string } | null;
  }[];
}

export const PRODUCT_GROUP_BY_ADDRESS = PRODUCT_GROUPS_BY_SLUG as TypedDocumentNode<
  { product_groups: ProductGroupProfile[] },
  { slug: string; id: string | null }
>;

/**
 * /products/{slug} also answers the listing and basket shapes /products/{id}-{slugified title}:
 * an exact slug wins, else the leading id.
 */
export function addressVariables(segment: string): { slug: string; id: string | null } {
  return { slug: segment, id: /^(\d+)-/.exec(segment)?.[1] ?? null };
}

export function pickGroup(groups: ProductGroupProfile[] | undefined, segment: string): ProductGroupProfile | undefined {
  if (!groups) return undefined;
  return groups.find((group) => group.slug === segment) ?? groups.find((group) => group.id === addressVariables(segment).id);
}

/** /products/{group}/{product}: the product's slug, or the listing shape {id}-{format}. */
export function pickProduct(group: ProductGroupProfile, segment: string): ProductGroupProduct | undefined {
  const id = /^(\d+)-/.exec(segment)?.[1];
  return group.products.find((product) => product.slug === segment) ?? group.products.find((product) => product.id === id);
}

export const trackLength = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
