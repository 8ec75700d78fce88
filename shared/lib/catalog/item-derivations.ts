/**
 * What a grid tile or carousel slide derives from the item it shows (spec 000 §3 "Grid item",
 * "Derived item fields"): its link address, the artist and label links of a release, its type
 * label, its descriptor and its image. Whether a link stays on the site is routing/site-links.ts.
 *
 * Items arrive in several shapes (product groups, products with their group, collection entries,
 * custom items, radio shows...), so every field is optional and read the way the spec lists it.
 */
import { FILTER_PARAMS } from './filter-params';
import { typeLabelFor, type TypeLabelled } from './type-labels';

/** A file reference as items carry it: an asset id or URL, or an object naming either. */
export type ImageField = string | { id?: string | null; url?: string | null } | null | undefined;

export interface ArtistRef {
  name?: string | null;
  href?: string | null;
}

export interface LabelRef {
  name?: string | null;
  slug?: string | null;
  isFeatured?: boolean | null;
  kind?: string | null;
  website?: string | null;
}

export interface GridItem extends TypeLabelled {
  __typename?: string | null;
  id?: string | null;
  title?: string | null;
  name?: string | null;
  descriptor?: string | null;
  reference_type?: string | null;
  url?: string | null;
  href?: string | null;
  variant?: string | null;
  short_description?: string | null;
  artist?: ArtistRef | null;
  label?: LabelRef | null;
  group?:
    | (TypeLabelled['group'] & {
        artist?: ArtistRef | null;
        label?: LabelRef | null;
        short_description?: string | null;
        slug?: string | null;
        cover_image?: ImageField;
      })
    | null;
  heroCoverImage?: ImageField;
  cover_image?: ImageField;
  coverImage?: ImageField;
  image?: ImageField;
  image_url?: string | null;
  images?: readonly ({ url?: string | null; width?: number | null } | null)[] | null;
}

const present = (text: string | null | undefined): string | null => (text && text.trim() ? text : null);

/** The item's link address: its `url`, else its `href`; null when it has neither. */
export function itemHref(item: Pick<GridItem, 'url' | 'href'>): string | null {
  return present(item.url) ?? present(item.href);
}

/** The item's name as a tile shows it: `title`, else `name` (artists). */
export function itemTitle(item: Pick<GridItem, 'title' | 'name'>): string {
  return present(item.title) ?? present(item.name) ?? '';
}

/** The artist of a release or of a product's group. */
export function itemArtist(item: Pick<GridItem, 'artist' | 'group'>): ArtistRef | null {
  return item.artist ?? item.group?.artist ?? null;
}

/** Where the artist line links: the artist page, through the artist's `href`. */
export function itemArtistHref(item: Pick<GridItem, 'artist' | 'group'>): string | null {
  return present(itemArtist(item)?.href);
}

/** The label of a release: its `label`, else its group's. */
export function itemLabel(item: Pick<GridItem, 'label' | 'group'>): LabelRef | null {
  return item.label ?? item.group?.label ?? null;
}

/** The main label is shown as featured (with its own colours). */
export function isFeaturedLabel(label: LabelRef | null | undefined): boolean {
  return label?.isFeatured === true;
}

/** External labels live on their own domains: kind `external`, or a website of their own. */
export function isExternalLabel(label: LabelRef | null | undefined): boolean {
  return !!label && (label.kind === 'external' || !!present(label.website));
}

/** The releases page, the empty basket's default link (spec 000 §2) and where label links go. */
export const RELEASES_PATH = '/releases';

/**
 * Where a label name links: an external label's website; any other label's releases on the
 * releases page, filtered by the label (`/releases?label={slug}`, the releases filter menu's
 * parameter). Null when neither is known.
 */
export function labelHref(label: LabelRef | null | undefined, releasesPath: string = RELEASES_PATH): string | null {
  if (!label) return null;
  const website = present(label.website);
  if (isExternalLabel(label)) return website;
  const slug = present(label.slug);
  return slug ? `${releasesPath}?${FILTER_PARAMS.label}=${encodeURIComponent(slug)}` : null;
}

/**
 * The type label of an item shown in `collection` (see type-labels.ts); without a collection, the
 * item's `__typename` names it.
 */
export function itemTypeLabel(item: GridItem, collection?: string | null): string {
  return typeLabelFor(item, collection ?? item.__typename);
}

const DESCRIPTOR_SEPARATOR = ', ';

function isBundle(item: GridItem): boolean {
  return item.format?.trim().toLowerCase() === 'bundle' || item.universe === 'bundle' || item.group?.universe === 'bundle';
}

/**
 * The line under a product's title: its format — for a bundle its short description instead —
 * then its variant, joined by ", " ("Vinyl, 12”", "T-Shirt, XL"). A `descriptor` the API already
 * gives wins. Empty when there is nothing to say.
 */
export function itemDescriptor(item: GridItem): string {
  const given = present(item.descriptor);
  if (given) return given;
  const base = isBundle(item)
    ? (present(item.short_description) ?? present(item.group?.short_description) ?? present(item.format))
    : present(item.format);
  return [base, present(item.variant)].filter((part): part is string => part !== null).join(DESCRIPTOR_SEPARATOR);
}

function imageValue(field: ImageField): string | null {
  if (typeof field === 'string') return present(field);
  if (field && typeof field === 'object') return present(field.id) ?? present(field.url);
  return null;
}

/**
 * The image of an item — an asset id or a URL — from heroCoverImage, cover_image, coverImage,
 * image, image_url or images (the widest), the first one present in that order; a product with
 * none of its own shows its group's cover (as the basket and the promoted carousel do).
 */
export function itemImage(item: GridItem): string | null {
  const single =
    imageValue(item.heroCoverImage) ??
    imageValue(item.cover_image) ??
    imageValue(item.coverImage) ??
    imageValue(item.image) ??
    present(item.image_url);
  if (single) return single;
  let widest: { url: string; width: number } | null = null;
  for (const image of item.images ?? []) {
    const url = present(image?.url);
    if (!url) continue;
    const width = image?.width ?? 0;
    if (widest === null || width > widest.width) widest = { url, width };
  }
  return widest?.url ?? imageValue(item.group?.cover_image);
}
