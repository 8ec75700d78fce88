import { useSiteQuery } from '../../app/site-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSiteLocale } from '../../app/locale';
import type { PromotedProductsQuery } from '../../graphql/generated/operation-types';
import { PROMOTED_PRODUCTS } from '../../graphql/services';
import { isBundle, isPromotable, type Availability, type CartLine } from '../../lib/cart';
import { FOCUS_RING } from '../focus-ring';
import { PriceTag } from '../storefront/price-tag';
import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import type { BasketStore } from './basket-store';
import { PromotedCarousel } from './promoted-carousel';
import { TileBasketAction } from './tile-basket-action';

/** A promoted product as the site settings send it. */
type PromotedProduct = NonNullable<PromotedProductsQuery['site_settings']['promotedProducts'][number]['product']>;

function PromotedSlide({ product, currency }: { product: PromotedProduct; currency: string }) {
  return (
    <article className="flex gap-4">
      <ResponsiveImage
        src={product.group?.cover_image}
        preset="promotedProduct"
        alt=""
        sizes="112px"
        className="w-28 shrink-0 rounded-md"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 className="font-semibold leading-snug">
          <SmartLink href={product.href} className={`rounded hover:text-accent ${FOCUS_RING}`}>
            {product.title}
          </SmartLink>
        </h4>
        <p className="text-sm text-paper/70">{[product.format, product.variant].filter(Boolean).join(', ')}</p>
        <PriceTag prices={product.prices} currency={currency} />
        <TileBasketAction
          product={product}
          href={product.href}
          className="mt-auto self-start rounded-full border border-paper/30 px-3 py-1 text-xs font-semibold"
        />
      </div>
    </article>
  );
}

/**
 * "You might also like" under the basket (spec 000 §2, §4): the promoted products of the site
 * settings that are not in the basket and are in stock and in the visitor's territory (a bundle
 * needs no check). Availability is asked once per product while the panel is open; a failed call
 * hides the product without a word (spec 000 §8). Nothing renders until every check has answered
 * and one qualifies.
 */
export function PromotedProducts({ store, lines }: { store: BasketStore; lines: readonly CartLine[] }) {
  const { currency } = useSiteLocale();
  const { data } = useSiteQuery(PROMOTED_PRODUCTS);
  const settings = data?.site_settings;
  const products = useMemo(() => (settings?.promotedProducts ?? []).flatMap((entry) => (entry.product ? [entry.product] : [])), [settings]);
  const [availability, setAvailability] = useState<Readonly<Record<string, Availability | null>>>({});
  const titleId = useId();

  const toCheck = products.filter((product) => !isBundle(product)).map((product) => product.id);
  const checkKey = toCheck.join(',');
  useEffect(() => {
    if (!checkKey) return undefined;
    const controller = new AbortController();
    for (const id of checkKey.split(',')) {
      void store.availability(id, controller.signal).then((answer) => {
        if (!controller.signal.aborted) setAvailability((previous) => ({ ...previous, [id]: answer }));
      });
    }
    return () => controller.abort();
  }, [store, checkKey]);

  // Shown once every check has answered (each call has its own timeout): a product that qualified
  // late would otherwise be slotted in before the others and turn away the slide a visitor is on.
  const answered = toCheck.every((id) => id in availability);
  const shown = products.filter((product) => isPromotable(product, availability[product.id] ?? null, lines));
  if (!settings || !answered || shown.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="border-t border-white/10 px-5 py-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold">
          {settings.promotedProductsTitle}
        </h3>
        {settings.promotedProductsMoreLinkUrl ? (
          <SmartLink
            href={settings.promotedProductsMoreLinkUrl}
            className={`rounded text-sm underline underline-offset-4 hover:text-accent ${FOCUS_RING}`}
          >
            {settings.promotedProductsMoreLinkText}
          </SmartLink>
        ) : null}
      </div>
      <PromotedCarousel
        label={settings.promotedProductsTitle}
        slides={shown.map((product) => (
          <PromotedSlide key={product.id} product={product} currency={currency} />
        ))}
      />
    </section>
  );
}
