import { listenerSet } from '../../app/listener-set';

/**
 * A way to the basket from anywhere on the page (the add confirmation's "View basket"): the
 * header's Basket button listens and opens its panel, as its own click would.
 */
const requests = listenerSet();

export const onBasketOpenRequest = requests.subscribe;
export const openBasket = requests.notify;
