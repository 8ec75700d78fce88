import { useSiteQuery } from '../app/site-query';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../components/router-link';
import { useSiteLocale } from '../app/locale';
import { usePublicEnv } from '../app/public-env';
import { JsonLd } from '../components/json-ld';
import { ArtistByline } from '../components/artist-byline';
import { AddToBasketFormIsland } from '../components/basket/add-to-basket-form';
import { PageMeta } from '../components/page-meta';
import { PriceTag } from '../components/storefront/price-tag';
import { releaseBadge } from '../lib/catalog/badges';
import { pageImageUrl } from '../lib/images/image-presets';
import { offersFor, releaseJsonLd } from '../lib/catalog/structured-data';
import { PRODUCT_GROUPS_BY_SLUG } from '../graphql/profiles';
import { NotFound } from '../app/not-found';
import { ProductGalleryIsland } from '../components/storefront/product-gallery';
import { addressVariables, pickGroup, pickProduct } from './product-group-data';
import { LoadingBlock } from '../components/loading-block';

/** /products/{groupSlug}/{productSlug}: one product (a format of a release, a size of a shirt). */
export default function ProductPage() {
  const { groupSlug = '', productSlug = '' } = useParams();
  const { currency, now } = useSiteLocale();
  const { publicUrl } = usePublicEnv();
  const { data, loading } = useSiteQuery(PRODUCT_GROUPS_BY_SLUG, { variables: addressVariables(groupSlug) });
  const group = pickGroup(data?.product_groups, groupSlug);
  const product = group && pickProduct(group, productSlug);
  if (loading && !product) return <LoadingBlock className="h-64" />;
  if (!group || !product) return <NotFound path={`/products/${groupSlug}/${productSlug}`} />;

  const badge =
    group.reference_type === 'release'
      ? releaseBadge({ release_date: group.release_date, date_available: product.date_available ?? group.date_available }, now)
      : null;
  const cover = group.cover_image ? pageImageUrl(group.cover_image, 'cover') : null;
  const name = `${group.title} (${product.format}${product.variant ? `, ${product.variant}` : ''})`;

  return (
    <article className="grid gap-10 md:grid-cols-2">
      <PageMeta
        title={name}
        description={product.short_description ?? group.short_description ?? name}
        path={product.href}
        image={cover ? `${publicUrl}${cover}` : undefined}
      />
      <JsonLd
        data={releaseJsonLd({
          title: name,
          url: `${publicUrl}${product.href}`,
          image: cover ? `${publicUrl}${cover}` : null,
          artist: group.artist?.name,
          releaseDate: group.release_date,
          label: group.label?.name,
          trackTitles: [],
          isRelease: false,
          offers: offersFor([product], currency, `${publicUrl}${product.href}`, badge === 'Pre-order'),
        })}
      />
      <div>
        <ProductGalleryIsland title={group.title} cover={group.cover_image} images={group.images} />
      </div>
      <div>
        <p className="text-sm uppercase tracking-widest text-accent">
          {product.format}
          {badge ? ` · ${badge}` : ''}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight">{group.title}</h1>
        {product.variant ? <p className="mt-1 text-xl">{product.variant}</p> : null}
        <ArtistByline artist={group.artist} className="mt-2" />
        <PriceTag prices={product.prices} currency={currency} size="large" className="mt-6" />
        <AddToBasketFormIsland
          product={product}
          className="mt-6"
          buttonClassName="rounded-full bg-accent px-6 py-3 font-semibold text-ink"
        />
        {product.short_description ? <p className="mt-6 text-paper/80">{product.short_description}</p> : null}
        <p className="mt-8">
          <RouterLink to={group.href} className="underline underline-offset-4">
            All formats of {group.title}
          </RouterLink>
        </p>
      </div>
    </article>
  );
}
