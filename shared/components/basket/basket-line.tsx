import { isPhysical, isPreOrder, lineTotal, type CartLine } from '../../lib/cart';
import { removeLabel, REMOVE_TEXT } from '../../lib/cart/cart-texts';
import { formatPrice } from '../../lib/catalog/prices';
import { PRE_ORDER_TEXT } from '../../lib/catalog/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import { QuantityStepper } from './quantity-stepper';

export interface BasketLineProps {
  line: CartLine;
  /** The quantity shown (a pending change, else the store's). */
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Now, for the pre-order label. */
  now: Date;
}

/**
 * One row of the basket (spec 000 §2): image, title (a link to the product), format and chosen
 * options, a pre-order
 * label, the store's notes (a stock that fell), the line's price; a physical item has a quantity stepper, anything else only a remove
 * button.
 */
export function BasketLine({ line, quantity, onQuantity, onRemove, now }: BasketLineProps) {
  const { product, price } = line;
  const title = product.title || product.format;
  const total = price ? lineTotal({ price, quantity }) : null;
  return (
    <li className="flex gap-3 py-4" data-line-id={line.id}>
      <ResponsiveImage src={product.image} preset="featured" alt="" sizes="64px" className="w-16 shrink-0 self-start rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold leading-snug">
          {product.href ? (
            <SmartLink href={product.href} className={`rounded hover:text-accent ${FOCUS_RING}`}>
              {title}
            </SmartLink>
          ) : (
            title
          )}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-paper/70">
          {[product.format, ...(line.items ?? []).map((item) => item.title ?? item.id)].filter(Boolean).join(' · ')}
          {isPreOrder(product, now) ? (
            <span className="rounded-sm border border-accent px-1.5 text-xs font-semibold uppercase tracking-wide text-accent">
              {PRE_ORDER_TEXT}
            </span>
          ) : null}
        </p>
        {line.messages.map((message) => (
          <p key={message} className="text-xs text-accent">
            {message}
          </p>
        ))}
        <div className="mt-1 flex items-center justify-between gap-3">
          {isPhysical(line) ? (
            <QuantityStepper value={quantity} title={title} onChange={onQuantity} />
          ) : (
            <button
              type="button"
              aria-label={removeLabel(title)}
              onClick={onRemove}
              className={`rounded-full border border-white/25 px-3 py-1 text-sm hover:border-accent hover:text-accent ${FOCUS_RING}`}
            >
              {REMOVE_TEXT}
            </button>
          )}
          {total !== null && price ? <p className="font-semibold tabular-nums">{formatPrice(total, price.currency)}</p> : null}
        </div>
      </div>
    </li>
  );
}
