import { currencyNotice } from '../../../shared/lib/cart';
import { currencyNoticeText, currencySwitchText } from '../../../shared/lib/cart/cart-texts';

describe('currencyNotice (decision 0033: the page and the basket agree)', () => {
  it('is null while there is no cart, or the cart is in the page currency', () => {
    expect(currencyNotice({ addressLocale: 'us', defaultLocale: 'gb', cartCurrency: null })).toBeNull();
    expect(currencyNotice({ addressLocale: 'us', defaultLocale: 'gb', cartCurrency: 'USD' })).toBeNull();
    expect(currencyNotice({ addressLocale: null, defaultLocale: 'gb', cartCurrency: 'GBP' })).toBeNull();
  });

  it('on a prefixed locale in another currency names both and points at the cart currency’s addresses', () => {
    expect(currencyNotice({ addressLocale: 'us', defaultLocale: 'gb', cartCurrency: 'GBP' })).toEqual({
      pageCurrency: 'USD',
      cartCurrency: 'GBP',
      locale: null,
    });
    expect(currencyNotice({ addressLocale: 'eu', defaultLocale: 'gb', cartCurrency: 'USD' })).toEqual({
      pageCurrency: 'EUR',
      cartCurrency: 'USD',
      locale: 'us',
    });
    expect(currencyNotice({ addressLocale: 'gb', defaultLocale: 'us', cartCurrency: 'USD' })).toEqual({
      pageCurrency: 'GBP',
      cartCurrency: 'USD',
      locale: null,
    });
  });

  it('leaves the unprefixed addresses to the catch-all switch, and ignores a currency no locale serves', () => {
    expect(currencyNotice({ addressLocale: null, defaultLocale: 'gb', cartCurrency: 'USD' })).toBeNull();
    expect(currencyNotice({ addressLocale: 'us', defaultLocale: 'gb', cartCurrency: 'JPY' })).toBeNull();
  });

  it('says it in plain words', () => {
    expect(currencyNoticeText('GBP', 'USD')).toBe('Your basket is in GBP, so you will pay in GBP. Prices on this page are in USD.');
    expect(currencySwitchText('GBP')).toBe('Show prices in GBP');
  });
});
