import path from 'node:path';
import type { Config } from '../../config';
import type { ContentSource } from '../content/content-source';
import type { Redis } from 'ioredis';
import type { CartStore } from './cart-store';
import { createEmbeddedCartStore } from './embedded-cart-store';
import { createRedisCartStore } from './redis-cart-store';
import { createEmbeddedMediaItemsSource } from './embedded-media-items-source';
import { createEmbeddedRetailSource } from './embedded-retail-source';
import { createEmbeddedStoreTokens } from './embedded-store-tokens';
import type { MediaItemsSource } from './media-items-source';
import { createOchreMediaItemsSource } from './ochre-media-items-source';
import { createOchreRetailSource } from './ochre-retail-source';
import { createOchreTokenProvider, type StoreAccessTokens } from './ochre-token-provider';
import type { RetailSource } from './retail-source';

export interface StoreSources {
  retail: RetailSource;
  mediaItems: MediaItemsSource;
  /** Ochre's client-credentials tokens, or the embedded store's twin tokens. */
  storeAccess: StoreAccessTokens | null;
  carts: CartStore | null;
}

/**
 * The store's sources chosen by configuration (docs/decisions/0017-embedded-store.md): Ochre's
 * retail and media connectors sharing one token provider when its client credentials are set, the
 * embedded catalogue otherwise; the embedded carts unless STORE_URL names a real store (whose cart
 * API the browser calls itself); those carts in Redis when `sharedRedis` (DURABLE_REDIS_URL, else REDIS_URL) is given.
 */
export function createStoreSources(config: Config, content: ContentSource, sharedRedis?: Redis): StoreSources {
  // With a durable Redis the carts live there, so a basket follows the visitor across replicas (decision 0045).
  const carts = config.storeUrl
    ? null
    : sharedRedis
      ? createRedisCartStore(sharedRedis)
      : createEmbeddedCartStore({ file: path.resolve(config.storeCartsFile) });
  if (!config.ochre) {
    return {
      retail: createEmbeddedRetailSource(content),
      mediaItems: createEmbeddedMediaItemsSource(content),
      storeAccess: createEmbeddedStoreTokens(),
      carts,
    };
  }
  const tokens = createOchreTokenProvider({
    authUrl: config.ochre.authUrl,
    clientId: config.ochre.clientId,
    clientSecret: config.ochre.clientSecret,
    timeoutMs: config.serviceTimeoutMs,
  });
  const endpoint = { baseUrl: config.ochre.retailApiUrl, timeoutMs: config.serviceTimeoutMs, tokens };
  return { retail: createOchreRetailSource(endpoint), mediaItems: createOchreMediaItemsSource(endpoint), storeAccess: tokens, carts };
}
