import { useState } from 'react';
import { island } from '../../app/island';
import { chosenItems, optionGroups } from '../../lib/cart/add-to-basket';
import type { BasketProduct } from '../../lib/cart/cart-types';
import { chooseFirstText, chooseOptionText, SOLD_OUT_TEXT } from '../../lib/cart/cart-texts';
import { isSoldOut } from '../../lib/cart/sold-out';
import { FOCUS_RING } from '../focus-ring';
import { AddToBasketButton } from './add-to-basket-button';

export interface AddToBasketFormProps {
  product: BasketProduct;
  /** Classes of the button (its size and colours on this page). */
  buttonClassName: string;
  className?: string;
}

/**
 * A product's options (a shirt's size, a bundle's format and size) and its "Add to Basket" button
 * (spec 000 §3 "Product for basket", §4): one choice per option group, none preselected, so nobody
 * buys the wrong size by accident; the button waits until every group has a choice. A sold-out
 * product (decision 0079) offers nothing to choose, and its button stays disabled, described by
 * the visible "Sold out" — in the server's HTML too.
 */
export function AddToBasketForm({ product, buttonClassName, className = '' }: AddToBasketFormProps) {
  const soldOut = isSoldOut(product);
  const groups = soldOut ? [] : optionGroups(product);
  const [selection, setSelection] = useState<Record<string, string>>({});
  const chosen = soldOut ? null : chosenItems(product, selection);
  const hint = soldOut ? SOLD_OUT_TEXT : chosen === null ? chooseFirstText(groups.map((group) => group.name)) : null;
  // From the product, not React's useId: the form is an island, rendered alone in the browser.
  const hintId = `add-to-basket-hint-${product.id}`;

  return (
    <div className={`flex flex-wrap items-end gap-3 ${className}`.trim()}>
      {groups.map((group) => (
        <label key={group.name} className="flex flex-col gap-1 text-sm text-paper/80">
          {group.name}
          <select
            value={selection[group.name] ?? ''}
            onChange={(event) => setSelection((previous) => ({ ...previous, [group.name]: event.target.value }))}
            className={`min-w-32 rounded-md border border-white/25 bg-ink px-3 py-2 text-paper ${FOCUS_RING}`}
          >
            <option value="">{chooseOptionText(group.name)}</option>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
      ))}
      <AddToBasketButton product={product} chosen={chosen} className={buttonClassName} describedBy={hint === null ? undefined : hintId} />
      {soldOut || groups.length > 0 ? (
        // Once everything is chosen the hint stays, unseen, holding its room: choosing moves nothing below.
        <p
          id={hintId}
          data-choose-hint=""
          aria-hidden={hint === null || undefined}
          className={`basis-full ${soldOut ? 'text-sm font-semibold text-paper' : 'text-xs text-paper/70'} ${hint === null ? 'invisible' : ''}`.trim()}
        >
          {hint ?? chooseFirstText(groups.map((group) => group.name))}
        </p>
      ) : null}
    </div>
  );
}

/** The form as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const AddToBasketFormIsland = island('add-to-basket-form', AddToBasketForm);
