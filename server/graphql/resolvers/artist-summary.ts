import { eventsAt } from '../../../shared/lib/catalog/event-times';
import type { ContentSource, ReadOptions } from '../../sources/content/content-source';

/**
 * How much an artist page has to show in each section (ArtistsProductsSummary), so the page can
 * leave out empty sections and show "More" only where there is more. Events are counted upcoming
 * and past apart, as the page lists them.
 */
export async function artistsProductsSummary(artistId: string, content: ContentSource, options: ReadOptions) {
  const byArtist = { artist: { id: { _eq: artistId } } };
  const merch = (universe: string) => ({ _and: [byArtist, { reference_type: { _eq: 'other' } }, { universe: { _eq: universe } }] });
  const byEventArtist = { artists: { _some: { id: { _eq: artistId } } } };
  // Counted, not listed: the page lists each section with its own query, and waits for these first.
  const [releases, appearsOn, bundles, merchItems, clothing, upcomingEvents, pastEvents] = await Promise.all([
    content.count('product_groups', { filter: { _and: [byArtist, { reference_type: { _eq: 'release' } }] } }, options),
    content.count(
      'product_groups',
      { filter: { _and: [{ reference_type: { _eq: 'release' } }, { featured_artists: { _some: { id: { _eq: artistId } } } }] } },
      options,
    ),
    content.count('product_groups', { filter: merch('bundle') }, options),
    content.count('product_groups', { filter: merch('merch') }, options),
    content.count('product_groups', { filter: merch('clothing') }, options),
    content.count('events', { filter: eventsAt('upcoming', byEventArtist).filter }, options),
    content.count('events', { filter: eventsAt('past', byEventArtist).filter }, options),
  ]);
  return { releases, appearsOn, bundles, merch: merchItems, clothing, upcomingEvents, pastEvents };
}
