import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSiteLocale } from '../../app/locale';
import { usePublicEnv } from '../../app/public-env';
import { useHydrated } from '../storefront/use-hydrated';
import { BasketStore, EMPTY_BASKET_STATE, type BasketState } from './basket-store';
import { trackAddToCart } from './cart-analytics';
import { createCartClient } from './cart-client';
import { notify } from './notify';

/**
 * Where the basket's one store comes from. The cart is per visitor and pages are cached for
 * everyone, so it exists only in the browser after hydration: the server render and the hydration
 * pass see no store and an empty basket. One store per page (a module singleton), so the header
 * button, tiles and product pages share the cart without a provider around the app; tests hand a
 * store in with BasketStoreProvider.
 */
const BasketStoreContext = createContext<BasketStore | null>(null);

export function BasketStoreProvider({ store, children }: { store: BasketStore; children: ReactNode }) {
  return <BasketStoreContext.Provider value={store}>{children}</BasketStoreContext.Provider>;
}

let browserStore: { key: string; store: BasketStore } | null = null;

function browserBasketStore(storeUrl: string, currency: string): BasketStore {
  const key = `${storeUrl} ${currency}`;
  if (browserStore?.key !== key) {
    browserStore?.store.dispose();
    const client = createCartClient({ storeUrl, currency });
    browserStore = { key, store: new BasketStore({ client, currency, notify, track: trackAddToCart }) };
  }
  return browserStore.store;
}

/** The store's address from the public env ('/store' for the embedded store); absent: no basket. */
export function useStoreUrl(): string | undefined {
  return usePublicEnv().storeUrl;
}

/** The basket's store: null on the server, during hydration, and on a site without a store. */
export function useBasketStore(): BasketStore | null {
  const injected = useContext(BasketStoreContext);
  const storeUrl = useStoreUrl();
  const { currency } = useSiteLocale();
  const hydrated = useHydrated();
  const store = injected ?? (hydrated && storeUrl ? browserBasketStore(storeUrl, currency) : null);
  useEffect(() => {
    void store?.start();
  }, [store]);
  return store;
}

const noSubscription = () => () => {};
const emptyState = () => EMPTY_BASKET_STATE;

/** The store and its current state (the empty basket while there is no store). */
export function useBasket(): { store: BasketStore | null; state: BasketState } {
  const store = useBasketStore();
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? emptyState, emptyState);
  return { store, state };
}
