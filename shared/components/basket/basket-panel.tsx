import { useSiteQuery } from '../../app/site-query';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSiteLocale } from '../../app/locale';
import { SITE_SETTINGS } from '../../graphql/site-settings';
import { basketTotal, showsShippingNotice } from '../../lib/cart';
import { RELEASES_PATH } from '../../lib/catalog/item-derivations';
import {
  CHECKOUT_TEXT,
  CLOSE_TEXT,
  DEFAULT_EMPTY_BASKET_LINK_TEXT,
  EMPTY_BASKET_TEXT,
  LOADING_TEXT,
  SHIPPING_AND_TAXES_TEXT,
  TOTAL_TEXT,
  YOUR_BASKET_TEXT,
} from '../../lib/catalog/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { ModalDialog } from '../modal/modal-dialog';
import { useCloseOnNavigation } from '../modal/use-close-on-navigation';
import { SmartLink } from '../storefront/smart-link';
import { BasketLine } from './basket-line';
import type { BasketState } from './basket-state';
import type { BasketStore } from './basket-store';
import { PromotedProducts } from './promoted-products';

export interface BasketPanelProps {
  id: string;
  store: BasketStore;
  state: BasketState;
  onClose: () => void;
}

/**
 * The basket panel (spec 000 §2): a modal dialog sliding in from the right, titled "Your Basket",
 * with Close, the item rows, "Total:", the shipping notice when any item is physical and the
 * Checkout link; empty, "Your basket is empty" and the settings' link (default "Shop", /releases).
 * The promoted products sit under it. Escape, Close, a press outside and any navigation close it;
 * Tab stays inside; the page behind does not scroll. Rendered into <body> (the sticky header's
 * backdrop filter would clip a fixed element).
 */
export function BasketPanel({ id, store, state, onClose }: BasketPanelProps) {
  const { currency } = useSiteLocale();
  // The panel is rendered only in the browser: the visitor's now, not the page's render time.
  const [now] = useState(() => new Date());
  const settings = useSiteQuery(SITE_SETTINGS).data?.site_settings;
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // A link inside (a product, the empty basket's link, the promoted more-link) closes the panel.
  useCloseOnNavigation(onClose);

  const { lines } = state;
  const items = { results: lines, summary: state.summary ?? { itemCount: state.itemCount, total: null, currency: null } };
  const emptyLinkText = settings?.emptyCartLinkText || DEFAULT_EMPTY_BASKET_LINK_TEXT;
  const emptyLinkUrl = settings?.emptyCartLinkUrl || RELEASES_PATH;

  return createPortal(
    <ModalDialog
      id={id}
      data-basket-panel=""
      aria-labelledby={titleId}
      onClose={onClose}
      initialFocus={closeRef}
      closeOnOutsidePress
      className="fixed inset-0 z-50 flex justify-end bg-ink/70 backdrop-blur-sm"
    >
      <div className="flex h-full w-full max-w-md flex-col overflow-y-auto overscroll-contain border-white/10 bg-ink text-paper shadow-2xl sm:border-l">
        <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-white/10 bg-ink px-5 py-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {YOUR_BASKET_TEXT}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className={`rounded-full border border-white/30 px-4 py-2 text-sm font-semibold hover:border-accent hover:text-accent ${FOCUS_RING}`}
          >
            {CLOSE_TEXT}
          </button>
        </div>

        <div className="px-5" aria-busy={state.status === 'loading'}>
          {lines.length > 0 ? (
            <>
              <ul className="divide-y divide-white/10">
                {lines.map((line) => (
                  <BasketLine
                    key={line.id}
                    line={line}
                    quantity={state.drafts[line.id] ?? line.quantity}
                    onQuantity={(quantity) => store.setQuantity(line.id, quantity)}
                    onRemove={() => void store.remove(line.id)}
                    now={now}
                  />
                ))}
              </ul>
              <div className="border-t border-white/10 py-5">
                <p className="flex items-baseline justify-between text-lg font-semibold">
                  <span>{TOTAL_TEXT}</span>
                  <span className="tabular-nums" data-basket-total="">
                    {basketTotal(items, currency)}
                  </span>
                </p>
                {showsShippingNotice(lines) ? <p className="mt-1 text-sm text-paper/70">{SHIPPING_AND_TAXES_TEXT}</p> : null}
                {state.checkoutUrl ? (
                  <a
                    href={state.checkoutUrl}
                    className={`mt-5 block rounded-full bg-accent px-6 py-3 text-center font-semibold text-ink hover:bg-paper ${FOCUS_RING}`}
                  >
                    {CHECKOUT_TEXT}
                  </a>
                ) : null}
              </div>
            </>
          ) : state.status === 'loading' || state.status === 'idle' ? (
            <p role="status" className="py-8 text-paper/70">
              {LOADING_TEXT}
            </p>
          ) : (
            <div className="py-8">
              <p>{EMPTY_BASKET_TEXT}</p>
              <SmartLink
                href={emptyLinkUrl}
                className={`mt-4 inline-block rounded-full border border-white/30 px-5 py-2 font-semibold hover:border-accent hover:text-accent ${FOCUS_RING}`}
              >
                {emptyLinkText}
              </SmartLink>
            </div>
          )}
        </div>

        <PromotedProducts store={store} lines={lines} />
      </div>
    </ModalDialog>,
    document.body,
  );
}
