/** Adding a product to the basket (spec 000 §4 "Add to basket"): choices, the line it raises, the body sent. */
import { BUNDLE_FORMAT } from './cart-constants';
import type { BasketProduct, CartItemInput, CartLine, ChosenItem } from './cart-types';

export function isBundle(product: { format?: string | null }): boolean {
  return product.format?.trim().toLowerCase() === BUNDLE_FORMAT.toLowerCase();
}

/** The option groups of a product and their choices, in the order the product lists them. */
export function optionGroups(product: BasketProduct): { name: string; options: { id: string; title: string }[] }[] {
  const groups = new Map<string, { id: string; title: string }[]>();
  for (const item of product.items ?? []) {
    const options = groups.get(item.option_group) ?? [];
    options.push({ id: item.id, title: item.title ?? item.id });
    groups.set(item.option_group, options);
  }
  return Array.from(groups, ([name, options]) => ({ name, options }));
}

/**
 * The chosen items for a selection (option group → item id): one per group, in the product's
 * group order. Null while a group has no valid choice.
 */
export function chosenItems(product: BasketProduct, selection: Readonly<Record<string, string | undefined>>): ChosenItem[] | null {
  const chosen: ChosenItem[] = [];
  for (const group of optionGroups(product)) {
    const id = selection[group.name];
    if (!id || !group.options.some((option) => option.id === id)) return null;
    chosen.push({ id, optionGroup: group.name });
  }
  return chosen;
}

const sameChoices = (a: readonly ChosenItem[], b: readonly ChosenItem[]) => {
  const key = (items: readonly ChosenItem[]) =>
    items
      .map((item) => `${item.optionGroup}\u0000${item.id}`)
      .sort()
      .join('\u0001');
  return key(a) === key(b);
};

/**
 * The line an add raises, if any: a line of the same product, unless the product is a bundle. A
 * product with chosen options (a size) only matches a line the store reports with the same
 * choices, so an L is never added by raising the M already in the basket.
 */
export function matchingLine(product: BasketProduct, lines: readonly CartLine[], chosen: readonly ChosenItem[] = []): CartLine | null {
  if (isBundle(product)) return null;
  return (
    lines.find((line) => {
      if (line.product.id !== product.id) return false;
      if (chosen.length === 0) return true;
      return line.items !== null && sameChoices(line.items, chosen);
    }) ?? null
  );
}

export type AddStep = { kind: 'raise'; lineId: string; quantity: number } | { kind: 'add'; input: CartItemInput };

/**
 * Adding a product: a non-bundle product already in the basket gets its line's quantity raised by
 * 1 (PUT); otherwise a new line with quantity 1 and the chosen items (POST).
 */
export function addStep(product: BasketProduct, lines: readonly CartLine[], chosen: readonly ChosenItem[] = []): AddStep {
  const line = matchingLine(product, lines, chosen);
  if (line) return { kind: 'raise', lineId: line.id, quantity: line.quantity + 1 };
  return { kind: 'add', input: { productId: product.id, quantity: 1, items: chosen.map(({ id, optionGroup }) => ({ id, optionGroup })) } };
}

/** The form-encoded body of the add call: `body=<encoded JSON>` (spec 000 §7). */
export function addItemBody(input: CartItemInput): string {
  return `body=${encodeURIComponent(JSON.stringify(input))}`;
}
