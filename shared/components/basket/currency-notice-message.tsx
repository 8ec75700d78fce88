import type { CurrencyCode } from '../../lib/catalog/prices';
import { currencyNoticeText, currencySwitchText } from '../../lib/cart/cart-texts';
import { FOCUS_RING } from '../focus-ring';

/** The notice itself, in a chunk of its own: most visitors' carts are in their page's currency. */
export function CurrencyNoticeMessage({
  cartCurrency,
  pageCurrency,
  address,
}: {
  cartCurrency: CurrencyCode;
  pageCurrency: CurrencyCode;
  address: string;
}) {
  return (
    <div
      role="status"
      data-currency-notice=""
      className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
    >
      <p>{currencyNoticeText(cartCurrency, pageCurrency)}</p>
      <a href={address} className={`font-semibold text-accent underline underline-offset-4 ${FOCUS_RING}`}>
        {currencySwitchText(cartCurrency)}
      </a>
    </div>
  );
}
