/**
 * The basket's rules (spec 000 §2 "Basket panel", §3 cart fields, §4, §6–§9), one part per file in
 * cart/: constants, store addresses, the app's types, the store's answers reshaped into them, adding,
 * the panel, promoted products, the locale switch and the add-to-cart event. Pure: the browser's
 * calls live in shared/components/basket/cart-client.ts.
 */
export * from './cart/cart-constants';
export * from './cart/store-addresses';
export * from './cart/cart-types';
export * from './cart/parse-cart';
export * from './cart/add-to-basket';
export * from './cart/needs-choices';
export * from './cart/basket-panel-rules';
export * from './cart/promoted-products';
export * from './cart/cart-locale';
export * from './cart/add-to-cart-event';
