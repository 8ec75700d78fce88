import { redactUrl } from '../../server/sources/http/redact-url';
import { checkChoices, choiceKey } from '../../server/sources/store/cart-choices';
import { cartCosts, lineTotal, unitPrice } from '../../server/sources/store/cart-pricing';
import {
  BASKET_FULL_MESSAGE,
  decideAdd,
  decideSet,
  DOWNLOAD_LIMIT_MESSAGE,
  LINE_LIMIT_MESSAGE,
  lineMessages,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from '../../server/sources/store/cart-quantity';

const bundleOptions = [
  { id: '61', title: 'Black vinyl', option_group: 'Format' },
  { id: '62', title: 'Clear vinyl', option_group: 'Format' },
  { id: '65', title: 'M', option_group: 'T-Shirt Size' },
  { id: '66', title: 'L', option_group: 'T-Shirt Size' },
];

describe('chosen items', () => {
  it("takes one choice per option group, in the product's order, keyed regardless of order", () => {
    const check = checkChoices(bundleOptions, [
      { id: '66', optionGroup: 'T-Shirt Size' },
      { id: '62', optionGroup: 'Format' },
    ]);
    expect(check).toEqual({
      ok: true,
      choices: [
        { id: '62', optionGroup: 'Format' },
        { id: '66', optionGroup: 'T-Shirt Size' },
      ],
      key: '62,66',
    });
    expect(
      choiceKey([
        { id: '66', optionGroup: 'x' },
        { id: '62', optionGroup: 'y' },
      ]),
    ).toBe('62,66');
  });

  it('takes no choice for a product without options', () => {
    expect(checkChoices([], [])).toEqual({ ok: true, choices: [], key: '' });
  });

  it('names every problem', () => {
    expect(checkChoices(bundleOptions, [])).toEqual({ ok: false, problems: ['Please choose a format', 'Please choose a t-shirt size'] });
    expect(
      checkChoices(bundleOptions, [
        { id: '61', optionGroup: 'Format' },
        { id: '62', optionGroup: 'Format' },
        { id: '99', optionGroup: 'Format' },
        { id: '65', optionGroup: 'Format' },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        'items[2]: 99 is not an option of this product',
        'items[3]: 65 is a T-Shirt Size option, not Format',
        'Please choose only one format',
        'Please choose a t-shirt size',
      ],
    });
  });
});

describe('line quantities', () => {
  const vinyl = { title: 'Record', stock: 5, digital: false };
  const unlimited = { title: 'Poster', stock: null, digital: false };
  const download = { title: 'Album (MP3)', stock: null, digital: true };
  const fresh = { current: 0, elsewhere: 0, lineCount: 0 };

  it('adds within the stock as asked', () => {
    expect(decideAdd(2, fresh, vinyl)).toEqual({ quantity: 2, messages: [] });
    expect(decideAdd(1, { ...fresh, current: 2 }, vinyl)).toEqual({ quantity: 3, messages: [] });
  });

  it("clamps an add to the stock, counting the product's other lines, and says so", () => {
    expect(decideAdd(9, fresh, vinyl)).toEqual({ quantity: 5, messages: ['Only 5 left in stock'] });
    expect(decideAdd(9, { current: 1, elsewhere: 3, lineCount: 2 }, vinyl)).toEqual({ quantity: 2, messages: ['Only 5 left in stock'] });
  });

  it('refuses a product with nothing left for this line', () => {
    expect(decideAdd(1, fresh, { ...vinyl, stock: 0 })).toEqual({ refused: 'out-of-stock', message: 'Record is out of stock' });
    expect(decideAdd(1, { current: 0, elsewhere: 5, lineCount: 1 }, vinyl)).toEqual({
      refused: 'out-of-stock',
      message: 'Record is out of stock',
    });
  });

  it('holds a download once', () => {
    expect(decideAdd(3, fresh, download)).toEqual({ quantity: 1, messages: [DOWNLOAD_LIMIT_MESSAGE] });
    expect(decideAdd(1, { ...fresh, current: 1, lineCount: 1 }, download)).toEqual({
      quantity: 1,
      messages: ['Album (MP3) is already in your basket'],
    });
    expect(decideSet(2, { ...fresh, current: 1 }, download)).toEqual({ quantity: 1, messages: [DOWNLOAD_LIMIT_MESSAGE] });
  });

  it('caps a line at the most one line holds', () => {
    expect(decideAdd(5, { ...fresh, current: MAX_LINE_QUANTITY - 2 }, unlimited)).toEqual({
      quantity: MAX_LINE_QUANTITY,
      messages: [LINE_LIMIT_MESSAGE],
    });
    expect(decideSet(MAX_LINE_QUANTITY + 1, fresh, { ...vinyl, stock: 5000 })).toEqual({
      quantity: MAX_LINE_QUANTITY,
      messages: [LINE_LIMIT_MESSAGE],
    });
  });

  it('refuses a new line in a full basket, but still raises an existing one', () => {
    const full = { current: 0, elsewhere: 0, lineCount: MAX_CART_LINES };
    expect(decideAdd(1, full, vinyl)).toEqual({ refused: 'basket-full', message: BASKET_FULL_MESSAGE });
    expect(decideAdd(1, { ...full, current: 1 }, vinyl)).toEqual({ quantity: 2, messages: [] });
  });

  it('sets a quantity, 0 removing the line even when sold out', () => {
    expect(decideSet(4, { ...fresh, current: 1 }, vinyl)).toEqual({ quantity: 4, messages: [] });
    expect(decideSet(8, { ...fresh, current: 1 }, vinyl)).toEqual({ quantity: 5, messages: ['Only 5 left in stock'] });
    expect(decideSet(0, { ...fresh, current: 3 }, { ...vinyl, stock: 0 })).toEqual({ quantity: 0, messages: [] });
    expect(decideSet(1, { ...fresh, current: 3 }, { ...vinyl, stock: 0 })).toEqual({
      refused: 'out-of-stock',
      message: 'Record is out of stock',
    });
  });

  it('notes on a read when the stock fell below what the basket holds', () => {
    expect(lineMessages(3, vinyl, 0)).toEqual([]);
    expect(lineMessages(4, vinyl, 2)).toEqual(['Only 5 left in stock']);
    expect(lineMessages(1, { ...vinyl, stock: 0 }, 0)).toEqual(['Record is out of stock']);
    expect(lineMessages(1, download, 0)).toEqual([]);
  });
});

describe('prices', () => {
  const prices = [
    { currency: { code: 'GBP' }, value: 26.99, discount: 13.5 },
    { currency: { code: 'USD' }, value: 0.1, discount: 0 },
  ];

  it("answers the unit price in the cart's currency, or null when not sold in it", () => {
    expect(unitPrice(prices, 'GBP')).toEqual({ value: 26.99, discount: 13.5, currency: { code: 'GBP' } });
    expect(unitPrice(prices, 'EUR')).toBeNull();
    // A discount larger than the price takes it to zero, never below.
    expect(unitPrice([{ currency: { code: 'GBP' }, value: 5, discount: 9 }], 'GBP')).toEqual({
      value: 5,
      discount: 5,
      currency: { code: 'GBP' },
    });
  });

  it('sums lines in whole cents', () => {
    const tenCents = { value: 0.1, discount: 0, currency: { code: 'USD' } };
    expect(lineTotal({ price: tenCents, quantity: 3 })).toBe(0.3);
    expect(
      cartCosts([
        { price: tenCents, quantity: 1 },
        { price: { value: 0.2, discount: 0, currency: { code: 'USD' } }, quantity: 1 },
      ]),
    ).toEqual({ total: 0.3, discount: 0 });
    expect(cartCosts([{ price: unitPrice(prices, 'GBP')!, quantity: 3 }])).toEqual({ total: 40.47, discount: 40.5 });
    expect(cartCosts([])).toEqual({ total: 0, discount: 0 });
  });
});

describe('request log redaction', () => {
  it('hides the cart token of a checkout link', () => {
    expect(redactUrl('/store/cart/checkout/3f1c2a8e-0000-4000-8000-000000000000?x=1')).toBe('/store/cart/checkout/[redacted]?x=1');
    expect(redactUrl('/api/preview?secret=abc&path=/')).toBe('/api/preview?secret=[redacted]&path=/');
  });
});
