/**
 * How a release page offers its formats, as a record shop does: the first physical format a visitor
 * can buy is the one primary button, the others are secondary; a pre-order says, next to each
 * price, when that format ships (a download, when it is out).
 */
import { isSoldOut } from '../cart/sold-out';
import { preOrderShipDate, type Dated } from './badges';
import { formatDay } from './date-styles';
import { sortProducts, type Orderable } from './format-order';
import { outOnText, shipsOnText } from './storefront-texts';

export interface BuyableProduct extends Orderable {
  id: string;
  distribution?: string | null;
  in_stock?: boolean | null;
}

const isPhysicalProduct = (product: { distribution?: string | null }) => product.distribution === 'physical';

/**
 * The id of the product whose button is primary: the first physical format in the format order
 * (spec 000 §9) that is not sold out, else the first format that is not; null when none can be bought.
 */
export function primaryProductId(products: readonly BuyableProduct[]): string | null {
  const buyable = sortProducts(products).filter((product) => !isSoldOut(product));
  return (buyable.find(isPhysicalProduct) ?? buyable[0])?.id ?? null;
}

/**
 * What a pre-order says beside a format's price: "Ships on {day}" for a physical format, "Out on
 * {day}" for a download; the day is the later of the release's date and the format's own
 * availability. Null when the format is not a pre-order at `now`.
 */
export function preOrderNote(
  product: { distribution?: string | null; date_available?: string | null },
  release: Dated,
  now: Date,
): string | null {
  const day = formatDay(preOrderShipDate({ release_date: release.release_date, date_available: product.date_available }, now));
  if (!day) return null;
  return isPhysicalProduct(product) ? shipsOnText(day) : outOnText(day);
}
