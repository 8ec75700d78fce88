import { useSiteQuery } from '../app/site-query';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../components/router-link';
import { useSiteLocale } from '../app/locale';
import { usePublicEnv } from '../app/public-env';
import { ArticleText } from '../blocks/article-text';
import { JsonLd } from '../components/json-ld';
import { ArtistByline } from '../components/artist-byline';
import { AddToBasketFormIsland } from '../components/basket/add-to-basket-form';
import { PageMeta } from '../components/page-meta';
import { PreviewButtonIsland } from '../components/storefront/preview-button';
import { TracklistIsland } from '../components/storefront/tracklist';
import { PriceTag } from '../components/storefront/price-tag';
import { SOLD_OUT_TEXT } from '../lib/cart/cart-texts';
import { isSoldOut } from '../lib/cart/sold-out';
import { releaseBadge } from '../lib/catalog/badges';
import { preOrderNote, primaryProductId } from '../lib/catalog/buy-buttons';
import { formatDay } from '../lib/catalog/date-styles';
import { sortProducts } from '../lib/catalog/format-order';
import { pageImageUrl } from '../lib/images/image-presets';
import { isExternalLabel, labelHref } from '../lib/catalog/item-derivations';
import { offersFor, releaseJsonLd } from '../lib/catalog/structured-data';
import { productGroupTypeLabel } from '../lib/catalog/type-labels';
import { PRODUCT_GROUPS_BY_SLUG } from '../graphql/profiles';
import { NotFound } from '../app/not-found';
import { ProductGalleryIsland } from '../components/storefront/product-gallery';
import { addressVariables, pickGroup, type ProductGroupProduct, type ProductGroupProfile } from './product-group-data';
import { LoadingBlock } from '../components/loading-block';

/** The primary buy button (the first physical format) and the secondary ones: a record shop's one call to action. */
const BUY_BUTTON = {
  primary: 'min-h-11 rounded-full bg-accent px-5 py-2 text-sm font-semibold text-ink hover:bg-paper',
  secondary:
    'min-h-11 rounded-full border border-paper/40 px-5 py-2 text-sm font-semibold text-paper hover:border-accent hover:text-accent',
} as const;

function ProductRow({
  product,
  currency,
  primary,
  preOrder,
}: {
  product: ProductGroupProduct;
  currency: string;
  primary: boolean;
  /** When a pre-order ships (or is out), said beside its price; null when the format is out. */
  preOrder: string | null;
}) {
  return (
    <li
      data-buy={primary ? 'primary' : 'secondary'}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 py-4"
    >
      <div>
        <RouterLink to={product.href} className="font-semibold hover:text-accent">
          {product.format}
          {product.variant ? `, ${product.variant}` : ''}
          {/* Read with the name, for whoever tabs past the disabled button that shows it. */}
          {isSoldOut(product) ? <span className="sr-only">{` (${SOLD_OUT_TEXT})`}</span> : null}
        </RouterLink>
        {product.short_description ? <p className="text-sm text-paper/70">{product.short_description}</p> : null}
      </div>
      {/* On a phone the price sits under the format at the left, its button at the right. */}
      <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:justify-end">
        <div className="sm:text-right">
          <PriceTag prices={product.prices} currency={currency} size="medium" />
          {preOrder ? <p className="text-xs text-paper/70">{preOrder}</p> : null}
        </div>
        <AddToBasketFormIsland
          product={product}
          className="justify-end text-right"
          buttonClassName={primary ? BUY_BUTTON.primary : BUY_BUTTON.secondary}
        />
      </div>
    </li>
  );
}

/** The label's releases on this site, or its own site for an external label. */
function LabelLink({ label }: { label: NonNullable<ProductGroupProfile['label']> }) {
  const href = labelHref(label);
  if (!href) return <>{label.name}</>;
  if (isExternalLabel(label)) {
    return (
      <a href={href} target="_blank" rel="noreferrer nofollow" className="underline underline-offset-4 hover:text-accent">
        {label.name}
      </a>
    );
  }
  return (
    <RouterLink to={href} className={`underline underline-offset-4 ${label.isFeatured ? 'text-accent' : 'hover:text-accent'}`}>
      {label.name}
    </RouterLink>
  );
}

/** /products/{slug}: a release or a merch product group. */
export default function ProductGroupPage() {
  const { slug = '' } = useParams();
  const { currency, now } = useSiteLocale();
  const { publicUrl } = usePublicEnv();
  const { data, loading } = useSiteQuery(PRODUCT_GROUPS_BY_SLUG, { variables: addressVariables(slug) });
  const group = pickGroup(data?.product_groups, slug);
  if (loading && !group) return <LoadingBlock className="h-64" />;
  if (!group) return <NotFound path={`/products/${slug}`} />;

  const isRelease = group.reference_type === 'release';
  const badge = isRelease ? releaseBadge(group, now) : null;
  const releaseDay = formatDay(group.release_date);
  const products = sortProducts(group.products);
  const primaryId = primaryProductId(products);
  const cover = group.cover_image ? pageImageUrl(group.cover_image, 'cover') : null;
  const description = group.short_description ?? `${group.title}${group.artist ? ` by ${group.artist.name}` : ''}`;

  return (
    // From md up the gallery and the tracklist share the left column and the record's words and formats
    // the right, so neither column runs on empty beside the other; the extra height goes below the tracklist.
    <article className="grid gap-x-10 gap-y-10 md:grid-cols-2 md:grid-rows-[auto_1fr]">
      <PageMeta
        title={group.artist ? `${group.title} – ${group.artist.name}` : group.title}
        description={description}
        path={group.href}
        image={cover ? `${publicUrl}${cover}` : undefined}
        type={isRelease ? 'music.album' : 'website'}
      />
      <JsonLd
        data={releaseJsonLd({
          title: group.title,
          url: `${publicUrl}${group.href}`,
          image: cover ? `${publicUrl}${cover}` : null,
          artist: group.artist?.name,
          releaseDate: group.release_date,
          label: group.label?.name,
          trackTitles: group.tracks.map((track) => track.title),
          isRelease,
          offers: offersFor(products, currency, `${publicUrl}${group.href}`, badge === 'Pre-order'),
        })}
      />
      <div>
        <ProductGalleryIsland title={group.title} cover={group.cover_image} images={group.images} />
      </div>
      <div className="md:col-start-2 md:row-span-2 md:row-start-1">
        <p className="text-sm uppercase tracking-widest text-accent">
          {productGroupTypeLabel(group)}
          {badge ? ` · ${badge}` : ''}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight">{group.title}</h1>
        <ArtistByline artist={group.artist} className="mt-2 text-xl" />
        {isRelease && group.tracks.length > 0 ? (
          <PreviewButtonIsland
            referenceId={group.id}
            title={group.title}
            cover={group.cover_image ?? null}
            href={group.href}
            size="large"
            className="mt-4"
          />
        ) : null}
        <p className="mt-2 text-sm text-paper/70">
          {group.label ? <LabelLink label={group.label} /> : null}
          {group.catalogue_number ? ` · ${group.catalogue_number}` : ''}
          {releaseDay ? (
            <>
              {' · '}
              <time dateTime={group.release_date ?? undefined}>{releaseDay}</time>
            </>
          ) : null}
        </p>
        <ul className="mt-6">
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              currency={currency}
              primary={product.id === primaryId}
              preOrder={preOrderNote(product, group, now)}
            />
          ))}
        </ul>
        <ArticleText blocks={group.description} />
      </div>
      {group.tracks.length > 0 ? (
        <div className="md:col-start-1 [&>section]:mt-0">
          <TracklistIsland
            release={isRelease ? { referenceId: group.id, title: group.title, cover: group.cover_image ?? null, href: group.href } : null}
            tracks={group.tracks.map((track) => ({
              id: track.id,
              position: track.position,
              title: track.title,
              duration_seconds: track.duration_seconds,
              guestArtist: track.artist && track.artist.name !== group.artist?.name ? track.artist.name : null,
            }))}
          />
        </div>
      ) : null}
    </article>
  );
}
