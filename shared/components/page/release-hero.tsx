import { useId } from 'react';
import { useSiteLocale } from '../../app/locale';
import type { PagesProfileQuery } from '../../graphql/generated/operation-types';
import { preOrderNote } from '../../lib/catalog/buy-buttons';
import { leadProduct } from '../../lib/catalog/lead-product';
import { productGroupTypeLabel } from '../../lib/catalog/type-labels';
import { ArtistByline } from '../artist-byline';
import { AddToBasketFormIsland } from '../basket/add-to-basket-form';
import { FOCUS_RING } from '../focus-ring';
import { PreviewButtonIsland } from '../storefront/preview-button';
import { PriceTag } from '../storefront/price-tag';
import { ReleaseBadge } from '../storefront/release-badge';
import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import type { PageHeroContent } from './page-hero';

/** The release a page's hero opens with, as the page's query reads it. */
export type HeroRelease = NonNullable<NonNullable<PagesProfileQuery['pages'][number]>['hero_release']>;

/**
 * A page that opens with a record (its hero's release): the whole square cover, the title and the
 * artist, a large play button that starts the preview in the page's one player, and the buy call —
 * the lead format, its price and "Add to Basket"; a pre-order says so and when it ships. The page's
 * own artwork lies behind it and its title, heading, text and link stay, smaller, so the page still
 * says whose it is. All of it fits a phone's first screen.
 */
export function ReleaseHero({ title, hero, release }: { title: string; hero: PageHeroContent; release: HeroRelease }) {
  const { currency, now } = useSiteLocale();
  const titleId = useId();
  const product = leadProduct(release.products, currency);
  // A pre-order says when its lead format ships (a download, when it is out), as the release page does.
  const preOrder = product ? preOrderNote(product, release, now) : null;
  const typeLabel = productGroupTypeLabel(release);
  const cover = release.cover_image ?? release.image_url;

  return (
    <section data-hero="" aria-labelledby={titleId} className="relative -mx-4 mb-10 overflow-hidden bg-ink sm:mx-0 sm:rounded-2xl">
      {hero.image ? (
        <div aria-hidden="true" className="absolute inset-0 opacity-60">
          <ResponsiveImage src={hero.image} preset="galleryScreen" alt="" eager className="h-full w-full" />
        </div>
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink via-ink/80 to-ink/30 md:bg-linear-to-r" />

      <div className="relative grid gap-5 p-4 md:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] md:items-center md:gap-12 md:p-10 lg:p-12">
        <SmartLink href={release.href} tabIndex={-1} aria-hidden="true" className="block">
          <ResponsiveImage
            src={cover}
            preset="galleryScreen"
            alt=""
            priority
            sizes="(min-width: 768px) 480px, calc(100vw - 32px)"
            className="w-full rounded-lg shadow-2xl shadow-black/60"
          />
        </SmartLink>

        {/* On a phone the play button sits beside the title, clear of a cookie banner at the foot of
            the first visit's screen; from md up it leads the buy call. */}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-4 md:grid-cols-[auto_minmax(0,1fr)] md:gap-x-6 md:gap-y-8">
          <div className="min-w-0 md:col-span-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">{title}</h1>
              {typeLabel ? <p className="text-sm uppercase tracking-widest text-paper/75">{typeLabel}</p> : null}
            </div>
            <h2
              id={titleId}
              className="mt-2 font-display text-3xl leading-[1.05] font-bold tracking-tight text-balance md:mt-4 md:text-6xl"
            >
              <SmartLink href={release.href} className={`hover:text-accent ${FOCUS_RING}`}>
                {release.title}
              </SmartLink>
            </h2>
            <ArtistByline artist={release.artist} className="mt-1 text-lg text-paper/85 md:mt-3 md:text-2xl" />
          </div>

          {release.reference_type === 'release' ? (
            <PreviewButtonIsland
              referenceId={release.id}
              title={release.title}
              cover={cover}
              href={release.href}
              size="large"
              className="shadow-lg shadow-black/40"
            />
          ) : null}
          {product ? (
            <div data-buy-call="" className="col-span-2 min-w-0 md:col-span-1">
              <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
                <div>
                  <p className="text-xs uppercase tracking-widest text-paper/70">
                    <ReleaseBadge item={release} now={now} className="mr-2" /> {product.format}
                    {product.variant ? `, ${product.variant}` : ''}
                  </p>
                  <PriceTag prices={product.prices} currency={currency} size="large" />
                </div>
                <AddToBasketFormIsland
                  product={product}
                  buttonClassName="min-h-11 rounded-full bg-accent px-5 py-2.5 font-semibold text-ink hover:bg-paper"
                />
              </div>
              {preOrder ? <p className="mt-1 text-sm text-paper/75">{preOrder}</p> : null}
            </div>
          ) : null}

          {hero.heading || hero.text || hero.link ? (
            <div className="col-span-2 border-t border-white/15 pt-4 text-paper/80 md:mt-2">
              {hero.heading ? <p className="font-semibold text-paper">{hero.heading}</p> : null}
              {hero.text ? <p className="text-sm">{hero.text}</p> : null}
              {hero.link ? (
                <SmartLink
                  href={hero.link.url}
                  className={`mt-2 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline ${FOCUS_RING}`}
                >
                  {hero.link.text}
                </SmartLink>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
