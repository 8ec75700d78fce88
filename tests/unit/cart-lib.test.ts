import {
  ADD_TO_CART_EVENT_NAME,
  addItemBody,
  addStep,
  addToCartEvent,
  basketTotal,
  CACHE_BUST_PARAM,
  CART_PATHS,
  CART_TOKEN_HEADER,
  CART_TOKEN_STORAGE_KEY,
  checkoutUrl,
  chosenItems,
  CLIENT_CURRENCY_HEADER,
  COUNT_PING_MS,
  errorDetails,
  isBundle,
  isPreOrder,
  isPromotable,
  lineTotal,
  localeSwitch,
  localisedAddress,
  matchingLine,
  MIN_QUANTITY,
  needsChoices,
  normaliseQuantity,
  optionGroups,
  parseAvailability,
  parseCart,
  parseCartItems,
  parseCartLine,
  PROMOTED_CAROUSEL_AFTER_TOUCH_MS,
  PROMOTED_CAROUSEL_AUTOPLAY_MS,
  QUANTITY_DEBOUNCE_MS,
  quantityStep,
  showsShippingNotice,
  withCacheBust,
  type CartLine,
} from '../../shared/lib/cart';
import { basketCountAnnouncement, chooseFirstText, itemCountText, REMOVE_TEXT } from '../../shared/lib/cart/cart-texts';
import {
  BASKET_TEXT,
  CHECKOUT_TEXT,
  CLOSE_TEXT,
  DEFAULT_EMPTY_BASKET_LINK_TEXT,
  EMPTY_BASKET_TEXT,
  SHIPPING_AND_TAXES_TEXT,
  TOTAL_TEXT,
  YOUR_BASKET_TEXT,
} from '../../shared/lib/catalog/storefront-texts';

const gbp = (value: number, discount = 0) => ({ currency: { code: 'GBP' }, value, discount });
const line = (
  id: string,
  productId: string,
  quantity: number,
  extra: Partial<CartLine> = {},
  distribution = 'physical',
  format = 'Vinyl',
): CartLine => ({
  id,
  quantity,
  product: {
    id: productId,
    format,
    title: `Product ${productId}`,
    distribution,
    image: null,
    href: null,
    preOrder: false,
    availableFrom: null,
  },
  messages: [],
  price: { value: 10, currency: 'GBP', discount: 0 },
  items: null,
  ...extra,
});

describe('the basket constants and texts (spec 000 §2, §6, §7, §9)', () => {
  it('pins the timings, header names and limits', () => {
    expect(QUANTITY_DEBOUNCE_MS).toBe(1000);
    expect(COUNT_PING_MS).toBe(3000);
    expect(PROMOTED_CAROUSEL_AUTOPLAY_MS).toBe(4000);
    expect(PROMOTED_CAROUSEL_AFTER_TOUCH_MS).toBe(8000);
    expect(CART_TOKEN_HEADER).toBe('X-Cart-Token');
    expect(CLIENT_CURRENCY_HEADER).toBe('X-Client-Currency');
    expect(CART_TOKEN_STORAGE_KEY).toBe('cart-token');
    expect(CACHE_BUST_PARAM).toBe('_');
    expect(MIN_QUANTITY).toBe(0);
  });

  it('pins the panel texts exactly', () => {
    expect([
      BASKET_TEXT,
      YOUR_BASKET_TEXT,
      CLOSE_TEXT,
      TOTAL_TEXT,
      SHIPPING_AND_TAXES_TEXT,
      CHECKOUT_TEXT,
      EMPTY_BASKET_TEXT,
      DEFAULT_EMPTY_BASKET_LINK_TEXT,
    ]).toEqual([
      'Basket',
      'Your Basket',
      'Close',
      'Total:',
      'Shipping and taxes apply at checkout',
      'Checkout',
      'Your basket is empty',
      'Shop',
    ]);
    expect(REMOVE_TEXT).toBe('Remove');
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(2)).toBe('2 items');
    expect(basketCountAnnouncement(0)).toBe('0 items in your basket');
    expect(chooseFirstText(['Size'])).toBe('Choose Size first');
    expect(chooseFirstText(['Format', 'Colour', 'T-Shirt Size'])).toBe('Choose Format, Colour and T-Shirt Size first');
  });

  it('names the store paths of the contract', () => {
    expect(CART_PATHS.cart).toBe('/cart/embed');
    expect(CART_PATHS.items).toBe('/cart/embed/items');
    expect(CART_PATHS.item('l 1')).toBe('/cart/embed/items/l%201');
    expect(CART_PATHS.availability('42')).toBe('/cart/embed/products/42/availability');
    expect(checkoutUrl('/store/', 'abc-123')).toBe('/store/cart/checkout/abc-123');
    expect(checkoutUrl('https://shop.example', 'abc')).toBe('https://shop.example/cart/checkout/abc');
  });

  it('adds the cache-busting timestamp to every address', () => {
    expect(withCacheBust('/store/cart/embed', 1700000000000)).toBe('/store/cart/embed?_=1700000000000');
    expect(withCacheBust('/store/x?a=1', 5)).toBe('/store/x?a=1&_=5');
  });
});

describe('adding to the basket (spec 000 §4)', () => {
  const vinyl = { id: '4', format: 'Vinyl', prices: [gbp(26.99, 13.5)] };
  const bundle = {
    id: '498',
    format: 'Bundle',
    items: [
      { id: '61', title: 'Black vinyl', option_group: 'Format' },
      { id: '63', title: 'XS', option_group: 'T-Shirt Size' },
    ],
  };

  it('raises a non-bundle product already in the basket by 1', () => {
    expect(addStep(vinyl, [line('l1', '4', 2)])).toEqual({ kind: 'raise', lineId: 'l1', quantity: 3 });
  });

  it('adds a new line with quantity 1 and the chosen items otherwise', () => {
    expect(addStep(vinyl, [line('l1', '5', 1)])).toEqual({ kind: 'add', input: { productId: '4', quantity: 1, items: [] } });
    const chosen = [
      { id: '61', optionGroup: 'Format' },
      { id: '63', optionGroup: 'T-Shirt Size' },
    ];
    // A bundle is always a new line, even when the same bundle is in the basket.
    expect(addStep(bundle, [line('l1', '498', 1, {}, 'physical', 'Bundle')], chosen)).toEqual({
      kind: 'add',
      input: { productId: '498', quantity: 1, items: chosen },
    });
  });

  it('raises a product with options only on the line with the same choices', () => {
    const shirt = {
      id: '9',
      format: 'T-Shirt',
      items: [
        { id: 's', option_group: 'Size' },
        { id: 'm', option_group: 'Size' },
      ],
    };
    const medium = line('l1', '9', 1, { items: [{ id: 'm', optionGroup: 'Size' }] });
    expect(matchingLine(shirt, [medium], [{ id: 'm', optionGroup: 'Size' }])).toBe(medium);
    expect(matchingLine(shirt, [medium], [{ id: 's', optionGroup: 'Size' }])).toBeNull();
    // A store that does not report a line's choices: never guess, add a line.
    expect(matchingLine(shirt, [line('l2', '9', 1)], [{ id: 's', optionGroup: 'Size' }])).toBeNull();
  });

  it('encodes the add body as body=<encoded JSON>', () => {
    const body = addItemBody({ productId: '498', quantity: 1, items: [{ id: '61', optionGroup: 'Format' }] });
    expect(body).toBe(`body=${encodeURIComponent('{"productId":"498","quantity":1,"items":[{"id":"61","optionGroup":"Format"}]}')}`);
    expect(JSON.parse(new URLSearchParams(body).get('body')!)).toEqual({
      productId: '498',
      quantity: 1,
      items: [{ id: '61', optionGroup: 'Format' }],
    });
  });

  it('knows bundles and the options to choose', () => {
    expect(isBundle({ format: 'Bundle' })).toBe(true);
    expect(isBundle({ format: 'bundle' })).toBe(true);
    expect(isBundle({ format: 'Vinyl' })).toBe(false);
    expect(needsChoices(bundle)).toBe(true);
    expect(needsChoices(vinyl)).toBe(false);
    expect(optionGroups(bundle)).toEqual([
      { name: 'Format', options: [{ id: '61', title: 'Black vinyl' }] },
      { name: 'T-Shirt Size', options: [{ id: '63', title: 'XS' }] },
    ]);
    expect(chosenItems(bundle, { Format: '61' })).toBeNull();
    expect(chosenItems(bundle, { Format: '61', 'T-Shirt Size': 'nope' })).toBeNull();
    expect(chosenItems(bundle, { 'T-Shirt Size': '63', Format: '61' })).toEqual([
      { id: '61', optionGroup: 'Format' },
      { id: '63', optionGroup: 'T-Shirt Size' },
    ]);
    expect(chosenItems(vinyl, {})).toEqual([]);
  });

  it('builds the add-to-cart analytics event: value, upper-case currency, items with item_id', () => {
    expect(ADD_TO_CART_EVENT_NAME).toBe('add_to_cart');
    expect(addToCartEvent(vinyl, 'gbp')).toEqual({ value: 13.49, currency: 'GBP', items: [{ item_id: '4' }] });
    expect(addToCartEvent(vinyl, 'USD')).toBeNull();
    expect(addToCartEvent(vinyl, 'GBP', { value: 20, currency: 'usd', discount: 5 })).toEqual({
      value: 15,
      currency: 'USD',
      items: [{ item_id: '4' }],
    });
  });
});

describe('the panel rules (spec 000 §2, §4, §5)', () => {
  it('shows the shipping notice when any item is physical', () => {
    expect(showsShippingNotice([line('a', '1', 1, {}, 'digital'), line('b', '2', 1, {}, 'physical')])).toBe(true);
    expect(showsShippingNotice([line('a', '1', 1, {}, 'digital')])).toBe(false);
    expect(showsShippingNotice([])).toBe(false);
  });

  it('keeps quantities whole and at least 0, with no maximum; 0 removes', () => {
    expect(normaliseQuantity(-3)).toBe(0);
    expect(normaliseQuantity('2.7')).toBe(2);
    expect(normaliseQuantity('100000')).toBe(100000);
    expect(normaliseQuantity('')).toBeNull();
    expect(normaliseQuantity('x')).toBeNull();
    expect(quantityStep(0)).toBe('remove');
    expect(quantityStep(1)).toBe('update');
  });

  it('formats the total in the basket currency with the en-GB narrow symbol', () => {
    const lines = [
      line('a', '1', 2, { price: { value: 26.99, currency: 'GBP', discount: 13.5 } }),
      line('b', '2', 1, { price: { value: 7.99, currency: 'GBP', discount: 0 } }),
    ];
    expect(lineTotal(lines[0]!)).toBe(26.98);
    expect(basketTotal({ results: lines, summary: { itemCount: 3, total: 34.97, currency: 'GBP' } }, 'GBP')).toBe('£34.97');
    // Without a summary total: the sum of the lines.
    expect(basketTotal({ results: lines, summary: { itemCount: 3, total: null, currency: null } }, 'EUR')).toBe('£34.97');
    expect(basketTotal({ results: [], summary: { itemCount: 0, total: 12.5, currency: 'USD' } }, 'GBP')).toBe('$12.50');
    expect(basketTotal({ results: [], summary: { itemCount: 0, total: 9, currency: 'EUR' } }, 'GBP')).toBe('€9.00');
  });

  it('promotes products not in the basket that are in stock and in territory, or bundles', () => {
    const inBasket = [line('a', '1', 1)];
    const ok = { inStock: true, inTerritory: true };
    expect(isPromotable({ id: '2', format: 'Mug' }, ok, inBasket)).toBe(true);
    expect(isPromotable({ id: '1', format: 'Mug' }, ok, inBasket)).toBe(false);
    expect(isPromotable({ id: '2', format: 'Mug' }, { inStock: false, inTerritory: true }, inBasket)).toBe(false);
    expect(isPromotable({ id: '2', format: 'Mug' }, { inStock: true, inTerritory: false }, inBasket)).toBe(false);
    expect(isPromotable({ id: '2', format: 'Mug' }, null, inBasket)).toBe(false);
    expect(isPromotable({ id: '3', format: 'Bundle' }, null, inBasket)).toBe(true);
    expect(isPromotable({ id: '1', format: 'Bundle' }, null, [line('a', '1', 1, {}, 'physical', 'Bundle')])).toBe(false);
  });
});

describe('the catch-all locale follows the cart currency (spec 000 §2)', () => {
  it("switches an unprefixed visitor to the currency's country when that locale exists and prices differently", () => {
    expect(localeSwitch(null, 'gb', 'USD')).toBe('us');
    expect(localeSwitch(null, 'gb', 'eur')).toBe('eu');
    expect(localeSwitch(null, 'gb', 'GBP')).toBeNull();
    expect(localeSwitch(null, 'us', 'GBP')).toBe('gb');
    expect(localeSwitch(null, 'gb', 'JPY')).toBeNull();
    expect(localeSwitch(null, 'gb', null)).toBeNull();
    expect(localeSwitch('eu', 'gb', 'USD')).toBeNull();
  });

  it('keeps path, query and hash under the prefix', () => {
    expect(localisedAddress('us', '/releases', '?sort=asc', '#top')).toBe('/us/releases?sort=asc#top');
    expect(localisedAddress('eu', '/')).toBe('/eu');
  });
});

describe("the store's answers, reshaped", () => {
  it('reads the cart: uuid, itemCount, currency code, costs', () => {
    expect(
      parseCart({
        uuid: 'u1',
        itemCount: 3,
        currency: { code: 'gbp' },
        costs: { total: 40.5, discount: 2 },
        inCheckout: false,
        status: 'open',
      }),
    ).toEqual({
      uuid: 'u1',
      itemCount: 3,
      currency: 'GBP',
      total: 40.5,
      discount: 2,
      inCheckout: false,
    });
    expect(parseCart({ cart: { uuid: 'u2', itemCount: '1' } })).toMatchObject({ uuid: 'u2', itemCount: 1, currency: null });
    expect(parseCart({ itemCount: 1 })).toBeNull();
    expect(parseCart('nope')).toBeNull();
  });

  it('reads items and summary, dropping lines without an id', () => {
    const items = parseCartItems({
      results: [
        {
          id: 7,
          quantity: 2,
          product: {
            id: 4,
            format: 'Vinyl',
            title: 'Hourglass',
            distribution: 'physical',
            image: 'cover-1',
            href: '/products/1-hourglass',
          },
          messages: ['Low stock'],
          price: { value: 26.99, currency: 'GBP', discount: 13.5 },
        },
        { quantity: 1, product: { id: 5 } },
      ],
      summary: { itemCount: 2, total: 26.98, currency: 'GBP' },
    });
    expect(items.results).toHaveLength(1);
    expect(items.results[0]).toEqual({
      id: '7',
      quantity: 2,
      product: {
        id: '4',
        format: 'Vinyl',
        title: 'Hourglass',
        distribution: 'physical',
        image: 'cover-1',
        href: '/products/1-hourglass',
        preOrder: false,
        availableFrom: null,
      },
      messages: ['Low stock'],
      price: { value: 26.99, currency: 'GBP', discount: 13.5 },
      items: null,
    });
    expect(items.summary).toEqual({ itemCount: 2, total: 26.98, currency: 'GBP' });
    expect(parseCartItems(null)).toEqual({ results: [], summary: { itemCount: 0, total: null, currency: null } });
  });

  it('reads a mutation answer and its messages, strings or objects', () => {
    const answer = parseCartLine({
      id: 'l1',
      quantity: 1,
      product: { id: '4', preOrder: true },
      messages: ['Added', { message: 'Ships in May' }, 3, ''],
      price: null,
    });
    expect(answer?.messages).toEqual(['Added', 'Ships in May']);
    expect(answer?.product.preOrder).toBe(true);
    expect(
      parseCartLine({
        id: 8,
        quantity: 1,
        product: { id: '498' },
        items: [{ id: 61, optionGroup: 'Format', title: 'Black vinyl' }, { id: '65', option_group: 'T-Shirt Size' }, { id: '9' }],
      })?.items,
    ).toEqual([
      { id: '61', optionGroup: 'Format', title: 'Black vinyl' },
      { id: '65', optionGroup: 'T-Shirt Size' },
    ]);
    const dated = parseCartLine({ id: 'l3', quantity: 1, product: { id: '5', group: { release_date: '2030-01-10' } } })!;
    expect(isPreOrder(dated.product, new Date('2029-12-01T00:00:00Z'))).toBe(true);
    expect(isPreOrder(dated.product, new Date('2030-01-10T00:00:00Z'))).toBe(false);
    expect(isPreOrder(answer!.product, new Date('2030-01-10T00:00:00Z'))).toBe(true);
    expect(parseCartLine({ cartItem: { id: 'l2', quantity: 4, product: { id: '9' } } })?.quantity).toBe(4);
  });

  it("reads an error's details (spec 000 §8) and availability", () => {
    expect(errorDetails({ details: ['Out of stock', { message: 'Not in your territory' }] })).toEqual([
      'Out of stock',
      'Not in your territory',
    ]);
    expect(errorDetails({ error: 'x' })).toEqual([]);
    expect(errorDetails(null)).toEqual([]);
    expect(parseAvailability({ inStock: true, inTerritory: true })).toEqual({ inStock: true, inTerritory: true });
    expect(parseAvailability({ inStock: 'yes' })).toEqual({ inStock: false, inTerritory: false });
  });
});
