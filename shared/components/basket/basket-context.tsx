import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSiteLocale } from '../../app/locale';
import { listenerSet } from '../../app/listener-set';
import { loadOnce } from '../../app/load-once';
import { usePublicEnv } from '../../app/public-env';
import { useHydrated } from '../storefront/use-hydrated';
import { EMPTY_BASKET_STATE, type BasketState } from './basket-state';
import type { BasketStore } from './basket-store';
import { readCartToken } from './cart-token';

/**
 * Where the basket's one store comes from. The cart is per visitor and pages are cached for
 * everyone, so it exists only in the browser after hydration: the server render and the hydration
 * pass see no store and an empty basket. Its code (the store, the cart client, the cart parsers) is
 * a chunk of its own, loaded after hydration when the visitor has a cart, or when they reach for the
 * basket (an add, the basket button): a first visit that never does costs nothing (decision 0054).
 * Tests hand a store in with BasketStoreProvider.
 */
const BasketStoreContext = createContext<BasketStore | null>(null);

export function BasketStoreProvider({ store, children }: { store: BasketStore; children: ReactNode }) {
  return <BasketStoreContext.Provider value={store}>{children}</BasketStoreContext.Provider>;
}

type StoreModule = typeof import('./browser-basket-store');
let storeModule: StoreModule | null = null;
const moduleListeners = listenerSet();

/** The store's code, fetched once. */
const loadStoreModule = loadOnce(() =>
  import('./browser-basket-store').then((module) => {
    storeModule = module;
    moduleListeners.notify();
    return module;
  }),
);

const subscribeToModule = moduleListeners.subscribe;
const moduleLoaded = () => storeModule !== null;
const notLoaded = () => false;

/** The store's address from the public env ('/store' for the embedded store); absent: no basket. */
export function useStoreUrl(): string | undefined {
  return usePublicEnv().storeUrl;
}

const noSubscription = () => () => {};
const emptyState = () => EMPTY_BASKET_STATE;

/**
 * The store (null on the server, during hydration, on a site without a store, and until its code
 * has loaded), its current state (the empty basket until then), whether the page has a basket to
 * use, and `load`: the store, its code fetched first when it has not arrived, which an add or the
 * basket button calls (null where there is no basket or the code could not be fetched).
 */
export function useBasket(): { store: BasketStore | null; state: BasketState; usable: boolean; load: () => Promise<BasketStore | null> } {
  const injected = useContext(BasketStoreContext);
  const storeUrl = useStoreUrl();
  const { currency } = useSiteLocale();
  const hydrated = useHydrated();
  const loaded = useSyncExternalStore(subscribeToModule, moduleLoaded, notLoaded);
  // The page's own store can exist: in the browser, hydrated, on a site with a store.
  const browserStoreUrl = !injected && hydrated && storeUrl ? storeUrl : null;

  // A visitor with a cart sees its count at once; others load the code when they reach for the basket.
  useEffect(() => {
    if (browserStoreUrl && readCartToken()) void loadStoreModule().catch(() => {});
  }, [browserStoreUrl]);
  const store = injected ?? (browserStoreUrl && loaded && storeModule ? storeModule.browserBasketStore(browserStoreUrl, currency) : null);
  useEffect(() => {
    void store?.start();
  }, [store]);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? emptyState, emptyState);

  const load = useCallback(async () => {
    if (injected) return injected;
    if (!browserStoreUrl) return null;
    try {
      return (await loadStoreModule()).browserBasketStore(browserStoreUrl, currency);
    } catch {
      return null;
    }
  }, [injected, browserStoreUrl, currency]);
  return { store, state, usable: !!injected || !!browserStoreUrl, load };
}
