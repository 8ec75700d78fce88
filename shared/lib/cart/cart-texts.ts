/**
 * The basket's texts the specification does not give (ours; the spec's own are in
 * storefront-texts.ts): accessible names, the live announcement and the option choice.
 */

/** The remove button of a line without a stepper (non-physical items). */
export const REMOVE_TEXT = 'Remove';
/** Accessible names of a line's controls. */
export const removeLabel = (title: string) => `${REMOVE_TEXT} ${title}`;
export const decreaseLabel = (title: string) => `Decrease quantity of ${title}`;
export const increaseLabel = (title: string) => `Increase quantity of ${title}`;
export const quantityLabel = (title: string) => `Quantity of ${title}`;

/** `1 item`, `2 items`: the badge's accessible reading and the live announcement. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Announced (politely) whenever the count changes after the first load. */
export function basketCountAnnouncement(count: number): string {
  return `${itemCountText(count)} in your basket`;
}

/** The option drop-downs' placeholder on a product page: `Choose Size`. */
export const chooseOptionText = (group: string) => `Choose ${group}`;
/** The add button's hint while an option is still to be chosen: `Choose Format and T-Shirt Size first`. */
export function chooseFirstText(groups: readonly string[]): string {
  const names = groups.length > 1 ? `${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}` : (groups[0] ?? '');
  return `Choose ${names} first`;
}
/** A product the store holds none of (decision 0079): said beside its disabled add button and in its name. */
export const SOLD_OUT_TEXT = 'Sold out';
/** The add button while its call runs. */
export const ADDING_TEXT = 'Adding...';
/** The promoted carousel's buttons. */
export const PREVIOUS_PRODUCT_LABEL = 'Previous product';
export const NEXT_PRODUCT_LABEL = 'Next product';
/** A line's quantity and unit price for screen readers and the row: `2 × £9.99`. */
export const quantityTimes = (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`;
/** A failed basket call whose answer gave no details to show (the spec shows only its details). */
export const BASKET_UPDATE_FAILED_TEXT = 'Your basket could not be updated. Please try again.';
/** A tile's link to the page where a product's options (size, bundle parts) are chosen. */
export const CHOOSE_OPTIONS_TEXT = 'Choose options';
/** On a locale whose currency is not the cart's (docs/decisions/0033). */
export const currencyNoticeText = (cartCurrency: string, pageCurrency: string) =>
  `Your basket is in ${cartCurrency}, so you will pay in ${cartCurrency}. Prices on this page are in ${pageCurrency}.`;
export const currencySwitchText = (cartCurrency: string) => `Show prices in ${cartCurrency}`;

// Ours: the toast that confirms an add (spec 001 §9: top right, 5 s).
export const ADDED_TO_BASKET_TEXT = 'Added to your basket';
export const VIEW_BASKET_TEXT = 'View basket';
