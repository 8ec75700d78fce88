import { useSiteQuery } from '../app/site-query';
import { useParams } from 'react-router-dom';
import type { CollectionView as CollectionViewConfig } from '../lib/catalog/collection-view-config';
import { useSiteLocale } from '../app/locale';
import { usePublicEnv } from '../app/public-env';
import { ArticleText } from '../blocks/article-text';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { PageSlot } from '../components/slots/page-slot';
import { CollectionView } from '../components/storefront/collection-view';
import { ResponsiveImage } from '../components/storefront/responsive-image';
import { SmartLink } from '../components/storefront/smart-link';
import type { ArtistsProductsSummaryQuery } from '../graphql/generated/operation-types';
import { ARTISTS_PRODUCTS_SUMMARY, ARTISTS_PROFILE } from '../graphql/profiles';
import { ARTIST_PAGE_LIMITS } from '../lib/catalog/collection-paging';
import { eventsAt, PAST_EVENTS_TITLE, type EventTime } from '../lib/catalog/event-times';
import { pageImageUrl } from '../lib/images/image-presets';
import { artistJsonLd } from '../lib/catalog/structured-data';
import { NotFound } from '../app/not-found';
import { LoadingBlock } from '../components/loading-block';

/**
 * The artist page's sections with the spec's limits (releases 8, appears-on 8, bundles, merch and
 * clothing 4, events 16: each of the upcoming and past lists).
 */
function sections(
  artistId: string,
  slug: string,
): { key: keyof ArtistsProductsSummaryQuery['artistsProductsSummary']; view: CollectionViewConfig }[] {
  const byArtist = { artist: { id: { _eq: artistId } } };
  const merch = (universe: string, title: string) => ({
    collection: 'product_groups' as const,
    title,
    display: 'grid' as const,
    filter: { _and: [byArtist, { reference_type: { _eq: 'other' } }, { universe: { _eq: universe } }] },
    limit: ARTIST_PAGE_LIMITS[universe === 'bundle' ? 'bundles' : universe === 'merch' ? 'merch' : 'clothing'],
  });
  const events = (time: EventTime, title: string) => ({
    collection: 'events' as const,
    title,
    display: 'grid' as const,
    ...eventsAt(time, { artists: { _some: { id: { _eq: artistId } } } }),
    limit: ARTIST_PAGE_LIMITS.events,
  });
  return [
    {
      key: 'releases',
      view: {
        collection: 'product_groups',
        title: 'Releases',
        display: 'grid',
        filter: { _and: [byArtist, { reference_type: { _eq: 'release' } }, { visibility: { _eq: 'public' } }] },
        sort: ['-release_date'],
        limit: ARTIST_PAGE_LIMITS.releases,
        moreLink: { url: `/releases?artist=${encodeURIComponent(slug)}`, text: 'More' },
      },
    },
    {
      key: 'appearsOn',
      view: {
        collection: 'product_groups',
        title: 'Appears on',
        display: 'grid',
        filter: { _and: [{ reference_type: { _eq: 'release' } }, { featured_artists: { _some: { id: { _eq: artistId } } } }] },
        sort: ['-release_date'],
        limit: ARTIST_PAGE_LIMITS.appearsOn,
      },
    },
    { key: 'bundles', view: merch('bundle', 'Bundles') },
    { key: 'merch', view: merch('merch', 'Merch') },
    { key: 'clothing', view: merch('clothing', 'Clothing') },
    // Upcoming first; past ones apart, as /events lists them.
    { key: 'upcomingEvents', view: events('upcoming', 'Upcoming events') },
    { key: 'pastEvents', view: events('past', PAST_EVENTS_TITLE) },
  ];
}

/** /artists/{slug}: the artist, their bio and links, then each section that has something to show. */
export default function ArtistPage() {
  const { slug = '' } = useParams();
  const { publicUrl } = usePublicEnv();
  const { currency, now } = useSiteLocale();
  const { data, loading } = useSiteQuery(ARTISTS_PROFILE, { variables: { slug } });
  const artist = data?.artists[0];
  const summary = useSiteQuery(ARTISTS_PRODUCTS_SUMMARY, { variables: { artistId: artist?.id ?? '' }, skip: !artist });
  if (loading && !artist) return <LoadingBlock className="h-64" />;
  if (!artist) return <NotFound path={`/artists/${slug}`} />;
  // The image link previews and search engines take: one fixed size.
  const shareImage = artist.image ? pageImageUrl(artist.image, 'portrait') : null;
  const counts = summary.data?.artistsProductsSummary;

  return (
    <article>
      <PageMeta
        title={artist.name}
        description={`${artist.name} on Lumen Tide: releases, events and news.`}
        path={artist.href}
        image={shareImage ? `${publicUrl}${shareImage}` : undefined}
        type="profile"
      />
      <JsonLd
        data={artistJsonLd({
          name: artist.name,
          url: `${publicUrl}${artist.href}`,
          image: shareImage ? `${publicUrl}${shareImage}` : null,
          sameAs: artist.links.map((link) => link.url),
        })}
      />
      <header className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Drawn at the profile widths (spec 000 §9: 343 on a phone, so 686 at twice the pixels; 1392 for a sharp desktop). */}
        {artist.image ? (
          <ResponsiveImage
            src={artist.image}
            preset="profile"
            alt={artist.name}
            priority
            className="w-full max-w-[343px] rounded-lg md:max-w-none"
          />
        ) : null}
        <div>
          <p className="text-sm uppercase tracking-widest text-accent">Artist</p>
          <h1 className="mt-2 font-display text-5xl font-semibold tracking-tight">{artist.name}</h1>
          <ArticleText blocks={artist.bio} renderSlot={(block) => <PageSlot block={block} inArticle />} />
          {artist.links.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-3">
              {artist.links.map((link) => (
                <li key={link.url}>
                  <SmartLink
                    href={link.url}
                    className="rounded-full border border-white/20 px-4 py-2 text-sm hover:border-accent hover:text-accent"
                  >
                    {link.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      {sections(artist.id, artist.slug)
        .filter(({ key }) => !counts || counts[key] > 0)
        .map(({ key, view }) => (
          <CollectionView key={key} view={view} now={now} currency={currency} />
        ))}
      {artist.bandsintown_name ? (
        <PageSlot
          block={{
            __typename: 'SlotBlock',
            id: 'concerts',
            type: 'slot',
            data: {
              __typename: 'ConcertEventsSlot',
              kind: 'bandsintownEvents',
              artistName: artist.bandsintown_name,
              title: 'Upcoming concerts',
            },
          }}
        />
      ) : null}
    </article>
  );
}
