/**
 * The order products of a release or merch group are listed in (spec 000 §9): by format, then by
 * variant. Formats and variants the lists do not name come after the named ones, alphabetically.
 * Matching ignores case and surrounding spaces; the typographic characters (× and ”) must match.
 */

export const FORMAT_ORDER = ['Boxset', 'Bundle', 'Vinyl', 'Cassette', 'DVD', 'CD', 'WAV / FLAC', 'FLAC', 'WAV', 'MP3'] as const;

export const VARIANT_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', '1×LP', '12”', '7”'] as const;

const normalise = (text: string) => text.trim().toLowerCase();

function rankIn(order: readonly string[]): (value: string) => number {
  const ranks = new Map(order.map((entry, index) => [normalise(entry), index]));
  return (value) => ranks.get(normalise(value)) ?? -1;
}

const formatRank = rankIn(FORMAT_ORDER);
const variantRank = rankIn(VARIANT_ORDER);

const isBlank = (value: string | null | undefined): value is null | undefined | '' => !value || !value.trim();

function alphabetical(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/** Named before unnamed; named by their list position; unnamed alphabetically. */
function byOrder(rank: (value: string) => number, a: string, b: string): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA >= 0 && rankB >= 0) return rankA - rankB;
  if (rankA >= 0) return -1;
  if (rankB >= 0) return 1;
  return alphabetical(a, b);
}

/** Format order; a product without a format comes last. */
export function compareFormats(a: string | null | undefined, b: string | null | undefined): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  return byOrder(formatRank, a, b);
}

/** Variant order; a product without a variant (the plain product) comes first. */
export function compareVariants(a: string | null | undefined, b: string | null | undefined): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(b)) - Number(isBlank(a));
  return byOrder(variantRank, a, b);
}

export interface Orderable {
  format?: string | null;
  variant?: string | null;
}

export function compareProducts(a: Orderable, b: Orderable): number {
  return compareFormats(a.format, b.format) || compareVariants(a.variant, b.variant);
}

/** A sorted copy (stable: equal products keep their order); the input is left as it is. */
export function sortProducts<T extends Orderable>(products: readonly T[]): T[] {
  return [...products].sort(compareProducts);
}
