import { useSiteQuery } from '../app/site-query';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../components/router-link';
import { usePublicEnv } from '../app/public-env';
import { ArticleText } from '../blocks/article-text';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { ResponsiveImage } from '../components/storefront/responsive-image';
import { PageSlot } from '../components/slots/page-slot';
import { EVENTS_PROFILE } from '../graphql/profiles';
import { eventTitle } from '../lib/catalog/event-row';
import { formatEventDateTime } from '../lib/catalog/date-styles';
import { pageImageUrl } from '../lib/images/image-presets';
import { TICKETS_TEXT } from '../lib/catalog/storefront-texts';
import { eventJsonLd } from '../lib/catalog/structured-data';
import { NotFound } from '../app/not-found';
import { LoadingBlock } from '../components/loading-block';

/** /events/{slug}: one event. */
export default function EventPage() {
  const { slug = '' } = useParams();
  const { publicUrl } = usePublicEnv();
  const { data, loading } = useSiteQuery(EVENTS_PROFILE, { variables: { slug } });
  const event = data?.events[0];
  if (loading && !event) return <LoadingBlock className="h-64" />;
  if (!event) return <NotFound path={`/events/${slug}`} />;
  const title = eventTitle(event);
  const when = formatEventDateTime(event.date);
  const image = event.cover_image ? `${publicUrl}${pageImageUrl(event.cover_image, 'socialCard')}` : undefined;

  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={title} description={event.description} path={event.href} image={image} />
      <JsonLd
        data={eventJsonLd({
          name: title,
          url: `${publicUrl}${event.href}`,
          startDate: event.date,
          endDate: event.end_date,
          venue: event.venue,
          image,
          performers: event.lineup,
          ticketsUrl: event.tickets_url,
        })}
      />
      {when ? (
        <p className="text-sm font-semibold text-accent">
          <time dateTime={when.dateTime}>{when.text}</time>
        </p>
      ) : null}
      <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-paper/80">
        {event.venue.name}, {event.venue.location}
      </p>
      {event.lineup.length > 0 ? <p className="mt-2 text-paper/70">{event.lineup.join(' · ')}</p> : null}
      {event.tickets_url ? (
        <a
          href={event.tickets_url}
          target="_blank"
          rel="noreferrer nofollow"
          className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:opacity-90"
        >
          {TICKETS_TEXT}
        </a>
      ) : null}
      {event.cover_image ? (
        <ResponsiveImage src={event.cover_image} preset="galleryScreen" aspect="video" alt="" priority className="mt-8 rounded-lg" />
      ) : null}
      <p className="mt-8 text-lg text-paper/85">{event.description}</p>
      <ArticleText blocks={event.blocks} renderSlot={(block) => <PageSlot block={block} inArticle />} />
      {event.artists.length > 0 ? (
        <p className="mt-8 text-paper/80">
          With{' '}
          {event.artists.map((artist, index) => (
            <span key={artist.id}>
              {index > 0 ? ', ' : null}
              <RouterLink to={artist.href} className="underline underline-offset-4">
                {artist.name}
              </RouterLink>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
