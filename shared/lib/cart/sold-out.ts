/**
 * Whether a product can still be bought, as the pages know it before any click (decision 0079):
 * the content's stock count, the same count the embedded store sells from. The store's answer to an
 * add stays the last word (a sale in between is refused then, as before).
 */

/** Units held → whether any is left: no count means unlimited (a download). */
export function inStock(stock: number | null): boolean {
  return stock === null || stock > 0;
}

/**
 * A product the page knows to be sold out. Unknown (a product read without `in_stock`) is not
 * sold out: the store decides when it is added.
 */
export function isSoldOut(product: { in_stock?: boolean | null }): boolean {
  return product.in_stock === false;
}
