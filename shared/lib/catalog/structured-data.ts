import { isSoldOut } from '../cart/sold-out';
import { priceFor, reducedValue, type Price } from './prices';

/**
 * schema.org descriptions of the site's pages (issue: MusicAlbum or Product with offers for
 * releases and products, MusicGroup for artists, MusicEvent for events, NewsArticle for posts).
 * Pure: the page passes absolute URLs and the visitor's currency.
 */
interface Offerable {
  prices: Price[];
  format: string;
  distribution: string;
  in_stock?: boolean | null;
}

/** What an offer says of a product: sold out (decision 0079) before pre-order, else in stock. */
function availability(product: Offerable, preOrder: boolean): string {
  if (isSoldOut(product)) return 'https://schema.org/SoldOut';
  return preOrder ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

export function offersFor(products: Offerable[], currency: string, url: string, preOrder: boolean) {
  return products
    .map((product) => ({ product, price: priceFor(product.prices, currency) }))
    .filter((entry) => entry.price)
    .map(({ product, price }) => ({
      '@type': 'Offer',
      name: product.format,
      price: reducedValue(price!).toFixed(2),
      priceCurrency: currency,
      url,
      availability: availability(product, preOrder),
    }));
}

export function releaseJsonLd(input: {
  title: string;
  url: string;
  image?: string | null;
  artist?: string | null;
  releaseDate?: string | null;
  label?: string | null;
  trackTitles: string[];
  isRelease: boolean;
  offers: ReturnType<typeof offersFor>;
}) {
  const common = { name: input.title, url: input.url, image: input.image ?? undefined, offers: input.offers };
  if (!input.isRelease) return { '@type': 'Product', ...common, brand: input.label ?? undefined };
  return {
    '@type': 'MusicAlbum',
    ...common,
    byArtist: input.artist ? { '@type': 'MusicGroup', name: input.artist } : undefined,
    datePublished: input.releaseDate ?? undefined,
    recordLabel: input.label ? { '@type': 'Organization', name: input.label } : undefined,
    numTracks: input.trackTitles.length,
    track: input.trackTitles.map((name, index) => ({ '@type': 'MusicRecording', name, position: index + 1 })),
  };
}

export function artistJsonLd(input: { name: string; url: string; image?: string | null; sameAs: string[] }) {
  return { '@type': 'MusicGroup', name: input.name, url: input.url, image: input.image ?? undefined, sameAs: input.sameAs };
}

export function eventJsonLd(input: {
  name: string;
  url: string;
  startDate: string;
  endDate?: string | null;
  venue: { name: string; location: string };
  image?: string | null;
  performers: string[];
  ticketsUrl?: string | null;
}) {
  return {
    '@type': 'MusicEvent',
    name: input.name,
    url: input.url,
    startDate: input.startDate,
    endDate: input.endDate ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: input.venue.name, address: input.venue.location },
    image: input.image ?? undefined,
    performer: input.performers.map((name) => ({ '@type': 'PerformingGroup', name })),
    offers: input.ticketsUrl ? { '@type': 'Offer', url: input.ticketsUrl } : undefined,
  };
}

export function articleJsonLd(input: { headline: string; url: string; datePublished: string; image?: string | null; publisher: string }) {
  return {
    '@type': 'NewsArticle',
    headline: input.headline,
    url: input.url,
    datePublished: input.datePublished,
    image: input.image ?? undefined,
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}
