import { useContext, useEffect, useState } from 'react';
import { basketCountAnnouncement, itemCountText } from '../../lib/cart/cart-texts';
import { BASKET_TEXT } from '../../lib/catalog/storefront-texts';
import { HeaderButtonFace, HEADER_BUTTON_CLASS } from '../frame/header-button-face';
import { useDialogOpener } from '../modal/use-dialog-opener';
import { QueryEngineContext } from '../../app/site-query';
import { PROMOTED_PRODUCTS } from '../../graphql/services';
import { useBasket, useStoreUrl } from './basket-context';
import { onDemand } from '../../app/on-demand';
import { useLocaleSwitch } from './use-locale-switch';
import { onBasketOpenRequest } from './basket-opener';

/** The panel's code (with the carousel and the checkout steps) arrives when the visitor reaches for it. */
const BasketPanel = onDemand(() => import('./basket-panel').then((module) => ({ default: module.BasketPanel })));

const BUTTON_CLASS = `relative ${HEADER_BUTTON_CLASS}`;

function BagIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-5 w-5 fill-none stroke-current"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d="M4 7h12l-1 10H5L4 7z" />
      <path d="M7.5 7V5.5a2.5 2.5 0 0 1 5 0V7" />
    </svg>
  );
}

/** The icon, with the word visible on wider screens; the accessible name starts with 'Basket' everywhere. */
const ButtonFace = () => <HeaderButtonFace icon={<BagIcon />} text={BASKET_TEXT} />;

/** The count (hidden at 0), pulsing for 3 s after each refetch (spec 000 §2, §4). */
function CountBadge({ count, pinging }: { count: number; pinging: boolean }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -top-0.5 right-0 grid h-5 min-w-5 place-items-center">
      {pinging ? (
        <span aria-hidden="true" className="absolute inset-0 rounded-full bg-accent/70 motion-safe:animate-ping" data-basket-ping="" />
      ) : null}
      <span className="relative rounded-full bg-accent px-1.5 text-xs font-bold leading-5 tabular-nums text-ink" data-basket-count="">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{`, ${itemCountText(count)}`}</span>
      </span>
    </span>
  );
}

/**
 * The header's "Basket" button, its panel and the promoted carousel under it (spec 000 §2). The cart
 * is the visitor's and lives only in the browser: the server render and the hydration pass show an
 * inert placeholder of the same size (nothing to do without JavaScript: adding needs it too), and a
 * site without a store shows nothing. Focus returns to the button when the panel closes; count
 * changes are announced politely.
 */
export function BasketButton() {
  const storeUrl = useStoreUrl();
  const { store, state, usable, load } = useBasket();
  // Nullable: a button rendered without the page's providers (a component test) still renders.
  const queries = useContext(QueryEngineContext);
  // The panel's code, the basket's own (when the visitor has no cart yet) and the promoted products
  // under it come when the visitor reaches for the button.
  const { open, show, close, dialogId, buttonProps } = useDialogOpener(() => {
    void BasketPanel.preload();
    void load();
    void queries?.query(PROMOTED_PRODUCTS, {});
  });
  useEffect(() => onBasketOpenRequest(show), [show]);
  useLocaleSwitch(state.cart?.currency);
  // The panel shows the basket once it is known: its code fetched (when the visitor had no cart, the
  // first reach for the button fetches it) and the cart loaded, so its content does not change under
  // the visitor's first Tab.
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!open || known) return;
    let current = true;
    void load()
      .then((loaded) => loaded?.start())
      .then(() => {
        if (current) setKnown(true);
      });
    return () => {
      current = false;
    };
  }, [open, known, load]);

  if (!storeUrl) return null;
  if (!usable) {
    return (
      // The button's own padding (room for the count), so nothing shifts when it replaces this.
      <span aria-hidden="true" className={`${BUTTON_CLASS} pr-5 opacity-60`}>
        <ButtonFace />
      </span>
    );
  }
  return (
    <>
      <button {...buttonProps} aria-busy={(open && !known) || undefined} className={`${BUTTON_CLASS} pr-5`}>
        <ButtonFace />
        <CountBadge count={state.itemCount} pinging={state.pinging} />
      </button>
      {/* Filled only while the badge pulses (after a change), so loading a page announces nothing. */}
      <span role="status" className="sr-only">
        {state.pinging ? basketCountAnnouncement(state.itemCount) : ''}
      </span>
      {open && store && known ? <BasketPanel id={dialogId} store={store} state={state} onClose={close} /> : null}
    </>
  );
}
