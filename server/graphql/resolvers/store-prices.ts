import { LOCALE_CURRENCIES, type Price } from '../../../shared/lib/catalog/prices';
import { withStorePrice } from '../../../shared/lib/catalog/store-prices';
import type { Product } from '../../sources/content/content-source';
import type { RetailProduct } from '../../sources/store/retail-source';
import type { GraphQLContext } from '../context';

/** Every currency a page may show (the catch-all locale follows the cart, so any of them). */
const SITE_CURRENCIES = [...new Set(Object.values(LOCALE_CURRENCIES))];

/** One retail answer per reference and currency per request: a grid of tiles asks once per group. */
const answersByRequest = new WeakMap<GraphQLContext, Map<string, Promise<RetailProduct[] | null>>>();

function storeAnswer(context: GraphQLContext, reference_type: 'release' | 'product', reference_id: string, currency: string) {
  let answers = answersByRequest.get(context);
  if (!answers) answersByRequest.set(context, (answers = new Map()));
  const key = `${reference_type}:${reference_id}:${currency}`;
  let answer = answers.get(key);
  if (!answer) {
    // The connector carries the service timeout; a failure only costs the store's price (null).
    answer = context.sources.retail.products({ currency, country: null, reference_type, reference_id }).catch((error: unknown) => {
      context.log.warn({ err: error, reference_type, reference_id, currency }, 'retail prices unavailable: showing the content prices');
      return null;
    });
    answers.set(key, answer);
  }
  return answer;
}

/**
 * A product's prices as the store charges them (decision 0035): per site currency, the store's
 * answer for the product's group (or the product alone) replaces the content's price. Previews
 * show the content's prices: drafts are not in the store yet. So does the embedded store, whose
 * prices are the content's.
 */
export async function storePrices(product: Product, context: GraphQLContext): Promise<Price[]> {
  if (context.preview || context.sources.retail.answersFromContent) return product.prices;
  const reference = product.group ? (['release', product.group.id] as const) : (['product', product.id] as const);
  const answers = await Promise.all(SITE_CURRENCIES.map((currency) => storeAnswer(context, reference[0], reference[1], currency)));
  return SITE_CURRENCIES.reduce<Price[]>(
    (prices, currency, index) => withStorePrice(prices, currency, product.id, answers[index] ?? null),
    product.prices,
  );
}
