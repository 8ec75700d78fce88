import { useCallback, useId, useRef, useState } from 'react';
import { basketCountAnnouncement, itemCountText } from '../../lib/cart-texts';
import { BASKET_TEXT } from '../../lib/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { useBasket, useStoreUrl } from './basket-context';
import { onDemand } from '../../app/on-demand';
import { useLocaleSwitch } from './use-locale-switch';

/** The panel's code (with the carousel and the checkout steps) arrives when the visitor reaches for it. */
const BasketPanel = onDemand(() => import('./basket-panel').then((module) => ({ default: module.BasketPanel })));

const BUTTON_CLASS = `relative inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm hover:bg-white/10 hover:text-accent ${FOCUS_RING}`;

function BagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M4 7h12l-1 10H5L4 7z" />
      <path d="M7.5 7V5.5a2.5 2.5 0 0 1 5 0V7" />
    </svg>
  );
}

/** The icon, with the word visible on wider screens; the accessible name starts with 'Basket' everywhere. */
function ButtonFace() {
  return (
    <>
      <BagIcon />
      <span className="sr-only sm:not-sr-only">{BASKET_TEXT}</span>
    </>
  );
}

/** The count (hidden at 0), pulsing for 3 s after each refetch (spec 000 §2, §4). */
function CountBadge({ count, pinging }: { count: number; pinging: boolean }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -top-0.5 right-0 grid h-5 min-w-5 place-items-center">
      {pinging ? <span aria-hidden="true" className="absolute inset-0 rounded-full bg-accent/70 motion-safe:animate-ping" data-basket-ping="" /> : null}
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
  const { store, state } = useBasket();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  useLocaleSwitch(state.cart?.currency);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (!storeUrl) return null;
  if (!store) {
    return (
      // The button's own padding (room for the count), so nothing shifts when it replaces this.
      <span aria-hidden="true" className={`${BUTTON_CLASS} pr-5 opacity-60`}>
        <ButtonFace />
      </span>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void BasketPanel.preload()}
        onFocus={() => void BasketPanel.preload()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        className={`${BUTTON_CLASS} pr-5`}
      >
        <ButtonFace />
        <CountBadge count={state.itemCount} pinging={state.pinging} />
      </button>
      {/* Filled only while the badge pulses (after a change), so loading a page announces nothing. */}
      <span role="status" className="sr-only">
        {state.pinging ? basketCountAnnouncement(state.itemCount) : ''}
      </span>
      {open ? <BasketPanel id={dialogId} store={store} state={state} onClose={close} /> : null}
    </>
  );
}
