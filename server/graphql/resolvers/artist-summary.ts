import { eventsAt } from '../../../shared/lib/catalog/event-times';
import type { ContentSource, ReadOptions } from '../../sources/content/content-source';

/**
 * How much an artist page has to show in each section (ArtistsProductsSummary), so the page can
 * leave out empty sections and show "More" only where there is more. Events are counted upcoming
 * and past apart, as the page lists them.
 */
export async function artistsProductsSummary(artistId: string, content: ContentSource, options: ReadOptions) {
  const all = { limit: -1 };
  const byArtist = { artist: { id: { _eq: artistId } } };
  const merch = (universe: string) => ({ _and: [byArtist, { reference_type: { _eq: 'other' } }, { universe: { _eq: universe } }] });
  const byEventArtist = { artists: { _some: { id: { _eq: artistId } } } };
  const [releases, appearsOn, bundles, merchItems, clothing, upcomingEvents, pastEvents] = await Promise.all([
    content.list('product_groups', { ...all, filter: { _and: [byArtist, { reference_type: { _eq: 'release' } }] } }, options),
    content.list(
      'product_groups',
      { ...all, filter: { _and: [{ reference_type: { _eq: 'release' } }, { featured_artists: { _some: { id: { _eq: artistId } } } }] } },
      options,
    ),
    content.list('product_groups', { ...all, filter: merch('bundle') }, options),
    content.list('product_groups', { ...all, filter: merch('merch') }, options),
    content.list('product_groups', { ...all, filter: merch('clothing') }, options),
    content.list('events', { ...all, filter: eventsAt('upcoming', byEventArtist).filter }, options),
    content.list('events', { ...all, filter: eventsAt('past', byEventArtist).filter }, options),
  ]);
  return {
    releases: releases.length,
    appearsOn: appearsOn.length,
    bundles: bundles.length,
    merch: merchItems.length,
    clothing: clothing.length,
    upcomingEvents: upcomingEvents.length,
    pastEvents: pastEvents.length,
  };
}
