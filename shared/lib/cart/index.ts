/**
 * The basket's rules (spec 000 §2 "Basket panel", §3 cart fields, §4, §6–§9), one part per file in
 * cart/: constants, store addresses, the app's types, the store's answers reshaped into them, adding,
 * what is sold out, the panel, promoted products, the locale switch and the add-to-cart event. Pure:
 * the browser's calls live in shared/components/basket/cart-client.ts.
 */
export * from './cart-constants';
export * from './store-addresses';
export * from './cart-types';
export * from './parse-cart';
export * from './add-to-basket';
export * from './needs-choices';
export * from './sold-out';
export * from './basket-panel-rules';
export * from './promoted-products';
export * from './cart-locale';
export * from './add-to-cart-event';
